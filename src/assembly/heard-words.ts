import { tagTokens, type Lexicon } from "./lexicon.js";
import { isClipOf } from "../understand/clipped-word.js";
import { byConsonants } from "../understand/match-cell-word.js";
import { BUILD_VERBS, ITEM_LEAD_INS, MOTION_VERBS, VERBS } from "./words.js";
import { oncePer } from "../understand/once-per.js";
import { HESITATIONS } from "../understand/spoken-input.js";

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
    // "a club on the left and a blt on the other side": the side opposite the last one named.
    const opposite =
      word === "other" && /^(side|end)$/.test(next ?? "") ? oppositeSide(lexicon, out) : undefined;
    if (opposite) {
      out.push(opposite);
      continue;
    }
    const turned = nameOf(lexicon, words, at);
    if (turned) {
      out.push(...turned);
      at += words[at + 1] === "one" ? 1 : 2;
      continue;
    }
    const spelled = spelledName(lexicon, words, at);
    if (spelled) {
      out.push(spelled.name);
      at += spelled.length - 1;
      continue;
    }
    const apart = runTogether(lexicon, word);
    // "vegan": "an" is said only before a vowel, so a word it would end before a consonant is whole.
    if (apart && !(apart[1] === "an" && !/^[aeiou]/.test(next ?? ""))) {
      out.push(...apart);
      continue;
    }
    const unvoweled = withoutVowels(lexicon, word);
    if (unvoweled) {
      out.push(unvoweled);
      continue;
    }
    const clipped = clippedPlace(lexicon, lexicon.zoneWords, word);
    if (clipped && (placeSlot(out, next) || labelSlot(lexicon, out, next))) {
      out.push(clipped);
      continue;
    }
    // "nudge R 2cm", "move it u": a direction clipped where a motion verb's direction goes.
    const way = clippedPlace(lexicon, lexicon.directionWords, word);
    if (way && MOTION_VERBS.has(out.at(out.at(-1) === "it" ? -2 : -1) ?? "")) {
      out.push(way);
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

const OPPOSITE: Readonly<Record<string, string>> = { left: "right", right: "left" };

/**
 * "a club on the other side" with no side named before it (else heard as the opposite side): a
 * place that is other than nothing, so "other" is left for no construction to read and the order
 * waits. Said of a place noun, "end", or "one" after a place's preposition ("on the other one").
 */
export const otherOfNothing = (heard: readonly string[]): string[] =>
  heard.some(
    (word, at) =>
      word === "other" &&
      (ZONE_PLACE_NOUNS.test(heard[at + 1] ?? "") ||
        heard[at + 1] === "end" ||
        (heard[at + 1] === "one" && /^(on|in|at|to|onto|into)$/.test(heard.at(at - 2) ?? ""))),
  )
    ? ["other"]
    : [];

/** The cell's word for the side opposite the last side named, if it has one. */
function oppositeSide(lexicon: Lexicon, said: readonly string[]): string | undefined {
  const side = [...said].reverse().find((word) => word in OPPOSITE && isPlaceWord(lexicon, word));
  return side && isPlaceWord(lexicon, OPPOSITE[side]) ? OPPOSITE[side] : undefined;
}

const isPlaceWord = (lexicon: Lexicon, word: string) =>
  (lexicon.phrases.get(word) ?? []).some((tag) => tag.kind === "zone" || tag.kind === "direction");

/**
 * A zone's or direction's word clipped to a few of its letters, its first kept ("l", "r", "rt",
 * "ctr", "mid"): read as the first word of the one zone (direction) whose first word the clip
 * fits, else of the one whose words it fits ("r" is "right", not "reverse" nor "rise").
 */
function clippedPlace(lexicon: Lexicon, places: string[][], word: string): string | undefined {
  // A word of the grammar ("the", "in") is itself; a bare letter other than "a" and "i" is no word.
  const known = lexicon.words.fixed.has(word) && !/^[b-hj-z]$/.test(word);
  if (!/^[a-z]{1,3}$/.test(word) || lexicon.phrases.has(word) || known) return undefined;
  const fit = (said: string) => said.length > word.length && isClipOf(word, said);
  const named = places.filter((words) => fit(words[0]));
  const fits = named.length > 0 ? named : places.filter((words) => words.some(fit));
  return fits.length === 1 ? fits[0][0] : undefined;
}

/**
 * "the sandwich of vegetables": the product noun, "of" and a word that, singular, names a recipe
 * of the cell said before the noun ("vegetable sandwich") — that recipe's name, in its order.
 * Returns the words read, which replace the word at `at` and the two after it ("… of WORD") or the
 * one after it ("WORD one").
 */
function nameOf(lexicon: Lexicon, words: readonly string[], at: number): string[] | undefined {
  // "the vegetable one": a word no phrase of the cell holds before "one", where the cell names a
  // recipe "WORD PRODUCT" ("vegetable sandwich").
  if (words[at + 1] === "one" && !lexicon.phrases.has(words[at])) {
    const noun = products(lexicon).find((product) =>
      (lexicon.phrases.get(`${words[at]} ${product}`) ?? []).some((tag) => tag.kind === "recipe"),
    );
    if (noun) return [words[at], noun];
  }
  const [noun, of, word] = words.slice(at, at + 3);
  if (of !== "of" || !word || !products(lexicon).includes(noun)) return undefined;
  const named = [word, word.replace(/s$/, ""), word.replace(/es$/, "")].find((form) =>
    (lexicon.phrases.get(`${form} ${noun}`) ?? []).some((tag) => tag.kind === "recipe"),
  );
  return named ? [named, noun] : undefined;
}

/** English names of letters, as a transcript writes a spelled word ("bee el tee"). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  ...{ ay: "a", bee: "b", see: "c", cee: "c", dee: "d", ee: "e", ef: "f", eff: "f", gee: "g", aitch: "h" },
  ...{ eye: "i", jay: "j", kay: "k", el: "l", ell: "l", em: "m", en: "n", oh: "o", pee: "p", cue: "q" },
  ...{ ar: "r", ess: "s", tee: "t", you: "u", vee: "v", ex: "x", why: "y", zed: "z", zee: "z" },
};

/** Two or more letters said by name that spell a cell word ("bee el tee" → "blt"): the longest run that does. */
function spelledName(lexicon: Lexicon, words: readonly string[], at: number) {
  const letters: string[] = [];
  while (at + letters.length < words.length) {
    const said = words[at + letters.length];
    const letter = LETTER_NAMES[said] ?? (/^[a-z]$/.test(said) ? said : undefined);
    // "bee el tees": the last letter carries the plural.
    const plural = letter ? undefined : LETTER_NAMES[said.replace(/s$/, "")];
    if (plural) letters.push(`${plural}s`);
    if (!letter) break;
    letters.push(letter);
  }
  if (!LETTER_NAMES[words[at]]) return undefined;
  for (let length = letters.length; length >= 2; length--) {
    const name = letters.slice(0, length).join("");
    if (lexicon.phrases.has(name)) return { name, length };
  }
  return undefined;
}

/** The cell's words, each once, letters only: made once per lexicon, not per word read. */
const singleWordsOf = oncePer((lexicon: Lexicon): string[] => {
  const all = [...lexicon.phrases.keys()].flatMap((phrase) => phrase.split(" "));
  return [...new Set(all)].filter((candidate) => /^[a-z]+$/.test(candidate));
});

/** A cell word or a verb of the dialect written without its vowels ("dbl", "spd", "chz", "clr", "fwd"). */
function withoutVowels(lexicon: Lexicon, word: string): string | undefined {
  if (!/^[b-df-hj-np-tv-z]{3,4}$/.test(word) || lexicon.words.fixed.has(word) || /^(mm|cm)s?$/.test(word))
    return undefined;
  // The dialect's verbs compete too: "clr" is "clear", never the cell's "closer".
  const words = [...singleWordsOf(lexicon), ...VERBS];
  return byConsonants(word, words, (candidate) => lexicon.phrases.get(candidate) ?? candidate);
}

/**
 * A label's place: opening the command before a comma ("L: bread …"), or after a name closing it
 * ("club R") or before its edits ("veg R no tom").
 */
function labelSlot(lexicon: Lexicon, before: string[], next: string | undefined): boolean {
  if (before.length === 0) return next === ",";
  // "clr L": the zone a clearing verb empties.
  if (/^(clear|empty|clean|wipe)$/.test(before.at(-1) ?? ""))
    return next === undefined || /^(,|\.|and|then)$/.test(next);
  // "L + R", "left and r": a zone listed after another zone.
  if (/^(and|plus|&|,|\+)$/.test(before.at(-1) ?? "") && isPlaceWord(lexicon, before.at(-2) ?? ""))
    return next === undefined || /^(,|\.|and|then)$/.test(next);
  // "club R", "blt, extra tomato, R": after a name, or after the comma that follows one.
  const last = before.at(-1) === "," ? before.at(-2) : before.at(-1);
  const named = (lexicon.phrases.get(last ?? "") ?? []).some((tag) =>
    /^(item|recipe|product)$/.test(tag.kind),
  );
  const edit = (lexicon.phrases.get(next ?? "") ?? []).some((tag) => tag.kind === "modifier");
  return named && (next === undefined || edit || /^(,|\.|and|then)$/.test(next));
}

/** Before a place noun ("write side"), or after "on/to/in/at the" where the phrase ends. */
function placeSlot(before: string[], next: string | undefined): boolean {
  if (next !== undefined && ZONE_PLACE_NOUNS.test(next)) return true;
  const [preposition, article] = before.slice(-2);
  const ends = next === undefined || /^(,|\.|and|then|please)$/.test(next);
  // ("on R", "on L and R": a clip said right after the preposition, where the phrase or a list ends)
  const listed = ends || /^(and|plus|&|\+)$/.test(next ?? "");
  if (listed && /^(on|to|in|at|onto|into)$/.test(article ?? "")) return true;
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
  // "club house", "ham burger": a name said in two words that the cell writes as one word meaning the
  // same as its first ("clubhouse" is a word of the club): that word, wherever it is said.
  if (exact(first) && !exact(second) && sameName(lexicon, first, `${first}${second}`))
    return `${first}${second}`;
  const completed =
    !exact(second) &&
    !products(lexicon).includes(first) &&
    completedProduct(lexicon, previous, `${first}${second}`);
  if (completed) return completed;
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

/** Whether `joined` is a word of the cell naming what `word` names (the same item, recipe or product). */
function sameName(lexicon: Lexicon, word: string, joined: string): boolean {
  const names = (said: string) =>
    (lexicon.phrases.get(said) ?? [])
      .filter((tag) => /^(item|recipe|product)$/.test(tag.kind))
      .map((tag) => JSON.stringify(tag));
  const [own, whole] = [names(word), names(joined)];
  return whole.length > 0 && whole.every((tag) => own.includes(tag));
}

/** The product's words, made once per lexicon. */
const products = oncePer((lexicon: Lexicon): string[] =>
  [...lexicon.phrases].filter(([, tags]) => tags.some((tag) => tag.kind === "product")).map(([word]) => word),
);

/** For each word before a product word in a phrase ("cheese" of "cheese sandwich"), the first product word it takes. */
const completions = oncePer((lexicon: Lexicon): Map<string, string> => {
  const made = new Map<string, string>();
  for (const word of products(lexicon))
    for (const phrase of lexicon.phrases.keys())
      if (phrase.endsWith(` ${word}`) && !made.has(phrase.slice(0, -word.length - 1)))
        made.set(phrase.slice(0, -word.length - 1), word);
  return made;
});

/**
 * "a cheese and which", "a club sand which": two words heard together as the product noun, even
 * when the first is a grammar word — only where that noun completes a name of the cell with the
 * word before it ("cheese sandwich"). Returns the product word it completes.
 */
function completedProduct(lexicon: Lexicon, previous: string | undefined, joined: string) {
  const completes = completions(lexicon).get(`${previous}`);
  if (!completes || !/^[a-z]+$/.test(joined)) return undefined;
  const heard = tagTokens(lexicon, [joined])[0];
  return heard.tags.some((tag) => tag.kind === "product") ? completes : undefined;
}

/**
 * "makea blt", "blton the left": two words run together, split where both halves are words of the
 * cell or of the grammar and one is a cell word or a verb of the dialect — one such split, or none.
 */
function runTogether(lexicon: Lexicon, word: string): string[] | undefined {
  const { fixed } = lexicon.words;
  if (word.length < 4 || !/^[a-z]+$/.test(word) || fixed.has(word) || lexicon.phrases.has(word))
    return undefined;
  // A hesitation is a sound between words, never part of one ("toaster" is no "toast er").
  const known = (part: string) =>
    (part.length >= 2 || part === "a") &&
    !HESITATIONS.has(part) &&
    (fixed.has(part) || lexicon.phrases.has(part) || VERBS.has(part));
  const named = (part: string) =>
    (lexicon.phrases.get(part) ?? []).some((tag) => /^(item|recipe|product|zone|learned)$/.test(tag.kind));
  const content = (part: string) => part.length >= 3 && (named(part) || VERBS.has(part));
  const splits: string[][] = [];
  for (let at = 1; at < word.length; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    if (known(first) && known(second) && (content(first) || content(second))) splits.push([first, second]);
  }
  return splits.length === 1 ? splits[0] : undefined;
}
