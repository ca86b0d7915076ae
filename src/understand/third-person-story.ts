import type { CouldInstruct } from "./remark-sentences.js";
import { PEOPLE_NOUNS } from "./grammar-words.js";
import { wordSet } from "./word-set.js";

/*
 * A story about someone else, said beside an order: "The doctor says I must watch my cholesterol.",
 * "She's ever so particular.", "they give me heartburn something terrible". It opens with a third
 * person (he, she, they, or a person of the speaker's: "my late husband", "the doctor") and names
 * nothing of the cell — no number, no cell word or slip of one — and holds no word that could
 * withhold, wish or instruct, nor one the dialect reads (a reason for a pace: "the customer's getting
 * nervous") ("he doesn't like cheese", "my lead wants it done", "she said put it
 * back" are no stories): it orders nothing.
 */

const PRONOUNS = wordSet(`he she they hes shes theyre theyve hed shed theyd`);
const BARE_PRONOUNS = wordSet(`he she they`);
const OWNERS = wordSet(`my his her their our your the`);
const DESCRIBING = wordSet(`late old little best dear poor`);
/** Words that could withhold, wish or instruct inside a story: then it is no story. */
const NOT_IN_STORY = wordSet(`no not never nothing none without if unless only except instead rather
  cannot cant dont doesnt didnt wont isnt want wants wanted need needs needed like likes prefer prefers
  put take make do go bring start stop clear wait cancel move again add remove skip hold keep leave use
  please`);

/** The length of the third person opening at `at`, or 0. */
function thirdPerson(words: readonly string[], at: number): number {
  if (PRONOUNS.has(words[at])) return 1;
  if (!OWNERS.has(words[at])) return 0;
  const noun = DESCRIBING.has(words[at + 1]) ? at + 2 : at + 1;
  return PEOPLE_NOUNS.has(words[noun]) ? noun + 1 - at : 0;
}

/** Whether the words from `start` to `end` are a story about someone else. */
export function thirdPersonStory(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): boolean {
  const subject = thirdPerson(words, start);
  // A verb follows the person ("my wife and our son" is a list of people, no story).
  if (subject === 0 || start + subject + 1 >= end || /^(and|or|,|&)$/.test(words[start + subject]))
    return false;
  for (let at = start + subject; at < end; at++) {
    if (words[at] === "," || words[at] === "i" || words[at] === "me" || words[at] === "my") continue;
    // The verb after a bare pronoun is the person's, not the listener's ("they give me heartburn").
    const theirs = at === start + 1 && BARE_PRONOUNS.has(words[start]);
    if (
      NOT_IN_STORY.has(words[at]) ||
      (!theirs && could.dialectWord?.(words[at])) ||
      (could.cellWord?.(words, at) ?? true)
    )
      return false;
  }
  return true;
}
