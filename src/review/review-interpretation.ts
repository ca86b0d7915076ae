import { z } from "zod";
import { ReviewDecisionSchema, type ReviewDecision } from "../contracts/review.js";

/**
 * The only fields an interpreter (rules or LLM) may ask to change in a plan: anything else in a
 * model's reply is dropped. Each field is turned into a plain comment for re-planning.
 */
export const ModificationsSchema = z
  .object({
    skip_positions: z.array(z.string().max(80)).max(20).optional(),
    only_positions: z.array(z.string().max(80)).max(20).optional(),
    add_commands: z.array(z.string().max(200)).max(5).optional(),
    no_tool_changes: z.boolean().optional(),
    comment: z.string().max(300).optional(),
  })
  .strip();
export type Modifications = z.infer<typeof ModificationsSchema>;
export const MODIFICATION_FIELDS = Object.keys(ModificationsSchema.shape);

/** The interpreter's verdict on a reply that the fast path did not settle. */
export interface ReviewInterpretation {
  decision: ReviewDecision;
  /** The words to re-plan with (continue_with_modifications) or the answer to apply (continue). */
  comment?: string;
  modifications?: Modifications;
  /** The new command (switch_intent). */
  newInput?: string;
  source: "rules" | "llm";
  reason?: string;
}

export const LlmInterpretationSchema = z.object({
  decision: ReviewDecisionSchema,
  modifications: ModificationsSchema.nullable().optional(),
  reason: z.string().max(500).optional().catch(undefined),
});

/** Turns allow-listed modifications into one comment the planner re-parses with the original command. */
export function modificationsToComment(modifications: Modifications): string {
  const parts: string[] = [];
  if (modifications.skip_positions?.length) parts.push(`skip ${modifications.skip_positions.join(" and ")}`);
  if (modifications.only_positions?.length) parts.push(`only ${modifications.only_positions.join(" and ")}`);
  if (modifications.no_tool_changes) parts.push("don't attach tools");
  for (const command of modifications.add_commands ?? []) parts.push(`also ${command}`);
  if (modifications.comment) parts.push(modifications.comment);
  return parts.join("; ");
}

export function isDecision(value: string): value is ReviewDecision {
  return ReviewDecisionSchema.safeParse(value).success;
}
