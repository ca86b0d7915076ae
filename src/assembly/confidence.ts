import type { InterpretResult } from "../contracts/assembly.js";

/** DESIGN §4 confidence bands: HIGH ≥ 0.90, MED 0.75–0.89, LOW below. */
export type ConfidenceBand = "HIGH" | "MED" | "LOW";

export const HIGH_CONFIDENCE = 0.9;
export const MEDIUM_CONFIDENCE = 0.75;
/** Strict mode: a non-creative result below this needs the operator's confirmation. */
export const STRICT_CONFIRM_BELOW = 0.6;
/** Learned composites are saved automatically only at or above this. */
export const AUTO_LEARN_AT = 0.8;

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= HIGH_CONFIDENCE) return "HIGH";
  if (confidence >= MEDIUM_CONFIDENCE) return "MED";
  return "LOW";
}

/** Whether strict mode holds this result for confirmation before it executes. */
export function needsConfirmation(
  result: Pick<InterpretResult, "confidence" | "is_creative">,
  strict: boolean,
): boolean {
  return strict && !result.is_creative && result.confidence < STRICT_CONFIRM_BELOW;
}
