// Types of the parser generated from scope-grammar.peggy (scope-grammar.js, `npm run grammar`).

/** A scope or exclusion word: an exclusion, or a quantifier ("all", "both", "those two"). */
export type ScopeReading =
  | { negation: boolean; but?: boolean; end: number }
  | { all: { count?: number; reference?: boolean }; end: number };

/** The scope or exclusion word at token `from` of a sentence (one type character per token), if one is there. */
export function parse(
  input: string,
  options: { tokens: string[]; lexicon: unknown; cell: object; from: number },
): ScopeReading | null;
