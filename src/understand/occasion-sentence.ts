import type { CouldInstruct } from "./remark-sentences.js";
import { wordSet } from "./word-set.js";

/*
 * A sentence naming an occasion, said beside an order: "Leg day tomorrow.", "Big game tonight.",
 * "Busy week.", "It's exam season.". It has no verb: a few words that could not instruct (no cell
 * word or slip of one, no number, negation or wish), closed by a noun of a stretch of time or an
 * event (day, night, week, season, game …), and at most a time that is now or next ("tomorrow",
 * "this week"). It says when or why, and orders nothing. A time alone ("Tomorrow.") or a verb said
 * bare ("Sweep floor.") is no occasion, and waits as before.
 */

const OCCASIONS = wordSet(`day days night nights week weekend weeks season month year shift break
  session phase game match meet race party trip exam exams test finals holiday holidays birthday`);
/** Times that are now or next, closing the occasion ("tomorrow", "this week"). */
const TIMES = wordSet(`today tomorrow tonight`);
const STRETCH_LEADS = wordSet(`this next these`);
/** A subject and its verb that may open it ("it's leg day"). */
const OPENERS = wordSet(`its thats`);
const MOST_WORDS = 3;

/** Whether the words from `start` to `end` are an occasion said as a sentence. */
export function occasionSentence(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): boolean {
  let from = start;
  if (OPENERS.has(words[from])) from++;
  else if (words[from] === "it" && words[from + 1] === "is") from += 2;
  let close = end;
  if (TIMES.has(words[close - 1])) close--;
  else if (close - 2 > from && STRETCH_LEADS.has(words[close - 2]) && OCCASIONS.has(words[close - 1]))
    close -= 2;
  if (close - from < 2 || close - from > MOST_WORDS || !OCCASIONS.has(words[close - 1])) return false;
  for (let at = from; at < close - 1; at++) if (could(words, at)) return false;
  return true;
}
