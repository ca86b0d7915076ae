import type { CellLexicon } from "./cell-lexicon.js";
import { routineWordEnds } from "./lexicon-phrases.js";
import { wordSet } from "./word-set.js";

/**
 * Nouns that name nothing of their own: said after a routine they are that routine; and the
 * routine said done ("get tack welds done on 1", "have the scans finished").
 */
const VAGUE_NOUNS = wordSet(`thing thingy thingie stuff business done finished completed`);

/**
 * "do the photo thing on the middle one", "the weldy thing on 1" (a slip of "weld"): a vague noun
 * right after a routine's word is the routine said as a noun, as "procedure" is; it is taken out.
 * Elsewhere ("do the thing", "one thing") it stays a word no reader places.
 */
export function dropRoutineThing(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 1; i > 0; i--)
    if (VAGUE_NOUNS.has(tokens[i]) && routineWordEnds(lexicon).has(tokens[i - 1])) {
      tokens.splice(i, 1);
      dropped.push(...said.splice(i, 1));
    }
  return dropped;
}
