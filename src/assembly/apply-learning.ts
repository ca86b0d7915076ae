import type { InterpretResult } from "../contracts/assembly.js";
import type { LearningDirective } from "./detect-learning.js";
import { GRAMMAR_PHRASES } from "../understand/grammar-roles.js";
import { copySteps, layersOnly, type InterpretContext } from "./interpret-context.js";
import { tagOf, tagTokens, type Span } from "./lexicon.js";
import { VERBS } from "./words.js";
import { stripPoliteness } from "./normalize-command.js";

/** A learning directive's effect on the result: the name to save it under, and what the feedback says. */
export function applyLearning(
  result: InterpretResult,
  learning: LearningDirective,
  own?: InterpretResult | null,
): void {
  result.composite_name = learning.name;
  if (own?.sequence.length) result.composite_sequence = own.sequence;
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

/**
 * The command a learning frame names (all of it without one). A name taught in this command, said
 * again after the layers it names, is those layers again ("bread, cheese, bread - remember that as
 * the melt - and make another melt on the right"); read before any word is matched, so a new name
 * is never heard as a cell word ("melt" → "meat").
 */
export function commandTaught(command: string, learning: LearningDirective | null): string {
  if (!learning) return command;
  const body = stripPoliteness(learning.body) ? learning.body : "";
  const name = learning.name.replace(/_/g, " ");
  if (!/^[a-z][a-z ]*$/.test(name)) return body;
  const use = new RegExp(`\\b(?:(another|1 more|one more)|a|an|the|1|one)? ?${name}s?\\b`, "g");
  return body.replace(use, (said, more: string | undefined, at: number) =>
    /\w/.test(body.slice(0, at)) ? (more ? "another" : "the same") : said,
  );
}

/**
 * The words the teaching frame ("call it …", "remember this as …") read: every word outside the
 * command it names, less a word that would change a command ("remember bread, cheese, bread as
 * excluding lunch", "save this excluding as …": "excluding" is the frame's no more than a name's,
 * so it stays unexplained).
 */
export function frameWordsRead(command: string, learning: LearningDirective | null): string[] {
  if (!learning) return [];
  const left = learning.body.split(" ");
  return command.split(" ").filter((word) => {
    const at = left.indexOf(word);
    if (at >= 0) return !left.splice(at, 1);
    return nameWords(word).length > 0;
  });
}

/** A word that opens a command of its own after a taught name: a verb, or a product that is no layer. */
export const opensCommand =
  (context: InterpretContext, isLayer: (word: string) => boolean) =>
  (word: string): boolean =>
    VERBS.has(word) ||
    (!isLayer(word) &&
      tagTokens(context.lexicon, [word])[0].tags.some(
        (tag) => tag.kind === "recipe" || tag.kind === "product",
      ));
