import { tagOf, tagTokens, type Lexicon } from "./lexicon.js";
import { BUILD_VERBS, ITEM_LEAD_INS, VERBS } from "./words.js";

/** English words that sound like a place word ("on the write side"): read as it only in a place slot. */
const SOUNDS_LIKE: Readonly<Record<string, string>> = { write: "right", rite: "right", wright: "right" };

/** Nouns that a side or zone word comes before: "the right side", "the right part". */
export const ZONE_PLACE_NOUNS = /^(side|sides|hand|stack|zone|part|parts|area|spot|corner|section|place)$/;

/**
 * Words of a spoken command heard wrongly in a slot that says what they must be: a homophone of a
 * zone or direction word of the cell where a place goes ("on the write side", "to the rite"); a
 * cell name heard as two words where an ingredient goes ("add some let us", "extra bake on"). Only
 * the cell's own words are reached, and only where the slot leaves no other reading.
 */
export function heardInSlots(words: readonly string[], lexicon: Lexicon): string[] {
  const out: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const [word, next] = [words[at], words[at + 1]];
    const place = SOUNDS_LIKE[word];
    if (place && isPlaceWord(lexicon, place) && placeSlot(out, next)) {
      out.push(place);
      continue;
    }
    // "let us go": before a verb the two words are what they say.
    const verbAfter = VERBS.has(words[at + 2] ?? "");
    // After "and" only at the end ("cheese and let us"): "and let us make …" is what it says.
    const previous = out.at(-1) === "and" && at + 2 < words.length ? undefined : out.at(-1);
    const joined = next === undefined || verbAfter ? undefined : splitName(lexicon, previous, word, next);
    if (joined) {
      out.push(joined);
      at++;
      continue;
    }
    out.push(word);
  }
  return out;
}

const isPlaceWord = (lexicon: Lexicon, word: string) =>
  (lexicon.phrases.get(word) ?? []).some((tag) => tag.kind === "zone" || tag.kind === "direction");

/** Before a place noun ("write side"), or after "on/to/in/at the" where the phrase ends. */
function placeSlot(before: string[], next: string | undefined): boolean {
  if (next !== undefined && ZONE_PLACE_NOUNS.test(next)) return true;
  const [preposition, article] = before.slice(-2);
  const ends = next === undefined || /^(,|\.|and|then|please)$/.test(next);
  return ends && article === "the" && /^(on|to|in|at|onto|into)$/.test(preposition ?? "");
}

/** Two words that are no word of the cell, said where an ingredient goes, heard together as a cell name. */
function splitName(lexicon: Lexicon, previous: string | undefined, first: string, second: string) {
  // Neither word is, or is heard as, a word of the cell, a verb or a word that leads to an item.
  const plain = (word: string) =>
    /^[a-z]+$/.test(word) &&
    !VERBS.has(word) &&
    !ITEM_LEAD_INS.has(word) &&
    tagTokens(lexicon, [word])[0].tags.length === 0;
  if (!plain(first) || !plain(second) || previous === undefined) return undefined;
  const itemSlot =
    BUILD_VERBS.has(previous) ||
    ITEM_LEAD_INS.has(previous) ||
    previous === "and" ||
    (lexicon.phrases.get(previous) ?? []).some((tag) => tag.kind === "modifier");
  if (!itemSlot) return undefined;
  const heard = tagTokens(lexicon, [`${first}${second}`])[0];
  return tagOf(heard, "item") ? `${first}${second}` : undefined;
}
