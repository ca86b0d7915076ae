import { z } from "zod";

/** The pending human review record (DESIGN §3, `pendingHITL`). */
export const PendingReviewSchema = z.object({
  version: z.number().int(),
  hitlId: z.string(),
  kind: z.enum(["clarification", "approval", "disambiguation"]),
  source: z.enum(["planner", "entity_resolution", "verifier"]),
  reason: z.enum([
    "intent_unclear",
    "low_confidence_plan",
    "missing_fields",
    "high_risk",
    "needs_approval",
    "disambiguation",
  ]),
  originStepId: z.string(),
  returnTo: z.object({ node: z.string(), mode: z.string() }),
  expectedInput: z.enum(["yes_no", "single_choice", "multi_choice", "free_text"]),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;

export const ReviewDecisionSchema = z.enum([
  "continue",
  "continue_with_modifications",
  "switch_intent",
  "cancel",
  "re_ask",
]);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** One stored answer: hitlResults[hitlId]. */
export const ReviewResultSchema = z.object({
  raw: z.string(),
  parsed: z.unknown(),
  at: z.string(),
  returnTo: z.object({ node: z.string(), mode: z.string() }),
  interpreted: z.unknown().optional(),
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
