import { doubleMetaphone } from "double-metaphone";
import { distance } from "fastest-levenshtein";
import { GRAMMAR_PHRASES, MEANING_ROLES } from "./grammar-roles.js";
import { oncePer } from "./once-per.js";
import { NUMBER_WORDS, ORDINAL_WORDS } from "./grammar-words.js";
import { matchCellWord } from "./match-cell-word.js";
import { NUMBER_HOMOPHONES } from "./spoken-input.js";
import type { WordLexicon } from "./word-lexicon.js";

/*
 * A cell word split in two by a transcriber ("in spec" for "inspect", "re lease", "cam era"):
 * two neighbouring words, one of them a word nobody knows (nor a slip of a cell word on its own),
 * that together are a cell word (as written, or its slip or form). Only then: two known words
 * never join ("let us" stays), and a word that could instruct on its own — a number, a number
 * heard as a word, a negation, exclusion or condition — is never swallowed into a cell word.
 */

/*
 * The other way round, an article run into a cell word ("attack weld" for "a tack weld", "atop
 * coat" for "a top coat"): a word that is no cell or grammar word as written, "a" + a word (its
 * doubled first letter said once) that opens a cell phrase of two or more words with what follows.
 * The phrase said on confirms the split; a single word after it never does ("attack 2" is not).
 */

/*
 * A word of a cell phrase misheard while the rest of the phrase is said ("tech weld", "tag weld"
 * for "tack weld"): a word nobody knows, sounding as the phrase's word does (one Double Metaphone
 * code, the same first letter), where the phrase said whole means what its other words said alone
 * mean — so hearing it changes nothing the words said do not already say ("tech" alone is nothing).
 */

/*
 * …or one letter off the word of a phrase of three words or more whose other words are said as
 * they are ("the tool well safe position": only "weld" fills "tool _ safe position" one letter
 * from "well"), also when the word heard is a filler or a grammar word that changes nothing.
 */

/*
 * A hesitation heard where a cell word ends in its sound ("grab the weld er", "the spray er"):
 * after a determiner a noun is due, so a verb and "er" that are a cell word together are that word.
 * Elsewhere "er" stays a hesitation ("weld er position 1" welds).
 */
const DETERMINERS = new Set(["the", "a", "an", "my", "your", "that", "this"]);

/** The words as the cell would read them, and for each joined or split word what was said. */
export function joinSplitWords(
  words: readonly string[],
  lexicon: WordLexicon,
): { words: string[]; said: Map<number, string> } {
  const joined: string[] = [];
  const said = new Map<number, string>();
  // Whether each word may join or is unknown, worked out once a word: each is asked of a word
  // up to three times (as the word, and as the second of the pair before it).
  const canJoin = words.map(joinable);
  const unknownAt: Array<boolean | undefined> = [];
  const isUnknown = (at: number) => (unknownAt[at] ??= unknown(words[at], lexicon));
  for (let index = 0; index < words.length; index++) {
    const [first, second] = [words[index], words[index + 1]];
    if (second === "er" && DETERMINERS.has(words[index - 1] ?? "") && lexicon.phrases.has(`${first}er`)) {
      said.set(joined.length, `${first} er`);
      joined.push(`${first}er`);
      index++;
      continue;
    }
    const parted = second === undefined ? null : articleRunIn(words, index, lexicon);
    if (parted) {
      joined.push("a");
      said.set(joined.length, first);
      joined.push(parted);
      continue;
    }
    const heard = isUnknown(index)
      ? (heardInPhrase(words, index, lexicon) ?? oneSlipInPhrase(words, index, lexicon, false))
      : canJoin[index] && fillsNothing(first, lexicon)
        ? oneSlipInPhrase(words, index, lexicon, true)
        : null;
    if (heard) {
      said.set(joined.length, first);
      joined.push(heard);
      continue;
    }
    const word =
      second === undefined || !canJoin[index] || !canJoin[index + 1]
        ? null
        : joinedWord(first, second, isUnknown(index), isUnknown(index + 1), lexicon);
    if (word) {
      said.set(joined.length, `${first} ${second}`);
      joined.push(word);
      index++;
    } else joined.push(first);
  }
  return { words: joined, said };
}

/** The cell word run into an article at `index` ("attack weld"), with the words after it. */
function articleRunIn(words: readonly string[], index: number, lexicon: WordLexicon): string | null {
  const word = words[index];
  if (!/^a[a-z]{3,}$/.test(word) || lexicon.fixed.has(word) || lexicon.phrases.has(word)) return null;
  const after = words.slice(index + 1);
  const rest = word.slice(1);
  for (const head of rest[0] === rest[1] ? [rest, rest.slice(1)] : [rest]) {
    for (let length = Math.min(after.length, lexicon.longestPhrase - 1); length >= 1; length--)
      if (lexicon.phrases.has([head, ...after.slice(0, length)].join(" "))) return head;
  }
  return null;
}

/** Two joinable words said for one cell word; `firstUnknown`, `secondUnknown`: whether each is `unknown`. */
function joinedWord(
  first: string,
  second: string,
  firstUnknown: boolean,
  secondUnknown: boolean,
  lexicon: WordLexicon,
): string | null {
  const known = (word: string) => lexicon.fixed.has(word) || lexicon.phrases.has(word);
  // "in section": a slip of a cell word on its own ("section" → "station", two letters changed)
  // joins when the two words said together are a cell word closer than that ("inspection", one).
  const slips = [first, second].filter((word) => !known(word) && matchCellWord(word, lexicon));
  if (slips.length === 0 && !firstUnknown && !secondUnknown) return null;
  const whole = `${first}${second}`;
  const joined = lexicon.phrases.has(whole) ? whole : (matchCellWord(whole, lexicon)?.word ?? null);
  if (joined === null || firstUnknown || secondUnknown) return joined;
  const closer = (word: string) =>
    distance(whole, joined) < distance(word, matchCellWord(word, lexicon)!.word);
  return slips.some(closer) ? joined : null;
}

