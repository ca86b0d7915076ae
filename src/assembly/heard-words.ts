import { tagTokens, type Lexicon } from "./lexicon.js";
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
    // "bread, cheese, let us, bread": after a comma, the word before it says the slot.
    const slot = out.at(-1) === "," ? out.at(-2) : out.at(-1);
    const previous = slot === "and" && at + 2 < words.length ? undefined : slot;
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

/**
 * Two words said where a name goes (after a verb that adds, a word leading to an item, a modifier,
 * or another name: "bread meat let us tomato", "a club sand witch"), heard together as a name of
 * the cell: exactly one ("sandwitch"), or, when neither word is or sounds like a cell word, one
 * heard wrongly ("letus" → lettuce).
 */
function splitName(lexicon: Lexicon, previous: string | undefined, first: string, second: string) {
  const exact = (word: string) => lexicon.phrases.has(word);
  const plain = (word: string) =>
    /^[a-z]+$/.test(word) && !VERBS.has(word) && !ITEM_LEAD_INS.has(word) && !exact(word);
  if (!plain(first) || !plain(second) || previous === undefined) return undefined;
  const previousTags = lexicon.phrases.get(previous) ?? [];
  const nameSlot =
    BUILD_VERBS.has(previous) ||
    ITEM_LEAD_INS.has(previous) ||
    previous === "and" ||
    previousTags.some((tag) => /^(modifier|item|recipe)$/.test(tag.kind));
  if (!nameSlot) return undefined;
  const joined = `${first}${second}`;
  const heard = tagTokens(lexicon, [joined])[0];
  if (!heard.tags.some((tag) => /^(item|recipe|product)$/.test(tag.kind))) return undefined;
  const unheard = (word: string) => tagTokens(lexicon, [word])[0].tags.length === 0;
  return exact(joined) || (unheard(first) && unheard(second)) ? joined : undefined;
}
