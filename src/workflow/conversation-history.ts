import type { CellStore } from "../store/cell-store.js";

/** The history as one conversation sees it: its "last run" is the last one it completed itself. */
export function conversationHistory(
  store: CellStore,
  lastRunId: string | null,
): Pick<CellStore, "getLatestCompletedRun" | "getRun" | "getRunGoal"> {
  return {
    getLatestCompletedRun: async () => (lastRunId ? store.getRun(lastRunId) : null),
    getRun: (runId) => store.getRun(runId),
    getRunGoal: (runId) => store.getRunGoal(runId),
  };
}
