import type { Command } from "@langchain/langgraph";
import { toSimulatedState } from "../../contracts/robot-state.js";
import { feedbackLines, nextPlanAttempt } from "../../plan/repair-loop.js";
import { verifyPlan } from "../../verify/verify-plan.js";
import type { WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { nextFrom } from "../next-node.js";

const next = nextFrom("verifySteps");

/**
 * The Verifier as a gate: the four checks from the robot's current state. A failed plan goes
 * back to planning with the feedback as `validation_errors` (the repair loop) until
 * MAX_PLAN_ATTEMPTS, then to the fallback.
 */
export function createVerifyStepsNode(deps: WorkflowDependencies) {
  return async function verifySteps(state: WorkflowStateValue): Promise<Command> {
    const plan = state.plan!;
    const verification = verifyPlan(deps.snapshot, toSimulatedState(await deps.store.getState()), plan.steps);
    const errors = feedbackLines(verification.feedback);
    deps.log.event("VERIFICATION_ATTEMPT", {
      threadId: state.conversationId,
      correlationId: state.correlationId,
      planAttempt: state.planAttempt,
      stepCount: plan.steps.length,
      valid: verification.valid,
      errors,
    });
    if (verification.valid) return next({ goto: "executeRun", update: { plan: { ...plan, verification } } });
    return repairOrGiveUp(deps, state, errors, "The plan failed verification");
  };
}

/** The verifier and the run both go back this way: its targets are successors of both. */
const repairNext = nextFrom("verifySteps", "executeRun");

/** One more planning attempt with the errors, or the fallback when the attempts are used up. */
export function repairOrGiveUp(
  deps: WorkflowDependencies,
  state: WorkflowStateValue,
  errors: string[],
  lead: string,
): Command {
  const step = nextPlanAttempt({ planAttempt: state.planAttempt, maxAttempts: deps.maxPlanAttempts, errors });
  if (step.kind === "repair") {
    return repairNext({
      goto: "planSequence",
      update: { planAttempt: step.planAttempt, validationErrors: step.validationErrors, plan: null },
    });
  }
  const reply = `${lead} ${deps.maxPlanAttempts} times, so nothing ran:\n${errors.join("\n")}\nTry a simpler command, for example "weld at position 1".`;
  return repairNext({ goto: "fallbackReply", update: { reply, plan: null } });
}
