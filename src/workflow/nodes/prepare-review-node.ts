import { approvalQuestion, choiceQuestion } from "../../review/approval-question.js";
import { createPendingReview } from "../../review/create-pending-review.js";
import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";

/**
 * Creates the one pending review of the conversation (pendingHITL) from the planner's trigger.
 * Kept apart from the node that waits, so the id and the clock are read once: LangGraph runs a
 * waiting node again from the top when it resumes. `planSequence` prepares its reviews itself
 * (`prepareReviewUpdate`, in its own step); this node prepares the others.
 */
export function createPrepareReviewNode(deps: WorkflowDependencies) {
  return async function prepareReview(state: WorkflowStateValue): Promise<WorkflowStateUpdate> {
    return prepareReviewUpdate(deps, state);
  };
}

/** The pending review `state`'s trigger asks for, as the update that sets it. */
export function prepareReviewUpdate(
  deps: WorkflowDependencies,
  state: WorkflowStateValue,
): WorkflowStateUpdate {
  const ids = { threadId: state.conversationId, correlationId: state.correlationId };
  const trigger = state.reviewTrigger!;
  const existing = state.pendingReview;
  if (
    existing &&
    !state.hitlResults[existing.hitlId] &&
    existing.reason === trigger.reason &&
    existing.originStepId === originOf(state)
  ) {
    // The same review raised again before it was answered: keep the one the operator sees.
    deps.log.event("HITL_DUPLICATE_ATTEMPT", { ...ids, hitlId: existing.hitlId, reason: trigger.reason });
    return {};
  }
  const options = state.reviewOptions ?? [];
  const note = state.reviewNote ? [state.reviewNote] : [];
  let question: string;
  if (trigger.kind === "approval" && !state.plan) {
    question = [...note, state.reply].join("\n"); // assembly: the interpreter's summary
  } else if (trigger.kind === "approval") {
    question = approvalQuestion(trigger.reason, state.plan!, note);
  } else if (options.length > 0) {
    question = choiceQuestion([...note, state.reply || "Which one do you mean?"].join(" "), options);
  } else {
    question = [...note, state.reply || "What should I do?"].join(" ");
  }
  const review = createPendingReview({
    trigger,
    question,
    originStepId: originOf(state),
    options,
    now: deps.now(),
    newId: deps.newId,
  });
  deps.log.event("HITL_CREATED", {
    ...ids,
    hitlId: review.hitlId,
    kind: review.kind,
    reason: review.reason,
    returnTo: review.returnTo,
    expiresAt: review.expiresAt,
  });
  return { pendingReview: review, reviewNote: null };
}

/** Where the review comes from: the planning attempt of this request and the plan it shows. */
function originOf(state: WorkflowStateValue): string {
  const steps = state.plan ? state.plan.steps.map((step) => step.name).join("|") : "no-plan";
  return `planSequence#${state.planAttempt}:${state.humanComments.length}:${hash(steps)}`;
}

function hash(text: string): string {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++)
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return (value >>> 0).toString(16);
}
