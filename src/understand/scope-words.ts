import type { CellLexicon } from "./cell-lexicon.js";
import { parse } from "./scope-grammar.js";
import { cell, grammarType, isNoun } from "./position-references.js";
import type { Mention } from "./scan-mentions.js";

/*
 * The words of scope and exclusion: "except", "apart from", "but not", "not", "skip inspection",
 * "all", "everything", "weld it all", "both", "those two", "the same ones". The constructions are
 * the grammar in scope-grammar.peggy; which places they govern is the frames' business
 * (action-frames.ts).
 */

// Only these types open a reading (the alphabet is in scope-grammar.peggy).
const OPENING_TYPES = "EXSbNvIRhPBLQHijyZ";

/**
 * The scope and exclusion words of a sentence: `(start)` gives the exclusion or the quantifier
 * starting at token `start`, with the token after it. `startsRoutine(at)` tells whether a routine
 * of the cell starts at a token ("skip inspection" negates the routine; "skip 2" excludes a place).
 */
export function readScopeWords(
  tokens: string[],
  lexicon: CellLexicon,
  startsRoutine: (at: number) => boolean,
) {
  const types = tokens.map(grammarType).join("");
  const scopeCell = { ...cell, isNoun, routine: startsRoutine };
  const read: Array<{ mention: Mention; next: number } | null> = [];
  return (start: number) => {
    if (read[start] !== undefined) return read[start];
    const reading = OPENING_TYPES.includes(types[start] ?? " ")
      ? parse(types, { tokens, lexicon, cell: scopeCell, from: start })
      : null;
    read[start] =
      reading === null
        ? null
        : "negation" in reading
          ? { mention: { kind: "exclude", negation: reading.negation, but: reading.but }, next: reading.end }
          : reading.all.reference
            ? { mention: { kind: "all", count: reading.all.count, reference: true }, next: reading.end }
            : { mention: { kind: "all", count: reading.all.count }, next: reading.end };
    return read[start];
  };
}
