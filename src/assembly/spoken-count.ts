import { NUMBER_HOMOPHONES } from "../understand/spoken-input.js";
import { tagTokens, type Lexicon } from "./lexicon.js";
import { BUILD_VERBS, MOTION_VERBS } from "./words.js";

/** An item, recipe or the product: what a build adds. */
const ADDED = (lexicon: Lexicon, word: string | undefined) =>
  word !== undefined &&
  tagTokens(lexicon, [word])[0].tags.some((tag) => /^(item|recipe|product)$/.test(tag.kind));

/** Nouns that count whatever they measure ("too slices of cheese"), in any assembly cell. */
const COUNT_NOUNS = new Set(["slices", "pieces", "layers", "portions", "rounds"]);

/** Where a preceding word takes "to"/"for" as a preposition: a cell word or a verb of motion. */
const NAMING_KINDS = new Set(["item", "recipe", "learned", "product", "zone"]);

/**
 * The count slot of the assembly dialect for a number heard as a word: "make for blts", "add too
 * slices of cheese", "make to cheese sandwiches". The word counts only when a plural the cell knows
 * follows it (directly, or after one cell word) and it does not attach to the word before it:
 * "swap the bacon for tomatoes" and "move to the tomatoes" keep their prepositions. "won" and "ate"
 * are never function words, so any cell word after them is enough ("make won blt").
 */
export function spokenCountSlot(lexicon: Lexicon): (words: readonly string[], index: number) => boolean {
  const known = (word: string | undefined) => word !== undefined && lexicon.phrases.has(word);
  const plural = (word: string | undefined) =>
    word !== undefined &&
    (COUNT_NOUNS.has(word) ||
      (word.endsWith("s") && known(word) && (known(word.slice(0, -1)) || known(word.replace(/es$/, "")))));
  const names = (word: string | undefined) =>
    word !== undefined && tagTokens(lexicon, [word])[0].tags.some((tag) => NAMING_KINDS.has(tag.kind));
  return (words, index) => {
    const word = words[index];
    if (!Object.hasOwn(NUMBER_HOMOPHONES, word)) return false;
    const previous = words[index - 1];
    if (previous !== undefined && (names(previous) || MOTION_VERBS.has(previous))) return false;
    const [next, after] = [words[index + 1], words[index + 2]];
    if (word === "won" || word === "ate") return names(next) || plural(next) || COUNT_NOUNS.has(`${next}s`);
    // Right after a verb that adds, before the thing added, "to" can only be a count ("put to cheese").
    if (previous !== undefined && BUILD_VERBS.has(previous) && ADDED(lexicon, next)) return true;
    return plural(next) || (names(next) && plural(after));
  };
}
