import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExecutableGoal } from "../contracts/goal.js";
import { graphVersion, buildSnapshot } from "../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import { createNeo4jGraph, type CypherRunner } from "../knowledge/neo4j-graph.js";
import {
  NEO4J_SNAPSHOT_QUERY,
  NEO4J_VERSION_QUERY,
  snapshotRowFor,
} from "../knowledge/neo4j-snapshot-query.js";
import { planAndVerify } from "../plan/plan-and-verify.js";
import { toSimulatedState } from "../contracts/robot-state.js";
import type { CellStore } from "../store/cell-store.js";
import { openCellStore } from "../store/open-cell-store.js";
import { generateCell, seededRandom } from "./generate-cell.js";
import { formatLatency, measureLatency, measureLatencyAsync, type BenchSection } from "./harness.js";

const DEMO_GOALS: ExecutableGoal[] = [
  {
    goal: "sequence",
    steps: [
      { action: "routine", routine: "tack_weld", position: "Pos_1" },
      { action: "routine", routine: "tack_weld", position: "Pos_2" },
    ],
  },
  {
    goal: "sequence",
    steps: ["Pos_1", "Pos_2", "Pos_3"].map((position) => ({
      action: "routine" as const,
      routine: "camera_inspection",
      position,
    })),
  },
  { goal: "release_tool_and_home" },
  { goal: "move", position: "Pos_3" },
];

/** Counts the store calls a `plan` command makes (plan is a dry run: it only reads the state). */
function countingStore(store: CellStore): { store: CellStore; calls: () => number } {
  let calls = 0;
  const proxy = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function" || key === "close") return value;
      return (...args: unknown[]) => {
        calls++;
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: proxy, calls: () => calls };
}

async function demoCell(): Promise<void> {
  const snapshot = loadGraphSnapshot("welding");
  const states = [
    { position: "Home", tool: "none" },
    { position: "Pos_2", tool: "Welder" },
  ];
  const pure = measureLatency(4000, (index) => {
    planAndVerify(snapshot, states[index % 2], DEMO_GOALS[index % DEMO_GOALS.length]);
  });
  console.log(formatLatency("demo cell: plan+verify (pure, per command)", pure));
  const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-bench-"));
  try {
    const counted = countingStore(openCellStore(snapshot, dataDir));
    const withState = await measureLatencyAsync(2000, async (index) => {
      const state = toSimulatedState(await counted.store.getState());
      planAndVerify(snapshot, state, DEMO_GOALS[index % DEMO_GOALS.length]);
    });
    console.log(formatLatency("demo cell: read state (SQLite) + plan+verify", withState));
    const before = counted.calls();
    const state = toSimulatedState(await counted.store.getState());
    planAndVerify(snapshot, state, DEMO_GOALS[0]);
    console.log(
      `demo cell: SQLite round trips per plan: ${counted.calls() - before} (getState; plan writes nothing)`,
    );
    await counted.store.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function largeCell(): Promise<void> {
  const started = process.hrtime.bigint();
  const data = generateCell({ positions: 10_000, tools: 4, window: 50, random: seededRandom(42) });
  const snapshot = buildSnapshot(data);
  const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    `10,000-position cell: ${data.moves.length} directed moves; generated + snapshot built in ${buildMs.toFixed(0)} ms (once per graph version)`,
  );
  const targets = data.supportedAt.filter((support) => support.routine.startsWith("work_"));
  const random = seededRandom(7);
  const goals: ExecutableGoal[] = Array.from({ length: 200 }, () => {
    const support = targets[Math.floor(random() * targets.length)];
    return { goal: "execute_routine", routine: support.routine, position: support.position };
  });
  const stateFor = (index: number) => ({ position: "Home", tool: index % 2 ? "Tool_1" : "none" });
  const figures = measureLatency(goals.length, (index) => {
    planAndVerify(snapshot, stateFor(index), goals[index]);
  });
  console.log(formatLatency("10,000 positions: plan+verify per goal (tool change + path)", figures));
  const results = goals.map((goal, index) => planAndVerify(snapshot, stateFor(index), goal));
  const planned = results.flatMap((result) => (result.ok ? [result.steps.length] : []));
  const average = planned.reduce((sum, count) => sum + count, 0) / Math.max(1, planned.length);
  console.log(
    `10,000 positions: ${average.toFixed(0)} steps per plan on average, ${goals.length - planned.length} of ${goals.length} goals unplannable`,
  );
}

async function neo4jRoundTrips(): Promise<void> {
  const data = loadGraphSnapshot("welding").data;
  let version = graphVersion(data);
  const sent: string[] = [];
  const runner: CypherRunner = {
    async run(query) {
      sent.push(query);
      if (query === NEO4J_VERSION_QUERY) return [{ version }];
      if (query === NEO4J_SNAPSHOT_QUERY)
        return [snapshotRowFor(data, version) as unknown as Record<string, unknown>];
      return [];
    },
    close: async () => {},
  };
  let clock = 0;
  const graph = createNeo4jGraph({ cell: "welding", runner, versionTtlMs: 1000, now: () => clock });
  const plan = async () =>
    planAndVerify(await graph.getSnapshot(), { position: "Home", tool: "none" }, DEMO_GOALS[0]);
  await plan();
  const first = sent.length;
  for (let index = 0; index < 100; index++) await plan();
  const burst = sent.length - first;
  clock += 5000;
  await plan();
  const recheck = sent.length - first - burst;
  version = "changed";
  clock += 5000;
  await plan();
  const reload = sent.length - first - burst - recheck;
  console.log(
    `Neo4j round trips (counting runner; no server here): first plan ${first}, next 100 plans within the TTL ${burst}, ` +
      `a plan after the TTL ${recheck} (version check), after a graph change ${reload} (check + one snapshot query)`,
  );
  const big = generateCell({ positions: 10_000, tools: 4, window: 50, random: seededRandom(42) });
  const bigRunner: CypherRunner = {
    run: async (query) =>
      query === NEO4J_SNAPSHOT_QUERY
        ? [snapshotRowFor(big, "v") as unknown as Record<string, unknown>]
        : [{ version: "v" }],
    close: async () => {},
  };
  const reloadFigures = await measureLatencyAsync(5, async () => {
    await createNeo4jGraph({ cell: big.cell, runner: bigRunner }).getSnapshot();
  });
  console.log(formatLatency("Neo4j: rebuild a 10,000-position snapshot from its row", reloadFigures));
}

export const section: BenchSection = {
  name: "graph core: plan + verify, database round trips",
  async run() {
    await demoCell();
    await largeCell();
    await neo4jRoundTrips();
  },
};
