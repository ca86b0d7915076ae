// Types of the parser generated from position-grammar.peggy (position-grammar.js, `npm run grammar`).

/** What the grammar reads at a token: numbered places of one prefix, or a count ("all 3 positions"). */
export type GrammarReading =
  { numbers: number[]; prefix: string; bare: boolean; end: number } | { count: number; end: number };

/** A scope or exclusion word: an exclusion, or a quantifier ("all", "both", "those two"). */
export type ScopeReading =
  { negation: boolean; end: number } | { all: { count?: number; reference?: boolean }; end: number };

interface Options {
  tokens: string[];
  lexicon: unknown;
  cell: object;
  from: number;
}

/** The scope or exclusion word at token `from`, if one is there. */
export function parse(input: string, options: Options & { startRule: "Scope" }): ScopeReading | null;
/** The readings of a sentence (one placeholder character per token), by the token each starts at. */
export function parse(
  input: string,
  options: Options & { startRule?: "Readings" },
): { readings: GrammarReading[]; afterVerbReadings: Array<GrammarReading | null> };
