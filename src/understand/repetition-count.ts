import type { SequenceStep } from "../contracts/goal.js";
import { hasObject, type Frame } from "./action-frames.js";
import { Clarification } from "./clarification.js";
import { ALL_WORDS, NUMBER_WORDS, RANGE_WORDS } from "./grammar-words.js";

/*
 * Repetition counts: "once", "one time", "one more time", "two times", "twice", "x2", "3x". A
 * count is how often, never a place: "visit every position one time" names no position 1. A count
 * of one changes nothing; 2 to MAX_REPEATS repeats the steps of the clause it is said in
 * (parse-action.ts); a larger one stays unexplained, so the command is asked (a slip of "ten" for
 * "two" must not run a routine ten times).
 */

/** The largest count repeated without asking. */
export const MAX_REPEATS = 5;

/** Nouns a number counts as repetitions ("two times"). */
export const COUNT_NOUNS = new Set(["time", "times"]);

/** Words that are a repetition count on their own (in both dialects). */
export const COUNT_WORDS: Readonly<Record<string, number>> = { twice: 2, thrice: 3 };

/** A number as said: digits or a number word. */
export const isCount = (token: string | undefined): token is string =>
  token !== undefined && (/^\d{1,3}$/.test(token) || Object.hasOwn(NUMBER_WORDS, token));

/** The value of a number as said. */
export const countOf = (token: string): number => (/^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token]);

/** The repetition count said at `start`, and the token after it. */
export function readRepetitionCount(
  tokens: readonly string[],
  start: number,
): { count: number; next: number; more?: boolean } | null {
  const word = tokens[start] ?? "";
  if (Object.hasOwn(COUNT_WORDS, word)) return { count: COUNT_WORDS[word], next: start + 1 };
  // "again", "once more", "one more time": one more time (a clause of its own repeats the one before).
  if (word === "again") return { count: 1, next: start + 1, more: true };
  // "weld 1 once" is one time; "once it cools" opens a condition (ordering-grammar.peggy).
  if (word === "once" && /^(|,|\.|;|and|then|more|again|please)$/.test(tokens[start + 1] ?? ""))
    return tokens[start + 1] === "more"
      ? { count: 1, next: start + 2, more: true }
      : { count: 1, next: start + 1 };
  // "insp 1 x2" (normalised to "x 2"), "2x": the multiplication sign of a written count.
  if (word === "x" && isCount(tokens[start + 1]) && /^\d+$/.test(tokens[start + 1]))
    return { count: countOf(tokens[start + 1]), next: start + 2 };
  if (/^\d+$/.test(word) && tokens[start + 1] === "x" && !isCount(tokens[start + 2]))
    return { count: countOf(word), next: start + 2 };
  if (!isCount(word)) return null;
  const noun = tokens[start + 1] === "more" ? start + 2 : start + 1;
  if (!COUNT_NOUNS.has(tokens[noun] ?? "")) return null;
  return noun > start + 1
    ? { count: countOf(word), next: noun + 1, more: true }
    : { count: countOf(word), next: noun + 1 };
}

const CLAUSE_ENDS = new Set(["then", ".", ";", "after", "before"]);

/**
 * "do two inspections: position 2 and position 3", "three welds at 1, 2 and 3": a number before a
 * routine said in the plural counts routines, never a place ("do 2 inspections at 3" names no
 * position 2). Its next token, and whether the places named after it in its clause, one by one,
 * meet it (then it changes nothing); a count not met is asked about like a repetition.
 */
export function readCountedRoutines(
  tokens: readonly string[],
  start: number,
  isRoutine: (word: string) => boolean,
): { next: number; met: boolean } | null {
  const [word, noun] = [tokens[start], tokens[start + 1] ?? ""];
  if (!isCount(word) || countOf(word) < 2 || !noun.endsWith("s") || !isRoutine(noun)) return null;
  let named = 0;
  for (let at = start + 2; at < tokens.length && !CLAUSE_ENDS.has(tokens[at]); at++) {
    if (RANGE_WORDS.has(tokens[at]) || ALL_WORDS.has(tokens[at])) named = Number.NaN;
    if (isCount(tokens[at])) named++;
  }
  return { next: start + 1, met: named === countOf(word) };
}

/**
 * "inspect position 3 twice": the steps the clause made (from `start`) are done that many times.
 * A clause that made no step, one that only refers to an earlier step, or two counts in one
 * clause, is asked about; so is a count over several places ("weld 1 and 2 twice"), which says
 * no order: the whole list again (1, 2, 1, 2) or each one in turn (1, 1, 2, 2).
 */
export function repeatClause(frame: Frame, steps: SequenceStep[], start: number): void {
  const count = frame.repeatCount;
  if (count === undefined) return;
  const made = steps.slice(start);
  // "weld 1. do it twice": twice in all, or two more? Said of an earlier step only, it is asked.
  const onlyEarlier = frame.verbs.length === 0 && frame.pronoun && frame.positions.length === 0;
  if (!(count >= 2 && count <= MAX_REPEATS) || made.length === 0 || onlyEarlier)
    throw new Clarification(`How many times should I do that? Please say it once more with one count.`, {
      kind: "routine",
    });
  if (new Set(made.map((step) => JSON.stringify(step))).size > 1)
    throw new Clarification(
      `Should I do the whole list ${count} times over, or each step ${count} times before the next? Please say it in that order.`,
      { kind: "routine" },
    );
  for (let time = 1; time < count; time++) steps.push(...made);
}

/**
 * "weld 2, then again", "inspect 3 and once more": a clause of nothing but "again" repeats the
 * steps of the clause before it (from `previousStart` to `start`).
 */
export function repeatPrevious(
  frame: Frame,
  steps: SequenceStep[],
  previousStart: number,
  start: number,
): boolean {
  if (!frame.again || frame.verbs.length > 0 || hasObject(frame) || start <= previousStart) return false;
  steps.push(...steps.slice(previousStart, start));
  return true;
}
