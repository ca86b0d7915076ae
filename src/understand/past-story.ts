import type { CouldInstruct } from "./remark-sentences.js";
import { wordSet } from "./word-set.js";

/*
 * A story of an earlier time, said beside an order — a complaint or a memory: "Last time it was the
 * wrong way round.", "the last one fell apart before I even got it", "I've had to say this twice
 * already", "yesterday it took ages". It holds a time before this command ("last time", "the last
 * one", "yesterday", "already", "ago", "the other day") and opens with it or with a subject, never a
 * bare verb; it names nothing of the cell — no number, cell word or slip of one — and holds no word
 * that could withhold, wish or instruct, nor a time of this command ("this time", "now"): it orders
 * nothing ("last time you forgot the cheese", "last time was good, do it again" are no stories). A
 * word the dialect reads speaks of that time there ("it was the wrong way round", "it fell apart":
 * no correction or reason of this command).
 */

/** Words marking a time before this command, alone or after "last" / "other". */
const BEFORE_NOW = wordSet(`yesterday already ago earlier previously`);
const AFTER_LAST = wordSet(`time one 1 week night shift order visit`);
/** Words a story may open with besides its time: a subject. */
const SUBJECTS = wordSet(`i it we you they he she this that the my our ive its weve youve theyve`);
/**
 * Words that could withhold, wish or instruct, say a time of this command, or own an error ("my
 * mistake earlier" may take back what was done): then it is no story.
 */
const NOT_IN_STORY = wordSet(`no not never nothing none without if unless only except instead rather
  cannot cant dont doesnt wont want wants need needs like likes prefer please put make do does go
  bring start stop clear wait cancel move add remove skip hold keep leave use again next then now
  today tonight time this these same so should must could would can will shall lets let
  mistake mistakes sorry oops error`);

/** The length of the time-before-now phrase at `at`, or 0. */
function beforeNow(words: readonly string[], at: number): number {
  if (BEFORE_NOW.has(words[at])) return 1;
  if (words[at] === "last" && AFTER_LAST.has(words[at + 1])) return 2;
  if (words[at] === "other" && words[at + 1] === "day") return 2;
  // "twice already", "three times already": how often before now.
  if (/^(twice|thrice)$/.test(words[at]) && words[at + 1] === "already") return 2;
  if (/^\d+$/.test(words[at]) && words[at + 1] === "times" && words[at + 2] === "already") return 3;
  return 0;
}

/** Whether the words from `start` to `end` are a story of an earlier time. */
export function pastStory(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): boolean {
  if (end - start < 3 || !(beforeNow(words, start) > 0 || SUBJECTS.has(words[start]))) return false;
  let past = false;
  for (let at = start; at < end; at++) {
    const time = beforeNow(words, at);
    if (time > 0) {
      past = true;
      at += time - 1;
      continue;
    }
    // "I've had to say this …": the thing said; "this time" is a time of this command.
    const said = words[at] === "this" && at > start && /^(say|said|tell|told|for)$/.test(words[at - 1]);
    if (words[at] === ",") continue;
    if ((NOT_IN_STORY.has(words[at]) && !said) || (could.cellWord?.(words, at) ?? true)) return false;
  }
  return past;
}
