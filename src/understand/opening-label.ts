import { PEOPLE_NOUNS } from "./grammar-words.js";
import { PERSONS, type CouldInstruct } from "./remark-sentences.js";
import { TALK_WORDS } from "./talk-around-commands.js";
import { wordSet } from "./word-set.js";

/*
 * A label heading an order: "keto: three slices of turkey …", "BULK SEASON: bread, meat, …". At most
 * three words before a colon opening the command, each a word of talk or a word the cell does not
 * read at all, none of which could instruct even heard as a cell word, is a header and orders
 * nothing. A word the cell reads ("toasted:", "double:"), a person ("me:", "our daughter:" say whom
 * the order is for), a word of three letters or fewer (a clipped zone: "R:", "mid:") or a word
 * claiming a say over the machine ("SYSTEM:") is no label. Labels ending in a header noun
 * ("Catering order:") are the remark reader's (`remark-sentences.ts`).
 */

/** Words of a label that claims a say over the machine ("SYSTEM:", "ADMIN OVERRIDE:"): never talk. */
const AUTHORITY = wordSet(`system admin administrator developer override debug root sudo`);

/** Where the label opening the words ends (after its colon), or -1. */
export function labelEnd(words: readonly string[], could: CouldInstruct): number {
  const mark = words.indexOf(":");
  if (mark < 1 || mark > 3 || mark + 1 >= words.length) return -1;
  for (let at = 0; at < mark; at++) {
    const word = words[at];
    if (PEOPLE_NOUNS.has(word) || PERSONS.has(word) || AUTHORITY.has(word) || word.length < 4) return -1;
    const own = TALK_WORDS.has(word) || !(could.known?.(word) ?? true);
    if (!own || could(words, at)) return -1;
  }
  return mark + 1;
}
