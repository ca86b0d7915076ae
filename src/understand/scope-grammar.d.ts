// Types of the parser generated from scope-grammar.peggy (scope-grammar.js, `npm run grammar`).

/** A scope or exclusion word: an exclusion, or a quantifier ("all", "both", "those two"). */
export type ScopeReading =
  | { negation: boolean; but?: boolean; end: number }
  | { all: { count?: number; reference?: boolean }; relative?: RelativeReading; end: number }
  | { relative: RelativeReading; end: number };

/** A relative clause: the places acted on, or those where a routine can be done; `routineAt` where its routine is said. */
export interface RelativeReading {
  kind: "acted" | "capable";
  routineAt?: number;
}

/** The scope or exclusion word at token `from` of a sentence (one type character per token), if one is there. */
export function parse(
  input: string,
  options: { tokens: string[]; lexicon: unknown; cell: object; from: number },
): ScopeReading | null;
