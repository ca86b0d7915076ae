import { z } from "zod";

/** One step of an executable plan: the Sequence Builder's output and the body of actions.yaml (contract). */
export const PlanStepSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  action: z.enum(["move", "routine"]),
  /** A position name for moves, a routine name for routines. */
  target: z.string().min(1),
  /** Where a routine runs (routines only). */
  position: z.string().min(1).optional(),
  /** The tool attached or released (tool_attach / tool_release only). */
  tool: z.string().min(1).optional(),
  stabilize: z.number().nonnegative().optional(),
  action_after: z.string().optional(),
  verify: z.string().optional(),
});
export type PlanStep = z.infer<typeof PlanStepSchema>;

/** The actions.yaml document (contract). */
export const ActionsDocumentSchema = z.object({
  name: z.string(),
  description: z.string(),
  correlation_id: z.string(),
  steps: z.array(PlanStepSchema),
});
export type ActionsDocument = z.infer<typeof ActionsDocumentSchema>;
