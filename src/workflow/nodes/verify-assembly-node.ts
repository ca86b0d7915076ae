import { END, type Command } from "@langchain/langgraph";
import { loadScene, prepareAssemblyRun } from "../../assembly/assembly-pipeline.js";
import type { WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { nextFrom } from "../next-node.js";

const next = nextFrom("verifyAssembly");

/** Assembly cells: compiles and verifies again against the scene as it is now (it may have changed since the review). */
export function createVerifyAssemblyNode(deps: WorkflowDependencies) {
  return async function verifyAssembly(state: WorkflowStateValue): Promise<Command> {
    const context = deps.assembly!;
    const prepared = prepareAssemblyRun(
      state.interpretation!,
      await loadScene(context),
      context.cell,
      state.strict === null ? {} : { strict: state.strict },
    );
    const errors = prepared.verification.feedback ? prepared.verification.feedback.split("\n") : [];
    deps.log.event("VERIFICATION_ATTEMPT", {
      threadId: state.conversationId,
      correlationId: state.correlationId,
      planAttempt: state.planAttempt,
      stepCount: prepared.primitives.length,
      valid: prepared.ok,
      errors,
    });
    if (prepared.ok) return next({ goto: "executeAssembly" });
    return next({
      goto: END,
      update: {
        outcome: "refused",
        reply: `The plan no longer fits the scene, so nothing ran:\n${errors.join("\n") || "nothing to run"}`,
      },
    });
  };
}
