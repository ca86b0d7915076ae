import type { AssemblyInstruction, InterpretResult } from "../contracts/assembly.js";

/** An interpreter result the rules decided (no LLM pass), in the DESIGN §4 contract shape. */
export function ruleResult(
  interpretation: string,
  sequence: AssemblyInstruction[],
  confidence: number,
): InterpretResult {
  return {
    interpretation,
    sequence,
    pass1_sequence: null,
    composite_name: null,
    confidence: Math.round(confidence * 100) / 100,
    validated: true,
    validation_issues: [],
    user_feedback: null,
    is_creative: false,
    creative_reasoning: null,
    raw_response: null,
    source: "rules",
  };
}

/** A result that asks: nothing to run, the question as the feedback. */
export function clarify(question: string, summary: string, confidence = 0.3): InterpretResult {
  const result = ruleResult(`unclear: ${summary}`, [], confidence);
  result.user_feedback = question;
  result.validated = false;
  return result;
}

/**
 * A result with words that were not understood is never executable as it stands: its sequence is
 * held (`held_sequence`) for the operator's review, and the reply names the words.
 */
export function holdForReview(result: InterpretResult, unexplained: string[]): void {
  result.held_sequence = result.sequence;
  result.sequence = [];
  result.confidence = Math.min(result.confidence, 0.45);
  const words = unexplained.map((word) => `"${word}"`).join(", ");
  result.user_feedback = `I did not understand ${words}. I would do: ${result.interpretation}. Approve it, or say it another way.`;
}
