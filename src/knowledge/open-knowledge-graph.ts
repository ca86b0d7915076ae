import { resolveCellPath } from "./cell-registry.js";
import { KnowledgeError } from "./errors.js";
import { readGraphCellFile } from "./graph-cell-file.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";
import { loadEmbeddedGraph } from "./load-graph-cell.js";
import { createDriverRunner, createNeo4jGraph, neo4jSettingsFromEnv } from "./neo4j-graph.js";

export type GraphBackendName = "embedded" | "neo4j";

/** `--graph` or CELLPILOT_GRAPH; embedded unless asked otherwise. */
export function graphBackendFromEnv(
  explicit?: string,
  env: NodeJS.ProcessEnv = process.env,
): GraphBackendName {
  const name = (explicit || env.CELLPILOT_GRAPH || "embedded").trim().toLowerCase();
  if (name === "embedded" || name === "neo4j") return name;
  throw new KnowledgeError("BACKEND_UNAVAILABLE", `unknown graph backend '${name}' (use embedded or neo4j)`);
}

/**
 * Opens a cell's knowledge graph. Embedded: the cell file. Neo4j: the cell of that name in the
 * database at NEO4J_URI (a path given as the cell names it by the file's `cell:` field).
 */
export async function openKnowledgeGraph(
  options: { cell?: string; graph?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<KnowledgeGraph> {
  const backend = graphBackendFromEnv(options.graph, options.env);
  if (backend === "embedded") return loadEmbeddedGraph(options.cell);
  const nameOrPath = options.cell ?? "welding";
  const cell = /^[a-z0-9_-]+$/i.test(nameOrPath)
    ? nameOrPath
    : readGraphCellFile(resolveCellPath(nameOrPath)).cell;
  const graph = createNeo4jGraph({ cell, runner: createDriverRunner(neo4jSettingsFromEnv(options.env)) });
  try {
    await graph.getSnapshot(); // fail here, clearly, when the server is unreachable or the cell is not seeded
  } catch (error) {
    await graph.close().catch(() => {});
    throw error;
  }
  return graph;
}

/**
 * The snapshot a one-shot command plans on, from the backend `--graph`/CELLPILOT_GRAPH names
 * (embedded: the cell file, cached per process; neo4j: one round trip, then the driver closes).
 */
export async function loadCellSnapshot(
  options: { cell?: string; graph?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const graph = await openKnowledgeGraph(options);
  try {
    return await graph.getSnapshot();
  } finally {
    await graph.close();
  }
}
