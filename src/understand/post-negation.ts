import { POST_NEGATIONS } from "./grammar-words.js";

/*
 * A negation said after what it negates, ending its clause: "weld the first and the second
 * positions, the third no", "booth 1, booth 3 not." — the places just named are left out (the
 * frames read it; position-grammar.peggy ends a list before such a place).
 */

const CLAUSE_ENDS = new Set([".", ",", ";", "then", "and", "but"]);

/** Whether the token at `at` negates the places said right before it. */
export function isPostNegation(tokens: readonly string[], at: number): boolean {
  return POST_NEGATIONS.has(tokens[at]) && CLAUSE_ENDS.has(tokens[at + 1] ?? ".");
}
