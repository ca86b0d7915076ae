import { doubleMetaphone } from "double-metaphone";
import { isClipOf } from "./clipped-word.js";
import { distance } from "fastest-levenshtein";
import type { WordLexicon } from "./word-lexicon.js";

const MAX_REMEMBERED = 5_000;

/**
 * The cell word an unknown word was most likely meant as, by form (an inflection: "taking" →
 * "take"; an abbreviation, a prefix: "insp" → "inspect"), by spelling (edit
 * distance) and then by sound (Double Metaphone), or null. Only cell words are targets; grammar
 * words, fillers and the dialect's known words are never read as anything else, and short words
 * (under 4 letters) are never matched: too many real words are one letter apart ("tak" is not "take").
 * Two different cell words possible is no match — guessing between them would be acting on a
 * coin toss.
 */
export function matchCellWord(
  word: string,
  lexicon: WordLexicon,
): { word: string; via: "typo" | "sound" } | null {
  if (/\d/.test(word) || lexicon.fixed.has(word) || lexicon.phrases.has(word)) return null;
  if (word.length < 4 && !(word.length >= 2 && isSkeleton(word))) return null;
  const remembered = lexicon.matches.get(word);
  if (remembered !== undefined) return remembered;
  const match =
    bySkeleton(word, lexicon) ??
    (word.length < 4 ? null : (byForm(word, lexicon) ?? bySpelling(word, lexicon) ?? bySound(word, lexicon)));
  if (lexicon.matches.size < MAX_REMEMBERED) lexicon.matches.set(word, match);
  return match;
}

/** A word written without its vowels: letters only, none of "aeiou" after its first ("wld", "pstn", "chz"). */
const isSkeleton = (word: string) => /^[a-z][^aeiou\W\d_]*$/.test(word);

/** A word's consonants, its first letter kept, doubled letters once, "z" as "s" ("cheese" → "chs"). */
const consonants = (word: string) =>
  (word[0] + word.slice(1).replace(/[aeiouy]/g, "")).replace(/z/g, "s").replace(/(.)\1+/g, "$1");

/**
 * A word written without its vowels ("wld", "pstn", "chz", "clr"), in either dialect: the one of
 * the longer `candidates` whose consonants it is, else the one of `clips` whose letters it keeps in
 * order ("spd" of "speed") — one meaning (`meaning`), or none; of several spellings, the shortest.
 */
export function byConsonants(
  word: string,
  candidates: readonly string[],
  meaning: (candidate: string) => unknown,
  clips = candidates,
): string | undefined {
  const longer = (list: readonly string[]) => list.filter((candidate) => candidate.length > word.length);
  const exact = longer(candidates).filter((candidate) => consonants(candidate) === consonants(word));
  const fits = exact.length > 0 ? exact : longer(clips).filter((candidate) => isClipOf(word, candidate));
  const meanings = new Set(fits.map((candidate) => JSON.stringify(meaning(candidate))));
  return meanings.size === 1 ? fits.sort((a, b) => a.length - b.length)[0] : undefined;
}

/**
 * "wld p1", "rls the cmr", "mv sp1", "psn 2": a cell word written without its vowels (two letters
 * only for a command word: "mv" is move; a clip only from three consonants: "onr" is no
 * "ordinary"). Grammar words are never targets, and a known word is never read as another.
 */
function bySkeleton(word: string, lexicon: WordLexicon): { word: string; via: "typo" } | null {
  if (!isSkeleton(word)) return null;
  const targets = lexicon.fuzzyTargets.filter(
    (target) => word.length > 2 || lexicon.commandWords.has(target),
  );
  const clips = word.length > 2 && /^[^aeiou]+$/.test(word) ? targets : [];
  const found = byConsonants(word, targets, (target) => lexicon.meaningOf.get(target), clips);
  return found ? { word: found, via: "typo" } : null;
}

const INFLECTIONS = /^(.{2,}?)(ing|ed|es|s)$/;

/**
 * An inflected form of a cell word ("taking", "fetched") or of the verb opening a phrase of the
 * cell ("swinging" of "swing by"), a name said without its "r" ("welda"), else a cell word it
 * abbreviates ("insp").
 */
