import type { CellLexicon } from "./cell-lexicon.js";
import { ORDINAL_WORDS } from "./grammar-words.js";

/*
 * An ordinal said after a place noun, as speakers of other languages order them: "to position
 * second go", "inspect all except position third". Right after a singular place noun, with no
 * number of its own, it is that place's number. "first" stays out: "go to the safe position
 * first" orders the steps.
 */

/** Reads, in place, each ordinal right after a place noun as that place's number. */
export function readPostposedOrdinals(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, at) => {
    if (at === 0 || token === "first" || !Object.hasOwn(ORDINAL_WORDS, token)) return;
    if (lexicon.positionNouns.has(tokens[at - 1])) tokens[at] = String(ORDINAL_WORDS[token]);
  });
}
