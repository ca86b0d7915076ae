import { executeAssemblyRun, loadScene, prepareAssemblyRun } from "../../assembly/assembly-pipeline.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import { acquireRunLock, describeHolder } from "../../execute/run-lock.js";
import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";

/** Assembly cells: runs the primitives under the cell's run lock and reports progress as RunEvents. */
export function createExecuteAssemblyNode(deps: WorkflowDependencies) {
  return async function executeAssembly(state: WorkflowStateValue): Promise<WorkflowStateUpdate> {
    const context = deps.assembly!;
    const result = state.interpretation!;
    const prepared = prepareAssemblyRun(
      result,
      await loadScene(context),
      context.cell,
      state.strict === null ? {} : { strict: state.strict },
    );
    const runId = deps.newId();
    const cell = deps.snapshot.data.cell;
    const lock = await acquireRunLock(deps.store, runId);
    if (!lock.ok) {
      return {
        outcome: "refused",
        reply: `The ${cell} cell is busy: another run is in progress (${describeHolder(lock.holder)}). Wait for it to finish, then try again.`,
      };
    }
    try {
      const steps: PlanStep[] = prepared.primitives.map((primitive, index) => ({
        id: index + 1,
        name: `${primitive.primitive} ${Object.values(primitive.params).join(" ")}`.trim(),
        action:
          primitive.primitive === "move_to" || primitive.primitive === "move_relative" ? "move" : "routine",
        target: primitive.primitive === "move_to" ? String(primitive.params.location) : primitive.primitive,
      }));
      if (!prepared.learnOnly)
        deps.emit({
          type: "run-started",
          runId,
          cell,
          totalSteps: steps.length,
          correlationId: state.correlationId,
          steps,
        });
      const pendingEvents: Array<Promise<void>> = [];
      const outcome = await executeAssemblyRun({
        context,
        result,
        prepared,
        operatorInput: state.operatorInput,
        store: deps.store,
        runId,
        faultAt: deps.fault?.kind === "step" ? deps.fault.step : undefined,
        onStep: ({ index, state: stepState }) => {
          const step = steps[index];
          deps.emit({ type: "run-step-started", runId, stepIndex: index, step });
          if (stepState === "error")
            deps.emit({
              type: "run-step-failed",
              runId,
              stepIndex: index,
              step,
              error: "simulated arm fault",
            });
          else
            pendingEvents.push(
              deps.store
                .getState()
                .then((robot) =>
                  deps.emit({ type: "run-step-completed", runId, stepIndex: index, step, state: robot }),
                ),
            );
        },
      });
      await Promise.all(pendingEvents);
      if (outcome.status === "learned") {
        return {
          outcome: "answer",
          reply: outcome.learned ? `Saved '${outcome.learned}' to memory.` : "Nothing was saved.",
        };
      }
      if (outcome.status === "refused") return { outcome: "refused", reply: outcome.error ?? "Nothing ran." };
      deps.emit({ type: "run-finished", runId, status: outcome.status, error: outcome.error });
      deps.log.event("RUN_FINISHED", {
        threadId: state.conversationId,
        correlationId: state.correlationId,
        runId,
        status: outcome.status,
        completedSteps: outcome.completedSteps,
        totalSteps: outcome.totalSteps,
        error: outcome.error,
      });
      const learned = outcome.learned ? ` Saved '${outcome.learned}' to memory.` : "";
      const reply =
        outcome.status === "completed"
          ? `Done: ${outcome.totalSteps} robot motions completed (run ${runId}).${learned}`
          : `Run ${runId} failed after ${outcome.completedSteps} of ${outcome.totalSteps} robot motions: ${outcome.error}.`;
      return {
        outcome: "run",
        reply,
        run: {
          runId,
          status: outcome.status,
          completedSteps: outcome.completedSteps,
          totalSteps: outcome.totalSteps,
          error: outcome.error,
        },
        ...(outcome.status === "completed" ? { lastRunId: runId } : {}),
      };
    } finally {
      await lock.release().catch(() => {}); // a lease left behind is closed by the next reader
    }
  };
}