function byForm(word: string, lexicon: WordLexicon): { word: string; via: "typo" } | null {
  // Said without its final "r" ("the welda", "the maska"): a name ending in "-er".
  const rhotic = word.replace(/a$/, "er");
  if (rhotic !== word && lexicon.phrases.has(rhotic) && !lexicon.commandWords.has(rhotic))
    return { word: rhotic, via: "typo" };
  const [, stem, suffix] = INFLECTIONS.exec(word) ?? [];
  if (stem) {
    const undoubled = stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem;
    const forms = suffix === "s" ? [stem] : [stem, `${stem}e`, undoubled];
    const form = forms.find(
      (candidate) =>
        (lexicon.phrases.has(candidate) || lexicon.verbHeads.has(candidate)) &&
        // A two-letter cell word only with "-es" / "-ing" ("goes" is "go"; "gos" is nothing).
        (candidate.length >= 3 || (candidate === stem && (suffix === "es" || suffix === "ing"))),
    );
    if (form) return { word: form, via: "typo" };
  }
  const longer = lexicon.fuzzyTargets.filter(
    (target) => target.length > word.length && target.startsWith(word),
  );
  return oneMeaning(longer, lexicon)
    ? { word: longer.reduce((a, b) => (b.length < a.length ? b : a)), via: "typo" }
    : null;
}

function bySpelling(word: string, lexicon: WordLexicon): { word: string; via: "typo" } | null {
  const allowed = word.length >= 7 ? 2 : 1;
  let best: string[] = [];
  let bestScore = Infinity;
  for (const target of lexicon.fuzzyTargets) {
    // A command word is read from one slip at most: two make another English word too often.
    const limit = lexicon.commandWords.has(target) ? 1 : allowed;
    if (target.length < 4 || Math.abs(target.length - word.length) > limit) continue;
    let score = distance(word, target);
    if (score > limit && isOneSwap(word, target)) score = 1;
    if (score > limit) continue;
    // Prefer the target sharing the longer start ("weldd" → "weld", not "held").
    const rank = score * 100 - commonPrefix(word, target);
    if (rank < bestScore) [best, bestScore] = [[target], rank];
    else if (rank === bestScore) best.push(target);
  }
  return oneMeaning(best, lexicon) ? { word: best[0], via: "typo" } : null;
}

function bySound(word: string, lexicon: WordLexicon): { word: string; via: "sound" } | null {
  const found = new Set<string>();
  for (const code of doubleMetaphone(word)) {
    for (const target of lexicon.sounds.get(code) ?? []) {
      // Close in spelling too: "kamera" is the camera, "posishun" the position; "xaaal" is not
      // "cell". Fewer than half the letters may change: two changes leave little of a four- or
      // five-letter word ("koat" is the coat, "qaoat" nothing).
      const close = distance(word, target) <= Math.max(1, Math.floor((target.length - 1) / 2));
      // …and said in as many syllables ("salt" and "salad" sound alike to the code, not to a
      // listener), or only letters of it dropped ("weldr").
      const sameBeats = syllables(word) === syllables(target) || isClipOf(word, target);
      if (target.length >= 4 && Math.abs(target.length - word.length) <= 2 && close && sameBeats)
        found.add(target);
    }
  }
  return oneMeaning([...found], lexicon) ? { word: [...found][0], via: "sound" } : null;
}

/** Vowel groups, a silent final "e" not counted ("tape" 1, "salad" 2, "position" 3). */
const syllables = (word: string) => word.replace(/([^aeiouy])e$/, "$1").match(/[aeiouy]+/g)?.length ?? 0;

/** Whether the candidates all mean the same ("welds", "weld"): then which one was meant does not matter. */
function oneMeaning(candidates: string[], lexicon: WordLexicon): boolean {
  return (
    candidates.length > 0 &&
    candidates.every((word) => lexicon.meaningOf.get(word) === lexicon.meaningOf.get(candidates[0]))
  );
}

function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differences: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences.push(i);
  return (
    differences.length === 2 &&
    differences[1] === differences[0] + 1 &&
    a[differences[0]] === b[differences[1]] &&
    a[differences[1]] === b[differences[0]]
  );
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
