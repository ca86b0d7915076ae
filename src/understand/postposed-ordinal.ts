import type { CellLexicon } from "./cell-lexicon.js";
import { ORDINAL_BY_NUMBER, ORDINAL_WORDS } from "./grammar-words.js";

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

/**
 * A number written with a period before a place noun is an ordinal, as many languages write it:
 * "weld the 1. position", "check 3. position". Read as "first"/"third" with the period taken out,
 * which would otherwise end the sentence after the number and leave the place noun on its own.
 */
export function readDottedOrdinals(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let at = tokens.length - 3; at >= 0; at--) {
    const ordinal = /^\d+$/.test(tokens[at]) ? ORDINAL_BY_NUMBER[tokens[at]] : undefined;
    if (!ordinal || tokens[at + 1] !== ".") continue;
    // (a prefix of the cell may stand between: "the 2. safe position")
    const prefix = lexicon.positionPrefixes.find((words) =>
      words.every((word, k) => tokens[at + 2 + k] === word),
    );
    if (!lexicon.positionNouns.has(tokens[at + 2 + (prefix?.length ?? 0)])) continue;
    tokens.splice(at, 2, ordinal);
    const dot = said.indexOf(".", at);
    if (dot >= 0) said.splice(dot, 1);
  }
}
