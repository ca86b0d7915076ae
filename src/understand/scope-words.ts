import type { CellLexicon } from "./cell-lexicon.js";
import { NUMBER_WORDS } from "./grammar-words.js";
import { parse, type ScopeReading } from "./scope-grammar.js";
import { cell, grammarTypes, isNoun } from "./position-references.js";
import type { Mention } from "./mention.js";

/*
 * The words of scope and exclusion: "except", "apart from", "but not", "not", "skip inspection",
 * "all", "everything", "weld it all", "both", "those two", "the same ones". The constructions are
 * the grammar in scope-grammar.peggy; which places they govern is the frames' business
 * (action-frames.ts).
 */

// Only these types open a reading (the alphabet is in scope-grammar.peggy).
const OPENING_TYPES = "EXSbNvIRhPBLQHijyZtouw~q^k";

/**
 * The scope and exclusion words of a sentence: `(start)` gives the exclusion, the quantifier or
 * the relative clause starting at token `start`, with the token after it. `routineAt(at)` gives
 * the routine of the cell said at a token and how many tokens say it ("skip inspection" negates
 * the routine; "skip 2" excludes a place; "the one you welded" names the routine welding).
 */
export function readScopeWords(
  tokens: string[],
  lexicon: CellLexicon,
  routineAt: (at: number) => { name: string; length: number } | undefined,
  types = grammarTypes(tokens), // the position reader's, when it has them
) {
  // Assigned, not spread: in V8 (Node 20) each key added to a spread copy takes the slow path.
  // "no inspection (at 2)" is a routine said as a noun; "no inspect 2" may correct a verb, so is not read.
  const routineNoun = (at: number) => {
    const said = routineAt(at);
    const after = said && (tokens[at + said.length] ?? "");
    return after !== undefined && !/^\d+$/.test(after) && !(after in NUMBER_WORDS) && !isNoun(after, lexicon);
  };
  const scopeCell = Object.assign({}, cell, {
    isNoun,
    routine: (at: number) => routineAt(at) !== undefined,
    routineNoun,
  });
  const read: Array<{ mention: Mention; next: number } | null> = [];
  return (start: number) => {
    if (read[start] !== undefined) return read[start];
    const reading = OPENING_TYPES.includes(types[start] ?? " ")
      ? parse(types, { tokens, lexicon, cell: scopeCell, from: start })
      : null;
    read[start] = reading === null ? null : toMention(reading, routineAt);
    return read[start];
  };
}

function toMention(
  reading: ScopeReading,
  routineAt: (at: number) => { name: string; length: number } | undefined,
): { mention: Mention; next: number } {
  if ("negation" in reading)
    return { mention: { kind: "exclude", negation: reading.negation, but: reading.but }, next: reading.end };
  // A relative clause ends after the words of the routine it names ("tack welded").
  const said = reading.relative?.routineAt === undefined ? undefined : routineAt(reading.relative.routineAt);
  const relative = reading.relative && { kind: reading.relative.kind, routine: said?.name };
  const next = said ? reading.relative!.routineAt! + said.length : reading.end;
  if (!("all" in reading)) return { mention: { kind: "relative", relative: relative! }, next };
  const { count, reference } = reading.all;
  return {
    mention: { kind: "all", count, ...(reference ? { reference } : {}), ...(relative ? { relative } : {}) },
    next,
  };
}
