import type { AssemblyCell } from "./load-assembly-cell.js";
import { normalizeCommand } from "./normalize-command.js";

/** Grammar words of a phrase: said elsewhere in the command they mean what they always do. */
const GLUE = /^(on|the|it|in|up|a)$/;

/**
 * What is asked of a product that the cell does not do (`product.not_done`: "toasted", "on the
 * side", "cut in half"): the words of each such phrase said, which no result shows, so that the
 * order waits for review instead of building the product as if they were not said.
 */
export function notDoneSaid(tokens: readonly string[], cell: AssemblyCell): string[] {
  const said = ` ${tokens.join(" ")} `;
  return normalizedPhrases(cell.file.product.not_done)
    .filter((phrase) => objectFree(phrase).test(said))
    .flatMap((phrase) => phrase.split(" ").filter((word) => !GLUE.test(word)));
}

/** The cell's phrases as commands are normalised, once per cell file: normalising is the costly part. */
function normalizedPhrases(phrases: readonly string[]): string[] {
  let normalized = normalizedByList.get(phrases);
  if (!normalized) {
    normalized = phrases.map((phrase) => normalizeCommand(phrase));
    normalizedByList.set(phrases, normalized);
  }
  return normalized;
}
const normalizedByList = new WeakMap<readonly string[], string[]>();

/** What "it" in a phrase stands for: any object said there ("toast the bread", "wrap them both"). */
const OBJECT = String.raw`(?:it|them|this|that|these|those|(?:the|my|our|your|his|her|their|a|an|both|each)(?: [a-z]+){1,2})`;

/** "toast it" matches "toast it", "toast the bread", "toast my sandwich": its "it" is any object. */
function objectFree(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = new RegExp(` ${escaped.replace(/\bit\b/g, OBJECT)} `);
    patterns.set(phrase, pattern);
  }
  return pattern;
}
const patterns = new Map<string, RegExp>();
