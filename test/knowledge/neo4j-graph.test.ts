import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CellGraphData } from "../../src/knowledge/cell-graph-data.js";
import { KnowledgeError } from "../../src/knowledge/errors.js";
import { buildSnapshot, graphVersion } from "../../src/knowledge/graph-snapshot.js";
import { loadEmbeddedGraph, loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import {
  createDriverRunner,
  createNeo4jGraph,
  neo4jSettingsFromEnv,
  seedNeo4jCell,
  type CypherRunner,
} from "../../src/knowledge/neo4j-graph.js";
import {
  NEO4J_SNAPSHOT_QUERY,
  NEO4J_VERSION_QUERY,
  snapshotRowFor,
} from "../../src/knowledge/neo4j-snapshot-query.js";
import { graphBackendFromEnv, openKnowledgeGraph } from "../../src/knowledge/open-knowledge-graph.js";

/** Counts every statement the backend sends; answers from an in-memory cell (no server here). */
function recordingRunner(initial: CellGraphData) {
  let data: CellGraphData | null = initial;
  const sent: string[] = [];
  const runner: CypherRunner = {
    async run(query, parameters) {
      sent.push(query);
      if (!data || parameters?.cell !== data.cell) return [];
      if (query === NEO4J_VERSION_QUERY) return [{ version: graphVersion(data) }];
      if (query === NEO4J_SNAPSHOT_QUERY)
        return [snapshotRowFor(data, graphVersion(data)) as unknown as Record<string, unknown>];
      throw new Error(`unexpected query ${query}`);
    },
    close: async () => {},
  };
  return { runner, sent, setData: (next: CellGraphData | null) => (data = next) };
}

const welding = loadGraphSnapshot("welding");

describe("Neo4j backend: one round trip per graph version", () => {
  it("loads the whole snapshot in one query, identical to the cell file's", async () => {
    const { runner, sent } = recordingRunner(welding.data);
    const graph = createNeo4jGraph({ cell: "welding", runner });
    const snapshot = await graph.getSnapshot();
    expect(sent).toEqual([NEO4J_SNAPSHOT_QUERY]);
    expect(snapshot.version).toBe(welding.version);
    expect(graph.backend).toBe("neo4j");
  });

  it("answers the ten queries from the snapshot without further round trips", async () => {
    const { runner, sent } = recordingRunner(welding.data);
    const graph = createNeo4jGraph({ cell: "welding", runner, versionTtlMs: 60_000 });
    const embedded = loadEmbeddedGraph("welding");
    expect(await graph.getAllPositions()).toEqual(await embedded.getAllPositions());
    expect(await graph.getAllTools()).toEqual(await embedded.getAllTools());
    expect(await graph.getAllRoutines()).toEqual(await embedded.getAllRoutines());
    expect(await graph.getToolLocations()).toEqual(await embedded.getToolLocations());
    expect(await graph.getAllowedMoves("Home")).toEqual(await embedded.getAllowedMoves("Home"));
    expect(await graph.getSupportedPositions("tack_weld")).toEqual(["Pos_1", "Pos_2"]);
    expect(await graph.getRoutineByName("camera_inspection")).toEqual(
      await embedded.getRoutineByName("camera_inspection"),
    );
    expect(await graph.getRoutineMetadata("tack_weld", "Pos_2")).toEqual({
      stabilize: 1.5,
      action_after: null,
      verify: "weld_quality_check",
    });
    expect(await graph.getShortestPath("Pos_1", "Pos_3")).toEqual(
      await embedded.getShortestPath("Pos_1", "Pos_3"),
    );
    expect(await graph.getShortestPath("Pos_1", "Pos_3")).toHaveLength(5);
    expect(await graph.isMoveAllowed("Pos_1", "Home")).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("checks the version cheaply after the TTL and reloads only when it changed", async () => {
    const { runner, sent, setData } = recordingRunner(welding.data);
    let clock = 0;
    const graph = createNeo4jGraph({ cell: "welding", runner, versionTtlMs: 1_000, now: () => clock });
    const first = await graph.getSnapshot();
    clock = 500;
    expect(await graph.getSnapshot()).toBe(first);
    expect(sent).toHaveLength(1);
    clock = 1_500;
    expect(await graph.getSnapshot()).toBe(first);
    expect(sent).toEqual([NEO4J_SNAPSHOT_QUERY, NEO4J_VERSION_QUERY]);
    const changed = {
      ...welding.data,
      moves: welding.data.moves.filter((m) => !(m.from === "Safe_Pos_2" || m.to === "Safe_Pos_2")),
    };
    setData(changed);
    clock = 3_000;
    const second = await graph.getSnapshot();
    expect(sent).toEqual([
      NEO4J_SNAPSHOT_QUERY,
      NEO4J_VERSION_QUERY,
      NEO4J_VERSION_QUERY,
      NEO4J_SNAPSHOT_QUERY,
    ]);
    expect(second.version).toBe(buildSnapshot(changed).version);
    expect(await graph.getShortestPath("Pos_1", "Pos_2")).toEqual([]);
  });

  it("concurrent callers share one load", async () => {
    const { runner, sent } = recordingRunner(welding.data);
    const graph = createNeo4jGraph({ cell: "welding", runner });
    const snapshots = await Promise.all([graph.getSnapshot(), graph.getSnapshot(), graph.getAllTools()]);
    expect(snapshots[0]).toBe(snapshots[1]);
    expect(sent).toHaveLength(1);
  });

  it("a cell that was never seeded is a clear error naming the export command", async () => {
    const { runner } = recordingRunner(welding.data);
    const graph = createNeo4jGraph({ cell: "painting", runner });
    await expect(graph.getSnapshot()).rejects.toThrow(/no cell 'painting'.*cell export --cypher/);
  });
});

describe("Neo4j backend: configuration and unreachable servers", () => {
  it("needs NEO4J_URI and says so", () => {
    expect(() => neo4jSettingsFromEnv({})).toThrow(/NEO4J_URI/);
    expect(neo4jSettingsFromEnv({ NEO4J_URI: "neo4j://db:7687", NEO4J_PASSWORD: "pw" })).toEqual({
      uri: "neo4j://db:7687",
      user: "neo4j",
      password: "pw",
    });
  });

  it("--graph / CELLPILOT_GRAPH choose the backend; unknown names are refused", () => {
    expect(graphBackendFromEnv(undefined, {})).toBe("embedded");
    expect(graphBackendFromEnv(undefined, { CELLPILOT_GRAPH: "Neo4j" })).toBe("neo4j");
    expect(graphBackendFromEnv("embedded", { CELLPILOT_GRAPH: "neo4j" })).toBe("embedded");
    expect(() => graphBackendFromEnv("oracle", {})).toThrow(/unknown graph backend 'oracle'/);
  });

  it("an unreachable server gives BACKEND_UNAVAILABLE with the URI and the variables to check", async () => {
    const started = Date.now();
    const error = await openKnowledgeGraph({
      cell: "welding",
      graph: "neo4j",
      env: { NEO4J_URI: "bolt://127.0.0.1:1", NEO4J_USER: "neo4j", NEO4J_PASSWORD: "x" },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnowledgeError);
    expect((error as KnowledgeError).code).toBe("BACKEND_UNAVAILABLE");
    expect((error as Error).message).toMatch(/cannot use Neo4j at bolt:\/\/127\.0\.0\.1:1 .*NEO4J_URI/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

const NEO4J = process.env.NEO4J_URI;
describe.skipIf(!NEO4J)(
  `Neo4j integration (${NEO4J ? `against ${NEO4J}` : "skipped: set NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD to run"})`,
  () => {
    it("seeds a cell twice, loads the same snapshot as the file, and sees a change", async () => {
      const cell = `cellpilot_test_${randomUUID().slice(0, 8)}`;
      const data = { ...welding.data, cell };
      const runner = createDriverRunner(neo4jSettingsFromEnv());
      try {
        await seedNeo4jCell(runner, data);
        await seedNeo4jCell(runner, data); // idempotent
        const counted = await runner.run("MATCH (n:Position {cell: $cell}) RETURN count(n) AS positions", {
          cell,
        });
        expect(counted[0].positions).toBe(11);
        const graph = createNeo4jGraph({ cell, runner, versionTtlMs: 0 });
        expect((await graph.getSnapshot()).version).toBe(buildSnapshot(data).version);
        expect(await graph.getShortestPath("Home", "Pos_2")).toEqual(["Home", "Safe_Pos_2", "Pos_2"]);
        const changed = {
          ...data,
          moves: data.moves.filter((m) => m.from !== "Home" || m.to !== "Safe_Pos_2"),
        };
        await seedNeo4jCell(runner, changed);
        expect((await graph.getSnapshot()).version).toBe(buildSnapshot(changed).version);
        expect(await graph.isMoveAllowed("Home", "Safe_Pos_2")).toBe(false);
      } finally {
        await runner.run("MATCH (n {cell: $cell}) DETACH DELETE n", { cell });
        await runner.close();
      }
    });
  },
);
