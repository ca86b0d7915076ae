import { z } from "zod";
import { GoalSchema } from "./goal.js";

export const IntentSchema = z.enum(["action", "question", "unknown"]);
export type Intent = z.infer<typeof IntentSchema>;

/** Router output (contract). */
export const RouterOutputSchema = z.object({
  correlation_id: z.string(),
  operator_input: z.string(),
  intent: IntentSchema,
  plan_attempt: z.number().int().nonnegative(),
});
export type RouterOutput = z.infer<typeof RouterOutputSchema>;

/** Which path produced an understanding result. */
export const UnderstandingSourceSchema = z.enum(["rules", "llm", "replay"]);
export type UnderstandingSource = z.infer<typeof UnderstandingSourceSchema>;

/** `cellpilot parse --json` output (contract). */
export const ParseOutputSchema = z.object({
  correlation_id: z.string(),
  intent: IntentSchema,
  goal: GoalSchema.nullable(),
  source: UnderstandingSourceSchema,
  confidence: z.number().min(0).max(1),
});
export type ParseOutput = z.infer<typeof ParseOutputSchema>;
