import type { PendingReview } from "../contracts/review.js";
import type { ReviewPolicy } from "../contracts/graph-cell.js";
import type { PlanStep } from "../contracts/plan-step.js";

/** Below this confidence a plan is always shown to a human, whatever the policy. */
export const LOW_CONFIDENCE = 0.7;

export type ReviewReason = PendingReview["reason"];

export interface ReviewTrigger {
  reason: ReviewReason;
  kind: PendingReview["kind"];
  source: PendingReview["source"];
  expectedInput: PendingReview["expectedInput"];
  returnTo: PendingReview["returnTo"];
}

/** Return targets are machine-made (DESIGN §3): unclear → re-plan; selection → apply it; the rest → verification. */
export const RETURN_TARGETS: Record<ReviewReason, PendingReview["returnTo"]> = {
  intent_unclear: { node: "planSequence", mode: "replan" },
  disambiguation: { node: "planSequence", mode: "apply_selection" },
  low_confidence_plan: { node: "verifySteps", mode: "continue" },
  missing_fields: { node: "verifySteps", mode: "continue" },
  high_risk: { node: "verifySteps", mode: "continue" },
  needs_approval: { node: "verifySteps", mode: "continue" },
};

/** A step is risky when it works with a tool or changes one: it can damage a part or the cell. */
export function isHighRisk(steps: PlanStep[], routinesNeedingTools: ReadonlySet<string>): boolean {
  return steps.some(
    (step) => step.action === "routine" && (step.tool !== undefined || routinesNeedingTools.has(step.target)),
  );
}

const LEFT_OUT = /\b(left out|not supported|skipped|ignored|leaves? out|was dropped|could not)\b/i;

/**
 * Whether a planned piece of work must wait for a human, and why — the first trigger that holds
 * in DESIGN's priority order: low confidence, missing fields, high risk, needs approval. (Unclear
 * intent and disambiguation are raised before anything is planned.) Pure.
 */
export function planReviewTrigger(input: {
  policy: ReviewPolicy;
  confidence: number;
  notes: string[];
  steps: PlanStep[];
  highRisk: boolean;
}): ReviewTrigger | null {
  if (input.steps.length === 0) return null; // nothing moves
  const approval = (reason: ReviewReason): ReviewTrigger => ({
    reason,
    kind: "approval",
    source: "planner",
    expectedInput: "yes_no",
    returnTo: RETURN_TARGETS[reason],
  });
  if (input.confidence < LOW_CONFIDENCE) return approval("low_confidence_plan");
  if (input.notes.some((note) => LEFT_OUT.test(note))) return approval("missing_fields");
  if (input.highRisk && input.policy !== "never") return approval("high_risk");
  if (input.policy === "always") return approval("needs_approval");
  return null;
}

/**
 * Whether an assembly run waits for a human (DESIGN §4, §6): words the interpreter could not
 * place (`unexplained`) and low confidence or strict mode always do, whatever the policy; a
 * creative build does unless the policy is "never"; "always" reviews everything. Teaching a name
 * for the previous command moves nothing and never waits. Pure.
 */
export function assemblyReviewTrigger(input: {
  policy: ReviewPolicy;
  confidence: number;
  unexplained: readonly string[];
  strictConfirm: boolean;
  creative: boolean;
  learnOnly: boolean;
}): ReviewTrigger | null {
  const approval = (reason: ReviewReason): ReviewTrigger => ({
    reason,
    kind: "approval",
    source: "planner",
    expectedInput: "yes_no",
    returnTo: ASSEMBLY_RETURN,
  });
  if (input.learnOnly) return null;
  if (input.unexplained.length > 0 || input.confidence < LOW_CONFIDENCE || input.strictConfirm)
    return approval("low_confidence_plan");
  if (input.creative && input.policy !== "never") return approval("high_risk");
  if (input.policy === "always") return approval("needs_approval");
  return null;
}

/** Assembly approvals return to the assembly verifier (machine-made like every return target). */
const ASSEMBLY_RETURN = { node: "verifyAssembly", mode: "continue" };

/** The trigger for a command that cannot be planned yet: a question back, or a choice among options. */
export function clarificationTrigger(hasOptions: boolean): ReviewTrigger {
  if (hasOptions) {
    return {
      reason: "disambiguation",
      kind: "disambiguation",
      source: "entity_resolution",
      expectedInput: "single_choice",
      returnTo: RETURN_TARGETS.disambiguation,
    };
  }
  return {
    reason: "intent_unclear",
    kind: "clarification",
    source: "planner",
    expectedInput: "free_text",
    returnTo: RETURN_TARGETS.intent_unclear,
  };
}
