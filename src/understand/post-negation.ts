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

/** What a place is said to be when it is left out: "2 is excluded", "position 3 is not needed". */
const LEFT_OUT = [
  ["excluded"],
  ["skipped"],
  ["omitted"],
  ["left", "out"],
  ["out"],
  ["not", "included"],
  ["not", "needed"],
  ["not", "required"],
  ["to", "be", "skipped"],
  ["to", "be", "excluded"],
];
const BE = new Set(["is", "are", "s"]);

/**
 * "inspect 1 and 3 only; 2 is excluded", "weld every seam, position 3 is not needed": a place
 * said to be left out, closing its clause, is the negation said after it ("2 not"); the words of the
 * statement are read as that negation.
 */
export function readStatedExclusions(tokens: string[], said: string[]): void {
  for (let at = 1; at < tokens.length - 1; at++) {
    if (!BE.has(tokens[at]) || !/^\d+$/.test(tokens[at - 1])) continue;
    const phrase = LEFT_OUT.find((words) => words.every((word, offset) => tokens[at + 1 + offset] === word));
    if (!phrase || !CLAUSE_ENDS.has(tokens[at + 1 + phrase.length] ?? ".")) continue;
    tokens.splice(at, phrase.length + 1, "not");
    said.splice(at, phrase.length + 1, said.slice(at, at + phrase.length + 1).join(" "));
  }
}