/** A word no one knows, and not a slip of a cell word on its own. */
function unknown(word: string, lexicon: WordLexicon): boolean {
  return (
    /^[a-z]+$/.test(word) &&
    !lexicon.fixed.has(word) &&
    !lexicon.phrases.has(word) &&
    matchCellWord(word, lexicon) === null
  );
}

function joinable(word: string): boolean {
  // A lone letter is no part of a word said in two: "2x inspect" is a count, "p 1" a name.
  if (!/^[a-z]{2,}$/.test(word) || word in NUMBER_WORDS || word in ORDINAL_WORDS || word in NUMBER_HOMOPHONES)
    return false;
  return !(GRAMMAR_PHRASES.get(word) ?? []).some((role) => MEANING_ROLES.has(role));
}

/** The cell's multi-word phrases with one word left out ("_ weld" → the words that fill it: "tack", "spot"). */
const phraseGaps = oncePer((lexicon: WordLexicon) => {
  const gaps = new Map<string, string[]>();
  for (const key of lexicon.phrases.keys()) {
    const parts = key.split(" ");
    if (parts.length < 2) continue;
    parts.forEach((part, at) => {
      const gap = parts.map((other, i) => (i === at ? "_" : other)).join(" ");
      gaps.set(gap, [...(gaps.get(gap) ?? []), part]);
    });
  }
  return gaps;
});

/**
 * The words that fill a gap, by first letter: those of every multi-word phrase (`all`) and those of
 * phrases of three words or more (`long`). A word whose first letter starts no fill that could be
 * heard as it is passed before its windows are built (most words of a command).
 */
const gapFills = oncePer((lexicon: WordLexicon) => {
  const all = new Map<string, Set<string>>();
  const long = new Map<string, Set<string>>();
  for (const key of lexicon.phrases.keys()) {
    const parts = key.split(" ");
    if (parts.length < 2) continue;
    for (const part of parts)
      for (const byFirst of parts.length >= 3 ? [all, long] : [all])
        byFirst.set(part[0], (byFirst.get(part[0]) ?? new Set()).add(part));
  }
  const listed = (byFirst: Map<string, Set<string>>) =>
    new Map([...byFirst].map(([first, fills]) => [first, [...fills]]));
  return { all: listed(all), long: listed(long) };
});

const sameSenses = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function heardInPhrase(words: readonly string[], index: number, lexicon: WordLexicon): string | null {
  const word = words[index];
  if (word.length < 3) return null;
  const codes = new Set(doubleMetaphone(word));
  const sounds = (fill: string) => doubleMetaphone(fill).some((code) => codes.has(code));
  if (!(gapFills(lexicon).all.get(word[0]) ?? []).some(sounds)) return null;
  const found = new Set<string>();
  for (let length = 2; length <= lexicon.longestPhrase; length++)
    for (
      let start = Math.max(0, index - length + 1);
      start <= index && start + length <= words.length;
      start++
    ) {
      const window = words.slice(start, start + length);
      const rest = window.filter((_, i) => start + i !== index).join(" ");
      for (const fill of phraseGaps(lexicon).get(
        window.map((w, i) => (start + i === index ? "_" : w)).join(" "),
      ) ?? [])
        if (
          fill[0] === word[0] &&
          sounds(fill) &&
          sameSenses(
            lexicon.phrases.get(window.map((w, i) => (start + i === index ? fill : w)).join(" ")),
            lexicon.phrases.get(rest),
          )
        )
          found.add(fill);
    }
  return found.size === 1 ? [...found][0] : null;
}

/** A filler or a grammar word without meaning ("well", "so"; one that may join): the phrase around it may mend it. */
function fillsNothing(word: string, lexicon: WordLexicon): boolean {
  return word.length >= 3 && lexicon.fixed.has(word) && !lexicon.phrases.has(word);
}

/** `known`: the word heard is a word of its own, so only a letter changed (not added: "slice" of "slices of"). */
function oneSlipInPhrase(
  words: readonly string[],
  index: number,
  lexicon: WordLexicon,
  known: boolean,
): string | null {
  const word = words[index];
  if (word.length < 3) return null;
  const oneOff = (fill: string) =>
    Math.abs(fill.length - word.length) <= 1 &&
    distance(fill, word) === 1 &&
    (!known || fill.length === word.length);
  if (!(gapFills(lexicon).long.get(word[0]) ?? []).some(oneOff)) return null;
  const found = new Set<string>();
  for (let length = 3; length <= lexicon.longestPhrase; length++)
    for (
      let start = Math.max(0, index - length + 1);
      start <= index && start + length <= words.length;
      start++
    ) {
      const gap = words.slice(start, start + length).map((w, i) => (start + i === index ? "_" : w));
      for (const fill of phraseGaps(lexicon).get(gap.join(" ")) ?? [])
        if (fill[0] === word[0] && oneOff(fill)) found.add(fill);
    }
  return found.size === 1 ? [...found][0] : null;
}
