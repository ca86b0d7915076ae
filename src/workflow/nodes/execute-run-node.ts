import { END, type Command } from "@langchain/langgraph";
import { executeRun } from "../../execute/execute-run.js";
import { reconcileControllerState } from "../../execute/reconcile-controller-state.js";
import type { WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { repairOrGiveUp } from "./verify-steps-node.js";
import { nextFrom } from "../next-node.js";

const next = nextFrom("executeRun");

/** Hands the verified steps to the executor and reports the run; a stale plan is planned again. */
export function createExecuteRunNode(deps: WorkflowDependencies) {
  return async function executeRunNode(state: WorkflowStateValue): Promise<Command> {
    const plan = state.plan!;
    const ids = { threadId: state.conversationId, correlationId: state.correlationId };
    const runId = deps.newId();
    // The controller is the truth: a robot moved since the review makes the plan stale, planned again.
    const reconciled = await reconcileControllerState(deps.store, deps.controller);
    if (reconciled.kind === "corrected")
      deps.log.event("STATE_RECONCILED", { ...ids, from: reconciled.from, to: reconciled.to });
    const result = await executeRun(
      {
        runId,
        correlationId: state.correlationId,
        operatorInput: state.operatorInput,
        goal: plan.goal,
        steps: plan.steps,
      },
      {
        snapshot: deps.snapshot,
        store: deps.store,
        controller: deps.controller,
        dataDir: deps.dataDir,
        emit: deps.emit,
        signal: deps.runSignal(),
        stopAfterStep: deps.stopAfterStep,
      },
    );
    if (result.kind === "refused") {
      deps.log.event("RUN_REFUSED", { ...ids, code: result.code, message: result.message });
      if (result.code === "STALE_PLAN")
        return repairOrGiveUp(
          deps,
          state,
          [
            ...(reconciled.kind === "corrected" ? [reconciled.message] : []),
            ...result.message.split("\n").slice(1),
          ],
          "The plan went stale before it could run",
        );
      return next({ goto: END, update: { outcome: "refused", reply: result.message } });
    }
    deps.log.event("RUN_FINISHED", {
      ...ids,
      runId,
      status: result.status,
      completedSteps: result.completedSteps,
      totalSteps: result.totalSteps,
      error: result.error,
      actionsFile: result.actionsFile,
    });
    const summary = {
      runId,
      status: result.status,
      completedSteps: result.completedSteps,
      totalSteps: result.totalSteps,
      error: result.error,
    };
    const reply =
      result.status === "completed"
        ? `Done: ${result.totalSteps} step${result.totalSteps === 1 ? "" : "s"} completed (run ${runId}).`
        : `Run ${runId} failed at step ${result.completedSteps + 1} of ${result.totalSteps}: ${result.error}. The robot stays where the last completed step left it.`;
    const remembered = result.status === "completed" ? { lastRunId: runId } : {};
    return next({ goto: END, update: { outcome: "run", run: summary, reply, ...remembered } });
  };
}
