import { resolveCellPath } from "./cell-registry.js";
import { readGraphCellFile } from "./graph-cell-file.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";
import { loadEmbeddedGraph } from "./load-graph-cell.js";
import {
  createDriverRunner,
  createNeo4jGraph,
  neo4jSettingsFromEnv,
  type CypherRunner,
  type Neo4jSettings,
} from "./neo4j-graph.js";
import { graphBackendFromEnv, type GraphBackendName } from "./open-knowledge-graph.js";

/**
 * Where a process gets its cells' capabilities graphs: the cell files (embedded) or Neo4j through
 * ONE driver for the whole process, however many cells and requests use it. Each cell's graph is
 * opened once and kept: its snapshot is reused until the cheap version check says the graph in
 * Neo4j changed, so a change made there reaches the next plan.
 */
export interface KnowledgeSource {
  readonly backend: GraphBackendName;
  /** A graph cell's graph (built-in name or path), the same object for every caller. */
  graphOf(cell: string): Promise<KnowledgeGraph>;
  /** Closes the driver (once); the graphs handed out stop answering. */
  close(): Promise<void>;
}

export interface KnowledgeSourceOptions {
  /** `--graph`; default CELLPILOT_GRAPH, else embedded. */
  graph?: string;
  env?: NodeJS.ProcessEnv;
  /** Opens the driver (default: the official neo4j-driver); called at most once per source. */
  connect?: (settings: Neo4jSettings) => CypherRunner;
  /** Builds a cell's graph on the shared runner (default: the Neo4j backend). */
  openGraph?: (cell: string, runner: CypherRunner) => KnowledgeGraph;
}

/** The name a cell has in Neo4j: a built-in name as it is, a file by its `cell:` field. */
function neo4jCellName(nameOrPath: string): string {
  return /^[a-z0-9_-]+$/i.test(nameOrPath) ? nameOrPath : readGraphCellFile(resolveCellPath(nameOrPath)).cell;
}

export function openKnowledgeSource(options: KnowledgeSourceOptions = {}): KnowledgeSource {
  const backend = graphBackendFromEnv(options.graph, options.env);
  if (backend === "embedded") {
    return { backend, graphOf: async (cell) => loadEmbeddedGraph(cell), close: async () => {} };
  }
  // Read now: a missing NEO4J_URI stops `serve` at start-up, not at the first plan.
  const settings = neo4jSettingsFromEnv(options.env);
  const connect = options.connect ?? createDriverRunner;
  const openGraph =
    options.openGraph ?? ((cell: string, runner: CypherRunner) => createNeo4jGraph({ cell, runner }));
  let runner: CypherRunner | null = null;
  let closed = false;
  const graphs = new Map<string, Promise<KnowledgeGraph>>();

  /** The graphs share the runner: closing one of them must not close the driver under the others. */
  const shared = (inner: CypherRunner): CypherRunner => ({
    run: inner.run.bind(inner),
    close: async () => {},
  });

  async function open(cell: string): Promise<KnowledgeGraph> {
    runner ??= connect(settings);
    const graph = openGraph(cell, shared(runner));
    await graph.getSnapshot(); // fails here, clearly, when Neo4j is unreachable or the cell not seeded
    return graph;
  }

  return {
    backend,
    graphOf(nameOrPath) {
      if (closed) return Promise.reject(new Error("the knowledge source is closed"));
      const cell = neo4jCellName(nameOrPath);
      let graph = graphs.get(cell);
      if (!graph) {
        graph = open(cell);
        graphs.set(cell, graph);
        // A failed open is not kept: the next request tries again (Neo4j may be back).
        graph.catch(() => graphs.delete(cell));
      }
      return graph;
    },
    async close() {
      if (closed) return;
      closed = true;
      graphs.clear();
      await runner?.close();
    },
  };
}
