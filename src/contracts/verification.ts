import { z } from "zod";

/** The Verifier's verdict on a plan (contract). `feedback` is the lines joined by "\n". */
export const VerificationResultSchema = z.object({
  valid: z.boolean(),
  missing_positions: z.array(z.string()),
  illegal_edges: z.array(z.object({ from: z.string(), to: z.string() })),
  unsupported_routines: z.array(z.object({ routine: z.string(), position: z.string() })),
  tool_conflicts: z.array(z.string()),
  feedback: z.string(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;
