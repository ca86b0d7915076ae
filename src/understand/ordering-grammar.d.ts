// Types of the parser generated from ordering-grammar.peggy (ordering-grammar.js, `npm run grammar`).

/** An ordering word: the clause before ends, or the clause it opens is ordered against its neighbour. */
export type OrderingReading =
  | { sequence: true; done?: boolean; end: number }
  /** A clause that waits on the world ("once it cools"): the command is asked about. */
  | { condition: true; end: number }
  | { order: "first" | "before" | "after" | "reverse" | "last"; alone: boolean; end: number };

/** Graph: the readings of a sentence (one type character per token), by the token each starts at. */
export function parse(
  input: string,
  options: { startRule: "Graph"; tokens: string[]; verb?: (word: string) => boolean },
): OrderingReading[];
/** Assembly: the sentence as clauses, those led by "but first" first. */
export function parse(
  input: string,
  options: { startRule: "Assembly"; tokens: string[]; item: object; opensClause: object; verb: object },
): string[][];
