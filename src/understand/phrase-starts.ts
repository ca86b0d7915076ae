import { oncePer } from "./once-per.js";
/*
 * The longest phrase of a dictionary that starts with each word, built once per dictionary: the
 * longest-phrase lookups then try only lengths some phrase has at that word, and none at a word
 * no phrase starts with (most words of a command).
 */
const longestByFirstWord = oncePer((phrases: ReadonlyMap<string, unknown>): Map<string, number> => {
  const longest = new Map<string, number>();
  for (const key of phrases.keys()) {
    const words = key.split(" ");
    longest.set(words[0], Math.max(longest.get(words[0]) ?? 0, words.length));
  }
  return longest;
});

/** The most words a phrase starting at `word` may have: `max` when a word holds a space itself. */
export function longestPhraseFrom(phrases: ReadonlyMap<string, unknown>, word: string, max: number): number {
  if (word.includes(" ")) return max;
  return Math.min(max, longestByFirstWord(phrases).get(word) ?? 0);
}

/** The longest run of words from `start`, at most `max`, that `find` knows, with what it found. */
export function longestAt<T>(
  words: readonly string[],
  start: number,
  max: number,
  find: (key: string) => T | undefined,
): { length: number; value: T; key: string } | null {
  for (let length = Math.min(max, words.length - start); length >= 1; length--) {
    const key = words.slice(start, start + length).join(" ");
    const value = find(key);
    if (value !== undefined) return { length, value, key };
  }
  return null;
}
