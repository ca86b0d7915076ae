import { randomUUID } from "node:crypto";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { SequenceStep } from "../../src/contracts/goal.js";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { executeRun, stepEffect } from "../../src/execute/execute-run.js";
import { acquireRunLock } from "../../src/execute/run-lock.js";
import { createSimulatedRobot } from "../../src/execute/simulated-robot.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildPlan } from "../../src/plan/build-plan.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

/**
 * A process killed at any point of a run leaves history and robot state consistent: every store
 * call is a statement boundary (each is one transaction), and the store below is made to die
 * before call k — that call and every later one fail, as if the process had been killed there,
 * and nothing after it (not even the lock's release) reaches the database. A fresh store on the
 * same database then reads history as the next process would.
 */
const snapshot = loadGraphSnapshot("welding");
const initialState = snapshot.data.initialState;
const temp = makeTempDir("cellpilot-interrupt-");
const cluster = startPostgresCluster();
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});

const workPositions = ["Pos_1", "Pos_2", "Pos_3"];
const goalArbitrary: fc.Arbitrary<SequenceStep> = fc.oneof(
  fc.constantFrom(...workPositions).map((position) => ({ action: "move" as const, position })),
  fc.constantFrom("Home", "Safe_Pos_2").map((position) => ({ action: "move" as const, position })),
  fc
    .constantFrom("Pos_1", "Pos_2")
    .map((position) => ({ action: "routine" as const, routine: "tack_weld", position })),
  fc
    .constantFrom(...workPositions)
    .map((position) => ({ action: "routine" as const, routine: "camera_inspection", position })),
  fc.constant({ action: "release_tool_and_home" as const }),
);

function planOf(goals: SequenceStep[]): PlanStep[] | null {
  const plan = buildPlan(
    snapshot,
    { position: initialState.position, tool: initialState.tool },
    {
      goal: "sequence",
      steps: goals,
    },
  );
  return plan.ok && plan.steps.length > 0 ? plan.steps : null;
}

/** The store as a process that dies before its call number `killAt` (0-based) sees it. */
function dyingStore(store: CellStore, killAt: number): CellStore {
  let calls = 0;
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || property === "close") return value;
      return (...args: unknown[]) => {
        // The heartbeat's timing is not a statement of the run; once dead it fails like the rest.
        if (property !== "renewRunLease" && calls++ === killAt) calls = Infinity;
        if (calls === Infinity) return Promise.reject(new Error("killed"));
        return (value as (...values: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function expectConsistent(store: CellStore, steps: PlanStep[], runId: string): Promise<void> {
  const runs = await store.listRuns({ limit: 10 });
  expect(runs.length).toBeLessThanOrEqual(1);
  let expected = { position: initialState.position, tool: initialState.tool };
  if (runs.length === 1) {
    const [run] = runs;
    expect(run.run_id).toBe(runId);
    expect(["completed", "failed"]).toContain(run.status);
    expect(run.finished_at).not.toBeNull();
    const rows = await store.getRunSteps(runId);
    expect(rows.length).toBeLessThanOrEqual(steps.length);
    const states = rows.map((row) => row.state);
    const completed = states.filter((state) => state === "completed").length;
    // Completed steps first, then at most one step that ended in error; nothing left running.
    expect(states).toEqual([
      ...Array(completed).fill("completed"),
      ...(rows.length > completed ? ["error"] : []),
    ]);
    if (run.status === "completed") expect(completed).toBe(steps.length);
    else if (rows.length === completed)
      expect(await store.getRunInterruption(runId)).toMatch(/^interrupted: /);
    else expect(rows.at(-1)!.error).toMatch(/^interrupted: /);
    for (const step of steps.slice(0, completed)) expected = { ...expected, ...stepEffect(snapshot, step) };
  }
  const state = await store.getState();
  expect({ position: state.current_position, tool: state.current_tool }).toEqual(expected);
  // The cell is free for the next run.
  const next = await acquireRunLock(store, "next");
  expect(next.ok).toBe(true);
  if (next.ok) await next.release();
}

function interruptionProperty(open: () => { store: () => CellStore; reopen: () => CellStore }) {
  return fc.asyncProperty(
    fc.array(goalArbitrary, { minLength: 1, maxLength: 4 }),
    fc.nat({ max: 45 }),
    async (goals, killAt) => {
      const steps = planOf(goals);
      if (!steps) return;
      const database = open();
      const original = database.store();
      const runId = randomUUID();
      try {
        await executeRun(
          {
            runId,
            correlationId: runId,
            operatorInput: "random work",
            goal: { goal: "sequence", steps: goals },
            steps,
          },
          {
            snapshot,
            store: dyingStore(original, killAt),
            controller: createSimulatedRobot({ moveSeconds: 0, timeScale: 0 }),
            dataDir: temp.dir,
            emit: () => {},
          },
        ).catch((error: Error) => expect(error.message).toBe("killed"));
      } finally {
        await original.close();
      }
      const next = database.reopen();
      try {
        await expectConsistent(next, steps, runId);
      } finally {
        await next.close();
      }
    },
  );
}

describe("property: a run killed at any statement leaves history and robot state consistent", () => {
  it("SQLite", async () => {
    await fc.assert(
      interruptionProperty(() => {
        const file = join(temp.dir, `${randomUUID()}.sqlite`);
        const open = () => openSqliteStore({ file, initialState });
        return { store: open, reopen: open };
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it.skipIf(!("url" in cluster))(
    "PostgreSQL",
    async () => {
      await fc.assert(
        interruptionProperty(() => {
          const schema = `interrupt_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
          const open = () =>
            openPostgresStore({ connectionString: (cluster as { url: string }).url, schema, initialState });
          return { store: open, reopen: open };
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
