import { join } from "node:path";
import type { CellStore } from "../../src/store/cell-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

/** A real SQLite store in a temporary directory, with a clock the test moves. */
export function historyStore(start = new Date("2026-11-20T09:00:00Z")) {
  const temp = makeTempDir("cellpilot-understand-");
  let clock = start.getTime();
  const store = openSqliteStore({
    file: join(temp.dir, "welding.sqlite"),
    initialState: { position: "Home", tool: "none" },
    now: () => new Date(clock),
  });
  return {
    store,
    setClock(date: string) {
      clock = new Date(date).getTime();
    },
    /** Records a run as the executor would, with one step per position. */
    async addRun(
      runId: string,
      input: string,
      goal: unknown,
      status: "completed" | "failed",
      failedAt?: string,
    ) {
      await store.createRun({
        run_id: runId,
        operator_input: input,
        sequence_json: "[]",
        goal_json: JSON.stringify(goal),
        status: "running",
      });
      const stepId = await store.addStep(runId, { position: failedAt ?? "Pos_1", action: "routine" });
      await store.updateStepState(
        stepId,
        status === "failed" ? "error" : "completed",
        status === "failed" ? "weld quality check failed" : null,
      );
      await store.updateRunStatus(runId, status);
      clock += 60_000;
    },
    async close(this: void) {
      await store.close();
      temp.cleanup();
    },
  } satisfies { store: CellStore; [key: string]: unknown };
}
