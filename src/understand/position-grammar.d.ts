// Types of the parser generated from position-grammar.peggy (position-grammar.js, `npm run grammar`).

/** What the grammar reads at a token: numbered places of one prefix, or a count ("all 3 positions"). */
export type GrammarReading =
  { numbers: number[]; prefix: string; bare: boolean; end: number } | { count: number; end: number };

/** The readings of a sentence (one placeholder character per token), by the token each starts at. */
export function parse(
  input: string,
  options: { tokens: string[]; lexicon: unknown; cell: object; from: number },
): { readings: GrammarReading[]; afterVerbReadings: Array<GrammarReading | null> };
