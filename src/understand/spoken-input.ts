import { NUMBER_WORDS } from "./grammar-words.js";
import { wordSet } from "./word-set.js";
/**
 * Spoken input: what a speech transcript adds to typed text. Hesitations and discourse fillers
 * carry no meaning; numbers may arrive as words that sound like them. A homophone is read as a
 * number only in a number slot (see `numberSlotAt`), never elsewhere: "go to 2" keeps its "to".
 */

/** Words a speaker says without meaning them ("um weld, like, position two"). */
export const SPOKEN_FILLERS = wordSet(
  `um umm uh uhh er erm hmm mm ah ugh argh urgh like so yeah yep ok okay alright well actually basically kinda`,
);

/**
 * Hesitations: spoken fillers that may fall anywhere, even inside a phrase ("take a, um,
 * picture"); they are taken out before phrases are matched. ("well" is not one: "as well".)
 */
export const HESITATIONS: ReadonlySet<string> = new Set(
  [...SPOKEN_FILLERS].filter((word) => word !== "well"),
);

/**
 * Contractions a transcript (or a hurried typist) writes without the apostrophe: "dont", "thats",
 * "im", "cant". Each is read as the words it contracts, as "don't" is, so a negation or a frame
 * ("thats it") is the same construction however it was written. "its", "id", "ill", "wed", "were"
 * and "hes" are words of their own too ("its stand"), so they stay.
 */
const UNMARKED_CONTRACTIONS: Readonly<Record<string, string>> = {
  cant: "can not",
  wont: "will not",
  lets: "let us",
  im: "i am",
  ive: "i have",
  youre: "you are",
  youve: "you have",
  youd: "you would",
  theyre: "they are",
  weve: "we have",
  itd: "it would",
  thatd: "that would",
};
const UNMARKED = new RegExp(
  `\\b(?:(do|does|did|is|are|was|were|has|have|had|should|could|would|must|need)nt|(that|what|where|there|here|who|how)s|(${Object.keys(UNMARKED_CONTRACTIONS).join("|")}))\\b`,
  "g",
);

/** Whether lower-case text holds a contraction written without its apostrophe. */
export const hasUnmarkedContraction = (text: string): boolean => {
  UNMARKED.lastIndex = 0;
  return UNMARKED.test(text);
};

/** Lower-case text with its contractions written out ("dont" → "do not", "thats" → "that is"). */
export function expandUnmarkedContractions(text: string): string {
  return text.replace(UNMARKED, (word, negated?: string, subject?: string, other?: string) =>
    negated ? `${negated} not` : subject ? `${subject} is` : UNMARKED_CONTRACTIONS[other ?? word],
  );
}

/** Words heard for a number ("weld position too" = 2). */
export const NUMBER_HOMOPHONES: Readonly<Record<string, number>> = {
  to: 2,
  too: 2,
  for: 4,
  fore: 4,
  won: 1,
  tree: 3,
  ate: 8,
};

/** Words heard for a range word: "inspect one threw three" (only between two numbers). */
const RANGE_HOMOPHONES = new Map([["threw", "through"]]);

/** The range word a homophone between two numbers stands for ("1 threw 3"), else undefined. */
export function rangeHomophoneAt(words: readonly string[], index: number): string | undefined {
  const number = (word: string | undefined) =>
    word !== undefined && (/^\d+$/.test(word) || word in NUMBER_WORDS);
  const range = RANGE_HOMOPHONES.get(words[index]);
  return range && number(words[index - 1]) && number(words[index + 1]) ? range : undefined;
}

/** Prepositions before a place; homophones of them ("to", "for") are no number after one. */
const PLACE_PREPOSITIONS = new Set(["at", "to", "for"]);

const DETERMINERS = wordSet(`the a an my your this that these those each every all`);

/**
 * Whether the token at `index` sits where only a number fits: right after a noun that takes a
 * number ("position too"), at the end of a clause right after a routine verb ("inspect to"), or
 * closing a list or an exclusion ("1 and to", "apart from to") when
 * nothing follows that "to"/"for" could introduce, or inside a spoken list ("won too and three").
 */
export function numberSlotAt(
  tokens: readonly string[],
  index: number,
  takesNumber: (token: string) => boolean,
  closesList: () => boolean,
  endsVerb?: (token: string) => boolean,
): boolean {
  // Hesitations do not count: "position, um, too" is still "position 2".
  let before = index - 1;
  while (before >= 0 && HESITATIONS.has(tokens[before])) before--;
  let after = index + 1;
  while (after < tokens.length && HESITATIONS.has(tokens[after])) after++;
  const previous = tokens[before];
  const next = tokens[after];
  // A determiner after it makes it a preposition: "the safe position for the welder" has no 4.
  if (previous === undefined || DETERMINERS.has(next ?? "")) return false;
  if (takesNumber(previous)) return true;
  // Inside a spoken list: "won too and three" (a number, the homophone, "and", a number).
  const said = (token: string | undefined) =>
    token !== undefined && (/^\d+$/.test(token) || token in NUMBER_WORDS || token in NUMBER_HOMOPHONES);
  if (said(previous) && (next === "and" || next === ",") && said(tokens[after + 1])) return true;
  const ends = next === undefined || next === "," || next === "." || next === "and" || next === "please";
  // "tack weld to and then inspect to": right after a routine verb, where the clause ends ("too"
  // there is "also": "weld 1 and inspect too").
  if (endsVerb?.(previous) && tokens[index] !== "too" && (ends || next === "then")) return true;
  // "tack the seam at won", "go to tree": after a place preposition, ending the clause, a heard
  // number that is no preposition itself ("go to for" is not 4).
  const placed = PLACE_PREPOSITIONS.has(previous) && !PLACE_PREPOSITIONS.has(tokens[index]);
  return (closesList() || placed) && (ends || next === "then");
}
