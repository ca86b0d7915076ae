import type { CouldInstruct } from "./remark-sentences.js";
import { wordSet } from "./word-set.js";

/*
 * What the speaker is doing, said beside an order: "then I'm getting coffee.", "I'm going home
 * too", "I'm off for a smoke". The subject is the speaker alone ("I'm", "I am"), the verb is in the
 * progressive and names no one else: the robot is not its subject, so it orders nothing. "going
 * home" is the speaker's own way home, never the cell's ("I'm going to weld" and "I'm asking you to"
 * are no doings: "to" after the verb or "you" anywhere says what the speaker wants done). It may be
 * led by a sequence word ("then I'm …"). Its other words could not instruct.
 */

const LEADS = wordSet(`and then so now`);
const ADVERBS = wordSet(`just also off gonna still`);
/** Words that may close a doing and add nothing ("too", "now", "home" after "going"). */
const TAIL = wordSet(`too also now then myself soon`);
/** Verbs whose progressive reports or asks on someone's behalf: never a doing of the speaker's. */
const ASKING = wordSet(`asking telling saying ordering requesting wanting needing expecting hoping
  thinking wondering begging counting relying waiting`);

/** Whether the words from `start` to `end` say only what the speaker is doing. */
export function speakerDoing(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): boolean {
  let at = start;
  while (at < end && LEADS.has(words[at])) at++;
  if (words[at] === "im") at++;
  else if (words[at] === "i" && words[at + 1] === "am") at += 2;
  else return false;
  while (at < end && ADVERBS.has(words[at]) && words[at] !== "gonna") at++;
  const verb = words[at] ?? "";
  if (!/^[a-z]{2,}ing$/.test(verb) || ASKING.has(verb) || words[at + 1] === "to") return false;
  // (a verb of the cell as written is the cell's: "I'm welding 2")
  if (verb !== "going" && (could.asWritten ?? could)(words, at)) return false;
  for (let word = at + 1; word < end; word++) {
    const said = words[word];
    if (said === "you" || said === "your" || said === "it" || said === "to") return false;
    if (TAIL.has(said) || (said === "home" && verb === "going" && word === at + 1)) continue;
    if (said !== "," && could(words, word)) return false;
  }
  return at + 1 <= end;
}
