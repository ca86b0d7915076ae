import type { InterpretResult } from "../contracts/assembly.js";
import type { LearningDirective } from "./detect-learning.js";
import { GRAMMAR_PHRASES } from "../understand/grammar-roles.js";
import { copySteps, layersOnly, type InterpretContext } from "./interpret-context.js";
import { tagOf, type Span } from "./lexicon.js";

/** A learning directive's effect on the result: the name to save it under, and what the feedback says. */
export function applyLearning(result: InterpretResult, learning: LearningDirective): void {
  result.composite_name = learning.name;
  if (result.sequence.length === 0) {
    result.user_feedback = `${result.user_feedback ?? ""} Nothing was saved as '${learning.name}'.`.trim();
    return;
  }
  const aliasNote = learning.kind === "alias" ? ` — saying "${learning.alias}" will run it` : "";
  result.user_feedback = `'${learning.name}' (${result.sequence.length} steps${aliasNote}) will be saved to memory when this runs.${result.user_feedback ? ` ${result.user_feedback}` : ""}`;
  result.interpretation = `${result.interpretation}; learn it as '${learning.name}'`;
}

const NOT_IN_NAMES = new Set(["condition", "order", "negation", "exclusion"]);

/** The words of a taught name, less any phrase that would change the command ("unless", "in case", "before"). */
export function nameWords(name: string): string[] {
  const words = name.split(" ");
  const changes = new Set<number>();
  for (let at = 0; at < words.length; at++)
    for (let length = 1; length <= 3 && at + length <= words.length; length++)
      if (GRAMMAR_PHRASES.get(words.slice(at, at + length).join(" "))?.some((role) => NOT_IN_NAMES.has(role)))
        for (let k = at; k < at + length; k++) changes.add(k);
  return words.filter((_, at) => !changes.has(at));
}

/** A learned composite named in the clause that is not a plain layer list (those build like recipes). */
export function learnedReference(spans: Span[], context: InterpretContext) {
  for (const span of spans) {
    const learned = tagOf(span, "learned");
    if (!learned) continue;
    const composite = context.memory.composites.find((entry) => entry.name === learned.name);
    if (!composite) continue;
    if (layersOnly(composite.sequence)) continue;
    return { span, name: composite.name, sequence: copySteps(composite.sequence) };
  }
  return null;
}
