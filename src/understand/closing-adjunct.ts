import { NUMBER_WORDS } from "./grammar-words.js";
import type { CouldInstruct } from "./remark-sentences.js";
import { wordSet } from "./word-set.js";

/*
 * What closes a sentence and orders nothing: a purpose ("for the record", "for work order 5512"),
 * a time the order is to be done by ("before lunch", "ahead of Thursday's audit", "by Friday",
 * "before the visit at two"), a reason ("because it's scary") or a purpose clause ("so QC can
 * start"). Doing it now meets a "before" or "by"; "after lunch" would not, so "after" is never one.
 */

export type Span = (start: number, end: number) => boolean;

export const OWNERS = wordSet(`the my our your their his her`);
const REASONS = wordSet(`because cause cos coz cuz since`);
const OPENS_TIME = wordSet(`the my our your we i you they`);
/** Days and ends of a span a deadline names ("by Friday", "before Thursday's audit"). */
const DEADLINES = wordSet(`monday tuesday wednesday thursday friday saturday sunday mondays tuesdays
  wednesdays thursdays fridays saturdays sundays end eod close`);
const ORDERS_AGAINST = wordSet(`that this it them those these both one ones same`);
/** Nouns naming a job by its number in a purpose ("for work order 5512", "for ticket 31"). */
const JOB_NOUNS = wordSet(`order ticket job batch docket`);
const CLOCK = wordSet(`oclock pm am sharp`);

const isNumber = (word: string | undefined) =>
  word !== undefined && (/^\d+$/.test(word) || word in NUMBER_WORDS);

/**
 * Where the words a purpose or time may hold end, before what is its own: a clock time closing
 * it ("… at two", "at 3 pm") or a job's number ("… order 5512", "work order 5512").
 */
function ownEnd(words: readonly string[], from: number, end: number): number {
  let to = end;
  if (CLOCK.has(words[to - 1])) to--;
  if (words[to - 2] === "at" && isNumber(words[to - 1])) return to - 2;
  if (isNumber(words[end - 1]) && JOB_NOUNS.has(words[end - 2]))
    return words[end - 3] === "work" && end - 3 >= from ? end - 3 : end - 2;
  return end;
}

/** The index a closing purpose, time or reason starts at, or -1 (`harmless`: no word could instruct). */
export function closingAdjunct(words: readonly string[], start: number, end: number, harmless: Span): number {
  for (let head = end - 2; head > start && head >= end - 9; head--) {
    if (REASONS.has(words[head]) && harmless(head + 1, end)) return head;
    const own = ownEnd(words, head + 1, end);
    if (own - head > 5) continue;
    const purpose = words[head] === "for" && (OWNERS.has(words[head + 1]) || own === head + 1);
    // "before that", "before stacking" order against a step: no time ("the meeting" is a noun).
    const step = words
      .slice(head + 1, end)
      .some(
        (word, at) => ORDERS_AGAINST.has(word) || (word.endsWith("ing") && !OWNERS.has(words[head + at])),
      );
    // "before the break", "before we sign off", "by Friday"; not "before lunchtime", "before as …".
    const opens = OPENS_TIME.has(words[head + 1]) || DEADLINES.has(words[head + 1]);
    const time =
      (words[head] === "before" && opens) || (words[head] === "by" && DEADLINES.has(words[head + 1]));
    if ((purpose || time) && !step && harmless(head + 1, own)) return head;
  }
  return -1;
}

const SPEAKERS = wordSet(`i we`);
const WISHES = wordSet(`need want would wanna require`);

/**
 * "For the customer sample I need 2 tacked", "Before the audit starts we want …": a purpose or a
 * deadline opening a sentence, up to the speaker saying what they need, orders nothing. Where
 * the speaker's words start, or `start` when there is none.
 */
export function openingAdjunct(words: readonly string[], start: number, end: number, harmless: Span): number {
  const head = words[start];
  const opens = OPENS_TIME.has(words[start + 1]) || DEADLINES.has(words[start + 1]);
  const kind = (head === "for" && OWNERS.has(words[start + 1])) || (head === "before" && opens);
  for (let at = start + 2; kind && at < Math.min(end - 2, start + 8); at++)
    if (SPEAKERS.has(words[at]) && WISHES.has(words[at + 1])) return harmless(start + 1, at) ? at : start;
  return start;
}

const PURPOSE_MODALS = wordSet(`can could will would may might`);
/** Words that would make a closing clause withhold or bend the order. */
const WITHHOLDS = wordSet(`no not never nothing none nobody without if unless only except instead rather
  cannot cant dont wont isnt`);

/**
 * "…, so days can start straight away", "… so that QC will have it first thing": a purpose clause
 * closing a sentence — "so (that)", a subject, a modal, and what the subject then does — orders the
 * robot nothing: its verb is the subject's. It names nothing of the cell (no number, cell word or
 * slip of one: "so you can weld 2" is no purpose) and withholds nothing ("so it can not …"); "so
 * don't weld 2" has no subject and modal. The index it starts at, or -1.
 */
export function purposeClause(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): number {
  for (let head = end - 3; head > start && head >= end - 10; head--) {
    if (words[head] !== "so") continue;
    const subject = head + (words[head + 1] === "that" ? 2 : 1);
    let modal = subject;
    while (modal < end - 1 && modal < subject + 3 && !PURPOSE_MODALS.has(words[modal])) modal++;
    if (modal === subject || !PURPOSE_MODALS.has(words[modal]) || modal >= end - 1) continue;
    const names = (at: number) => WITHHOLDS.has(words[at]) || (could.cellWord?.(words, at) ?? true);
    if (!words.slice(subject, end).some((_, at) => subject + at !== modal && names(subject + at)))
      return head;
  }
  return -1;
}
