import { wordSet } from "./word-set.js";
import type { WordKind } from "./self-correction.js";

/** Where a clause ends: what a cancel takes back starts after the last of these. */
export const CLAUSE_ENDS = new Set([",", ".", ";", "and", "then"]);

/*
 * The parts of a self-correction: what its target is and what it keeps (a place, a count, a
 * list, a whole moved or aimed at again), read by `applySelfCorrections`.
 */

/** Whether words said after a correction's target hold a clause end with a word of the dialect after it. */
export const laterClause = (trail: readonly string[], kindOf: WordKind) =>
  trail.some((token, at) => CLAUSE_ENDS.has(token) && trail.slice(at + 1).some((t) => kindOf(t) !== null));

/** How many words say "VERB it" before a place and nothing else ("put it on the right"), or 0. */
export function placeOfIt(after: string[], kindOf: WordKind): number {
  if (kindOf(after[0] ?? "") !== "verb" || !/^(it|that|this|them)$/.test(after[1] ?? "")) return 0;
  const rest = after.slice(2, after.at(-1) === "instead" ? -1 : undefined);
  const isPlace = (token: string) => PLACE_KINDS.has(kindOf(token) ?? "");
  // "put it there" points somewhere the words do not say.
  const named = rest.some((token) => isPlace(token) && !/^(there|here)$/.test(token));
  return named && rest.every((token) => isPlace(token) || PLACE_LEADS.has(token)) ? 2 : 0;
}

/**
 * "a club in the centre, no wait, put the club (one) on the right": a verb before a whole said
 * before, with only a place after it, moves that whole: the verb goes, the whole and its place
 * correct what was said (1 word; 0 when it is no such).
 */
export function wholeMoved(
  after: string[],
  before: string[],
  kindOf: WordKind,
  wholes?: ReadonlySet<string>,
): number {
  if (!wholes || kindOf(after[0] ?? "") !== "verb" || after[1] !== "the") return 0;
  const isPlace = (token: string) => PLACE_KINDS.has(kindOf(token) ?? "");
  const whole = (token: string) => wholes.has(kindOf(token) ?? "");
  // Only the whole said last: what the correction then replaces is that one.
  let last = before.length - 1;
  while (last >= 0 && !whole(before[last]) && !whole(`${before[last]} ${before[last + 1]}`)) last--;
  // (the first word of a name of two: "cheese sandwich")
  if (last > 0 && whole(`${before[last - 1]} ${before[last]}`)) last--;
  if (last < 0 || before[last] !== after[2]) return 0;
  // The whole's name, or a word of one with "one" ("the cheese one").
  const one = after[3] === "one" ? 2 : 0;
  const name = whole(after[2] ?? "") ? one || 1 : kindOf(after[2] ?? "") !== null ? one : 0;
  const rest = after.slice(2 + name, after.at(-1) === "instead" ? -1 : undefined);
  const named = rest.some((token) => isPlace(token) && !/^(there|here)$/.test(token));
  return name > 0 && named && rest.every((token) => isPlace(token) || PLACE_LEADS.has(token)) ? 1 : 0;
}

/**
 * "Right: BLT - no wait, make the right one a club": "VERB the PLACE one" aimed at the place said
 * last leads what replaces the thing said there (4 words); aimed at another place, 0.
 */
export function sameOneAimed(after: string[], before: string[], kindOf: WordKind): number {
  const isPlace = (token: string) => PLACE_KINDS.has(kindOf(token) ?? "");
  const aimed = kindOf(after[0] ?? "") === "verb" && after[1] === "the" && /^(one|1)$/.test(after[3] ?? "");
  if (!aimed || !isPlace(after[2] ?? "")) return 0;
  return before.filter(isPlace).at(-1) === after[2] && kindOf(after[4] ?? "") === null ? 4 : 0;
}

/** Words that lead a place ("on the left", "in the middle"). */
export const PLACE_LEADS = wordSet(`on in at to onto the`);
export const PLACE_KINDS = new Set(["zone", "place"]);

/**
 * The place said after a whole that is replaced ("on the left" of "a club on the left"), kept for
 * the whole that replaces it unless that says its own place: [] when none was said; null when
 * more than a place was said after it, which the replacement may or may not keep (asked).
 */
export function placeKept(
  trail: readonly string[],
  after: readonly string[],
  kindOf: WordKind,
): string[] | null {
  const isPlace = (token: string) => PLACE_KINDS.has(kindOf(token) ?? "");
  if (!trail.some(isPlace)) return [];
  const clauseEnd = after.findIndex((token) => CLAUSE_ENDS.has(token));
  if (after.slice(0, clauseEnd < 0 ? after.length : clauseEnd).some(isPlace)) return [];
  return trail.every((token) => isPlace(token) || PLACE_LEADS.has(token)) ? [...trail] : null;
}

/** Words that join a list of one kind ("1, 2 and 3", "1 & 2"). */
export const LIST_JOINS = new Set([",", "and", "&"]);

/** The kinds of the items of the list `after` opens at `head` ("2 and 3", "booth 2 and booth 3"), or null. */
export function listKinds(after: readonly string[], head: number, kindOf: WordKind): Set<string> | null {
  const kinds = new Set<string>();
  let at = head;
  let items = 0;
  while (at < after.length) {
    const start = at;
    for (let kind = kindOf(after[at], after[at - 1]); kind !== null && kind !== "verb";) {
      kinds.add(kind);
      kind = ++at < after.length ? kindOf(after[at], after[at - 1]) : null;
    }
    if (at === start) break;
    items++;
    if (!LIST_JOINS.has(after[at] ?? "")) break;
    at++;
  }
  return items >= 2 ? kinds : null;
}

/** The words of a count said alone: a number and at most the unit it counts ("two slices", "3 of them"). */
const COUNT_UNITS = wordSet(`slice slices piece pieces layer layers tiles of them those`);
export const countAlone = (after: readonly string[]) =>
  /^\d+$/.test(after[0] ?? "") && after.length <= 3 && after.slice(1).every((word) => COUNT_UNITS.has(word));
/** Where the last count of what was said before is: a number, or "a" / "an" said as one. */
export function lastCount(before: readonly string[], unitSaid: boolean): number {
  for (let at = before.length - 1; at >= 0; at--)
    if (/^\d+$/.test(before[at]) || (unitSaid && /^(a|an)$/.test(before[at]))) return at;
  return -1;
}
