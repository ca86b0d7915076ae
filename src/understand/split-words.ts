import { GRAMMAR_PHRASES, MEANING_ROLES } from "./grammar-roles.js";
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
  for (let index = 0; index < words.length; index++) {
    const [first, second] = [words[index], words[index + 1]];
    if (second === "er" && DETERMINERS.has(words[index - 1] ?? "") && lexicon.phrases.has(`${first}er`)) {
      said.set(joined.length, `${first} er`);
      joined.push(`${first}er`);
      index++;
      continue;
    }
    const parted = second === undefined ? null : articleRunIn(first, words.slice(index + 1), lexicon);
    if (parted) {
      joined.push("a");
      said.set(joined.length, first);
      joined.push(parted);
      continue;
    }
    const word = second === undefined ? null : joinedWord(first, second, lexicon);
    if (word) {
      said.set(joined.length, `${first} ${second}`);
      joined.push(word);
      index++;
    } else joined.push(first);
  }
  return { words: joined, said };
}

function articleRunIn(word: string, after: readonly string[], lexicon: WordLexicon): string | null {
  if (!/^a[a-z]{3,}$/.test(word) || lexicon.fixed.has(word) || lexicon.phrases.has(word)) return null;
  const rest = word.slice(1);
  for (const head of rest[0] === rest[1] ? [rest, rest.slice(1)] : [rest]) {
    for (let length = Math.min(after.length, lexicon.longestPhrase - 1); length >= 1; length--)
      if (lexicon.phrases.has([head, ...after.slice(0, length)].join(" "))) return head;
  }
  return null;
}

function joinedWord(first: string, second: string, lexicon: WordLexicon): string | null {
  if (!unknown(first, lexicon) && !unknown(second, lexicon)) return null;
  if (!joinable(first) || !joinable(second)) return null;
  const whole = `${first}${second}`;
  if (lexicon.phrases.has(whole)) return whole;
  return matchCellWord(whole, lexicon)?.word ?? null;
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
