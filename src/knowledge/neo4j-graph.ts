import type { Driver } from "neo4j-driver";
import type { CellGraphData } from "./cell-graph-data.js";
import { KnowledgeError } from "./errors.js";
import { exportCellCypher } from "./export-cypher.js";
import { snapshotQueries, type GraphQueries } from "./graph-queries.js";
import { buildSnapshot, type GraphSnapshot } from "./graph-snapshot.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";
import {
  cellGraphDataFromRow,
  NEO4J_SNAPSHOT_QUERY,
  NEO4J_VERSION_QUERY,
  type SnapshotRow,
} from "./neo4j-snapshot-query.js";

/** Sends one Cypher statement: one round trip. The seam where the bench counts round trips. */
export interface CypherRunner {
  run(query: string, parameters?: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export interface Neo4jSettings {
  uri: string;
  user: string;
  password: string;
  database?: string;
}

/** NEO4J_URI, NEO4J_USER (default neo4j), NEO4J_PASSWORD, NEO4J_DATABASE (optional). */
export function neo4jSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Neo4jSettings {
  if (!env.NEO4J_URI) {
    throw new KnowledgeError(
      "BACKEND_UNAVAILABLE",
      "the Neo4j graph backend needs NEO4J_URI (e.g. neo4j://localhost:7687), NEO4J_USER and NEO4J_PASSWORD",
    );
  }
  return {
    uri: env.NEO4J_URI,
    user: env.NEO4J_USER ?? "neo4j",
    password: env.NEO4J_PASSWORD ?? "",
    ...(env.NEO4J_DATABASE ? { database: env.NEO4J_DATABASE } : {}),
  };
}

function unavailable(settings: Neo4jSettings, error: unknown): KnowledgeError {
  const reason = (error as Error)?.message?.split("\n")[0] ?? String(error);
  return new KnowledgeError(
    "BACKEND_UNAVAILABLE",
    `cannot use Neo4j at ${settings.uri} as user '${settings.user}': ${reason} ` +
      "(check NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD, or use the embedded graph: --graph embedded)",
    { cause: error },
  );
}

/** A runner over the official driver: each `run` is one managed auto-retried query (one round trip). */
export function createDriverRunner(settings: Neo4jSettings): CypherRunner {
  // The driver is loaded on the first query, not at start-up: the embedded graph never needs it.
  let driver: Promise<Driver> | undefined;
  const connect = () =>
    (driver ??= import("neo4j-driver").then(({ default: neo4j }) =>
      neo4j.driver(settings.uri, neo4j.auth.basic(settings.user, settings.password), {
        disableLosslessIntegers: true,
        connectionTimeout: 5_000,
        maxTransactionRetryTime: 3_000, // a CLI answers "unreachable" within seconds, yet rides out a leader switch
        connectionAcquisitionTimeout: 10_000,
      }),
    ));
  return {
    async run(query, parameters = {}) {
      try {
        const result = await (
          await connect()
        ).executeQuery(query, parameters, settings.database ? { database: settings.database } : {});
        return result.records.map((record) => record.toObject());
      } catch (error) {
        throw unavailable(settings, error);
      }
    },
    close: async () => {
      if (driver) await (await driver).close();
    },
  };
}

export interface Neo4jGraphOptions {
  cell: string;
  runner: CypherRunner;
  /** How long a checked version is trusted before the next plan checks it again (default 1000 ms). */
  versionTtlMs?: number;
  now?: () => number;
}

/**
 * The Neo4j backend. The snapshot is loaded in ONE round trip per graph version; before reusing
 * it, a cheap version query (`CellMeta.version`, written last by the seeding script) says
 * whether the graph changed. Within `versionTtlMs` of the last check not even that is sent.
 * The ten queries are answered from the snapshot, so they cost no round trip either.
 */
export function createNeo4jGraph(options: Neo4jGraphOptions): KnowledgeGraph {
  const { cell, runner } = options;
  const ttl = options.versionTtlMs ?? 1_000;
  const now = options.now ?? Date.now;
  let current: { snapshot: GraphSnapshot; queries: GraphQueries; checkedAt: number } | null = null;
  let inFlight: Promise<GraphSnapshot> | null = null;
  let storedVersion: string | null = null;

  const notSeeded = () =>
    new KnowledgeError(
      "CELL_NOT_FOUND",
      `Neo4j has no cell '${cell}' (no (:CellMeta {cell: '${cell}'}) node): seed it with ` +
        `'cellpilot cell export --cypher ${cell}.cypher --cell ${cell}' and cypher-shell -f ${cell}.cypher`,
    );

  async function load(): Promise<GraphSnapshot> {
    const rows = await runner.run(NEO4J_SNAPSHOT_QUERY, { cell });
    if (rows.length === 0) throw notSeeded();
    const row = rows[0] as unknown as SnapshotRow;
    const snapshot = buildSnapshot(cellGraphDataFromRow(cell, row));
    // The snapshot's own content hash is its version; the stored one decides reloads.
    current = { snapshot, queries: snapshotQueries(snapshot), checkedAt: now() };
    storedVersion = row.meta.version;
    return snapshot;
  }

  async function refresh(): Promise<GraphSnapshot> {
    if (current) {
      const rows = await runner.run(NEO4J_VERSION_QUERY, { cell });
      if (rows.length === 0) throw notSeeded();
      if (rows[0].version === storedVersion) {
        current.checkedAt = now();
        return current.snapshot;
      }
    }
    return load();
  }

  async function getSnapshot(): Promise<GraphSnapshot> {
    if (current && now() - current.checkedAt < ttl) return current.snapshot;
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const ask =
    <K extends keyof GraphQueries>(name: K) =>
    async (...args: Parameters<GraphQueries[K]>): Promise<ReturnType<GraphQueries[K]>> => {
      await getSnapshot();
      const query = current!.queries[name] as (
        ...inner: Parameters<GraphQueries[K]>
      ) => ReturnType<GraphQueries[K]>;
      return query(...args);
    };

  return {
    backend: "neo4j",
    getSnapshot,
    close: () => runner.close(),
    getAllPositions: ask("getAllPositions"),
    getAllTools: ask("getAllTools"),
    getAllRoutines: ask("getAllRoutines"),
    getToolLocations: ask("getToolLocations"),
    getAllowedMoves: ask("getAllowedMoves"),
    getSupportedPositions: ask("getSupportedPositions"),
    getRoutineByName: ask("getRoutineByName"),
    getRoutineMetadata: ask("getRoutineMetadata"),
    getShortestPath: ask("getShortestPath"),
    isMoveAllowed: ask("isMoveAllowed"),
  };
}

/** Seeds (or re-seeds) a cell: the statements of `cell export --cypher`, one transaction each. */
export async function seedNeo4jCell(runner: CypherRunner, data: CellGraphData): Promise<number> {
  const statements = exportCellCypher(data);
  for (const statement of statements) await runner.run(statement);
  return statements.length;
}
