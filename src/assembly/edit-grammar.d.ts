// Types of the parser generated from edit-grammar.peggy (edit-grammar.js, `npm run grammar`).
/** What an edit word reads as (edit-grammar.peggy): one edit; `holdsRemoval` goes with `add`. */
export type EditReading = Partial<
  Record<
    "remove" | "keep" | "plain" | "add" | "holdsRemoval" | "end" | "join" | "negatedAfter" | "said",
    boolean
  >
> & {
  double?: number;
  swap?: "swap" | "substitute" | "instead";
};
/** The edit readings of a clause's words (one type character per word), by the word they are at. */
export function parse(input: string, options: { words: string[] }): Array<EditReading | undefined>;
