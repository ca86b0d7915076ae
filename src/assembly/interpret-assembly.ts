import type { InterpretResult } from "../contracts/assembly.js";
import type { LlmProvider } from "../llm/provider.js";
import type { InterpretContext } from "./interpret-context.js";
import { interpretRules } from "./interpret-rules.js";
import { detectCreative } from "./detect-creative.js";
import { normalizeCommand } from "./normalize-command.js";
import { runThreePass } from "./three-pass-llm.js";

/** Below this the rules answer is handed to the LLM, when one is configured. */
export const RULES_TRUST = 0.75;

export interface InterpretOptions {
  llm?: LlmProvider | null;
  signal?: AbortSignal;
}

/**
 * One assembly command → the interpreter result (DESIGN §4 contract), or null for empty or trivial
 * input. Offline the deterministic layer answers; with an LLM configured, what the rules are not
 * sure of (and creative commands) goes through the three passes, and any LLM failure falls back to
 * the rules result.
 */
export async function interpretAssembly(
  text: string,
  context: InterpretContext,
  options: InterpretOptions = {},
): Promise<InterpretResult | null> {
  const rules = interpretRules(text, context);
  if (!rules || !options.llm) return rules;
  const creative = rules.is_creative && Boolean(detectCreative(normalizeCommand(text), context.cell));
  const unknownItem = rules.confidence <= 0.1 && rules.sequence.length === 0;
  // The rules are exact about unknown items and sure answers; the LLM widens the rest.
  if (unknownItem || (!creative && rules.confidence >= RULES_TRUST && rules.sequence.length > 0))
    return rules;
  try {
    const llm = await runThreePass(text, context, options.llm, { creative, rules, signal: options.signal });
    if (llm) return llm;
  } catch {
    // non-fatal: the rules answer stands
  }
  return rules;
}
