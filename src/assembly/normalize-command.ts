import { NUMBER_WORDS as CORE_NUMBERS } from "../understand/grammar-words.js";
import { wordSet } from "../understand/word-set.js";
import { withoutDiscourseFrames } from "../understand/discourse-frames.js";
import { labelEnd } from "../understand/opening-label.js";
import type { CouldInstruct } from "../understand/remark-sentences.js";
import { HESITATIONS, NUMBER_HOMOPHONES } from "../understand/spoken-input.js";
import { DIALECT_WORDS, VERBS } from "./words.js";
import { expandWrittenShorthand } from "../understand/written-shorthand.js";

/** Units of a distance, as the normaliser leaves them. */
export const UNIT = /^(cm|mm|inch|inches|centimet(er|re)s?|millimet(er|re)s?)$/;
// "wait too seconds" is a wait of 2 s; "for" stays a preposition before a time ("hold on for minutes").
export const TIME_UNIT = /^(s|secs?|seconds?|mins?|minutes?)$/;
/** Units a number measures, as words said between spaces (the article before one is a count of one). */
const MEASURE =
  "(?:cm|mm|m|inch|inches|centimet(?:er|re)s?|millimet(?:er|re)s?|met(?:er|re)s?|seconds?|minutes?)";
const ARTICLE_BEFORE_UNIT = new RegExp(`\\b(0\\.5 )?an? (?=${MEASURE}\\b)`, "g");
const countsTime = (word: string, next = "") => TIME_UNIT.test(next) && !/^(for|fore)$/.test(word);

/** Hesitations, but "mm" is a unit here. */
// "actually" stays for the self-correction reader ("on the left, actually on the right").
const FILLERS = new Set([...HESITATIONS].filter((word) => word !== "mm" && word !== "actually"));

/** "like" is a hesitation except as a verb ("i would like", "do you like"). */
const LIKES = /^(would|id|i|you|we|they|do|dont|doesnt|didnt|not|really)$/;

/** "can you like speed it up": before a verb of the dialect, "like" after "you" is a hesitation again. */
const likes = (words: string[], at: number) =>
  LIKES.test(words[at - 1] ?? "") && !(words[at - 1] === "you" && VERBS.has(words[at + 1] ?? ""));

/**
 * "one more exactly like it", "another like that", "like the left one": before a reference, "like"
 * compares; "remember it like italiano" (a non-native "as"): after what is kept, it names.
 */
const compares = (words: string[], at: number) =>
  (/^(exactly|just|precisely|more|one|1|another)$/.test(words[at - 1] ?? "") &&
    /^(it|that|this|those|them|before)$/.test(words[at + 1] ?? "")) ||
  // "like the first one", "like the left one": before a product said by which it is.
  (words[at + 1] === "the" && /^(one|ones)$/.test(words[at + 3] ?? "")) ||
  // "Left: like that one", "…, like before": a copy said where a product goes.
  (/^(that|this|those|these)$/.test(words[at + 1] ?? "") && /^(one|ones)$/.test(words[at + 2] ?? "")) ||
  (/^(,|\.)$/.test(words[at - 1] ?? "") && /^(it|that|this|before)$/.test(words[at + 1] ?? "")) ||
  (/^(it|that|this|them)$/.test(words[at - 1] ?? "") &&
    /^(remember|save|store|keep|memorize|memorise|learn|record)$/.test(words[at - 2] ?? ""));

/** The core's number words, and the quantities an order names ("half", "a couple", "a dozen"). */
const NUMBER_WORDS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CORE_NUMBERS).map(([word, value]) => [word, String(value)])),
  ...{ half: "0.5", single: "1", couple: "2", pair: "2", dozen: "12" },
};

/**
 * Turns operator text into the canonical lower-case form the assembly interpreter reads: control
 * characters gone, punctuation spaced out (commas kept as their own token, they separate list
 * items), number words as digits, "&" as "and". Pure.
 */
export function normalizeCommand(
  text: string,
  countSlot?: (words: readonly string[], index: number) => boolean,
  couldInstruct?: CouldInstruct,
): string {
  let out = expandWrittenShorthand(text.normalize("NFKC").toLowerCase())
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/&/g, " and ")
    // "blt + cheese": an item added, its place not given.
    .replace(/\+/g, " plus ")
    // "veggie -cheese": a minus sign set before a word (not a hyphen inside one) takes it out.
    .replace(/(^|\s)-(?=[a-z])/g, "$1minus ")
    .replace(/\bb\.\s?l\.\s?t\.?/g, "blt")
    // Written shorthands of the edit words: "dbl meat", "xtra cheese".
    .replace(/\b(?:dbl|dble)\b/g, "double")
    .replace(/\bxtra\b/g, "extra")
    // Colloquial "pop": "pop the cheese on" puts, "pop back / over to …" goes.
    .replace(/\bpop(?:ping)? (?=(?:back|over|round|along|home)\b)/g, "go ")
    .replace(/\bpop(?:ping)?\b/g, "put")
    // "fill every zone with clubs": the products are put on the zones.
    .replace(/\bfill(?: up)? (?=(?:every|all|each|both|the)\b[^,.;]* with\b)/g, "put ")
    .replace(/(\d),(\d)/g, "$1.$2") // "1,5 cm" (decimal comma)
    .replace(/\b(\d+)\s*\/\s*(\d+)\b/g, (_, top: string, bottom: string) =>
      Number(bottom) ? String(Math.round((Number(top) / Number(bottom)) * 100) / 100) : `${top} ${bottom}`,
    )
    .replace(
      /(\d)\s*(cm|mm|m|in|inch|inches|s|sec|secs|seconds?|centimet(?:er|re)s?|millimet(?:er|re)s?)\b/g,
      "$1 $2",
    )
    .replace(/(\d)x\b/g, "$1 times")
    // "tomato x2": a count after what it counts.
    .replace(/([a-z])\s+x\s?(\d+)\b/g, "$1 $2 times");
  // "keto: …": a colon after a label of at most three words opening the command stays one for the
  // header reader (a capitalised name before it names whom the order is for: "Maria: a club").
  const opening = /^\s*([^\s:,.;!?]+(?:\s+[^\s:,.;!?]+){0,2})\s*:/.exec(text);
  if (opening && !/^[A-Z][a-z]+$/.test(opening[1])) out = out.replace(":", " \u0000 ");
  out = out
    .replace(/:/g, " , ")
    .replace("\u0000", ":")
    // "I'm in a rush — could you …", "sorry - could you": a dash between clauses parts them like a comma.
    .replace(/[\u2013\u2014]|(?<=[a-z]) - (?=[a-z])/g, " , ")
    .replace(/[!?;()[\]{}<>"*_~^|\\/+=#@$%]/g, " . ")
    .replace(/\.(?!\d)/g, " . ");
  out = out.replace(/,/g, " , ").replace(/-/g, " ");
  out = out.replace(/'s\b/g, "s").replace(/'/g, "");
  // "the cheese you're holding", "what you have in the gripper", "this bread what you are holding",
  // "the slice you grabbed": the held tile, "it".
  out = out.replace(
    /\b(?:(?:the|this|that) \w+ |what |whatever )(?:that |which |what )?(?:you are|youre|you have|youve got|you) (?:holding|carrying|gripping|grabbed|picked up|in (?:the|your) (?:gripper|hand|hands))\b/g,
    "it",
  );
  // "a veggie next to it on the right": a place beside the sandwich just named, not "next" (then).
  out = out.replace(/\bnext to (it|that|this|them)\b/g, "beside $1");
  // "back where it came from", "back where it belongs": back to its own place.
  out = out.replace(
    /\bback (?:to )?where (?:(?:it|they|that) (?:came from|belongs|belong|was|were|lives)|you got (?:it|them)(?: from)?)\b/g,
    "back",
  );
  // "leave the cheese off", "keep any tomato out", "leave the top slice of bread off": the particle said after its object is the removal
  // "leave off the cheese" (a pronoun's particle is a motion's: "keep it off the board").
  // Said with the product it is off ("leave the meat off the second one"), that is where it is left off.
  out = out.replace(
    /\b(?:leave|keep) (?:the |any |that |all )?(?!(?:it|them|that|this|those)\b)((?:(?:top|bottom) (?:(?:slice|piece|layer) of (?:the )?)?)?\w+) (?:off|out)\b( (?:of )?(?=the |that |this |his |her ))?/g,
    (_, item: string, product?: string) => `leave off the ${item}${product ? " on " : ""}`,
  );
  // "take the cheese off (the second one)", "pull the tomato out of the club", "take out the meat":
  // the same removal, said with the verbs of taking away (a slot it comes out of is a pick's).
  out = out
    .replace(/\b(?:take|pull|throw|toss|chuck) (?:off|out|away) (?=the |any |that |all )/g, "take off ")
    .replace(
      /\b(?:take|pull|get|throw|toss|chuck) (?:the |any |that |all )?(?!(?:it|them|that|this|those|all|everything)\b)(\w+) (?:off|out|away)\b( (?:of |from )?(?=(?:the|that|this|his|her) (?!\w* ?(?:slot|supply)\b)))?/g,
      (_, item: string, product?: string) => `take off the ${item}${product ? " on " : ""}`,
    );
  // "keep holding it": the verb, as other "-ing" verbs are ("hold" is also the modifier of "hold the tomato").
  out = out.replace(/\bholding (?=(?:on to |onto )?(?:it|that|this)\b)/g, "hold ");
  // A tile's own place is its supply slot, whatever the possessive ("bring back the piece in his
  // place", "put it in its spot"): going there is going back; "take one cheese from her place" picks.
  out = out
    .replace(/\b(?:back )?(?:in|into|to|on) (?:his|her|its|their) (?:own )?(?:place|spot|slot)\b/g, "back")
    .replace(/\bfrom (?:his|her|its|their) (?:own )?(?:place|spot|slot)\b/g, "from its slot");
  // Hesitations a transcript keeps ("only two uh layers") carry nothing and would split constructions.
  // …and so do politeness frames ("if it's not too much trouble": its "not" negates nothing).
  // Frames are read before and after the hesitations go: "so" and "alright" are hesitations but
  // also words of frames ("if you'd be so kind", "if that's alright").
  // With `couldInstruct` (the cell's), remark sentences go too ("it's for a demo").
  const split = out.split(/\s+/).filter(Boolean);
  // "keto: …": a label the header reader takes is talk; any other colon is a comma.
  const label = couldInstruct ? labelEnd(split, couldInstruct) : -1;
  const said = split.slice(Math.max(label, 0)).map((word) => (word === ":" ? "," : word));
  const fluent = withoutDiscourseFrames(said, couldInstruct).filter(
    (word, index, all) =>
      !(FILLERS.has(word) && !(word === "like" && (likes(all, index) || compares(all, index)))),
  );
  // Words that neither reading took any word from are the words just read: their frames are none.
  let words = fluent.length === said.length ? fluent : withoutDiscourseFrames(fluent, couldInstruct);
  // "speed things up", "slow stuff down": a stand-in object between a verb and its particle says nothing.
  const dummy = (at: number) =>
    /^(things|stuff)$/.test(words[at]) && /^(up|down)$/.test(words[at + 1] ?? "") && VERBS.has(words[at - 1]);
  words = words.filter((_, at) => !dummy(at));
  const mapped = words.map((word, index) => {
    // Spoken distances: a number heard as a word ("left for centimeters") in the slot before a unit.
    // …and before what is counted, where the cell's words say so ("make for blts").
    if (
      Object.hasOwn(NUMBER_HOMOPHONES, word) &&
      (UNIT.test(words[index + 1] ?? "") || countsTime(word, words[index + 1]) || countSlot?.(words, index))
    )
      return String(NUMBER_HOMOPHONES[word]);
    if (word === "a" && /^(couple|pair)$/.test(words[index + 1] ?? "")) return "";
    if (word === "of" && /^(couple|pair|dozen)$/.test(words[index - 1] ?? "")) return "";
    // "won" is never a word of a command: where "one" would be a pronoun ("and won on the right") it is that.
    if ((word === "one" || word === "won") && isPronounOne(words, index)) return "one";
    return NUMBER_WORDS[word] ?? verbOf(word) ?? word;
  });
  return (
    mapped
      .filter(Boolean)
      .join(" ")
      .replace(/\b(\d+(?:\.\d+)?) and a 0\.5\b/g, (_, whole: string) => String(Number(whole) + 0.5))
      // "half a metre", "half a minute": the article belongs to the unit; "a metre" is one of it.
      .replace(ARTICLE_BEFORE_UNIT, (_, half?: string) => (half ? "0.5 " : "1 "))
      .replace(/(?:\s*\.\s*)+$/g, "")
      .replace(/^(?:\s*[.,]\s*)+/g, "")
      .trim()
  );
}

/** A verb said as "-ing" ("would you mind making", "clearing off", "i am wanting") is the verb. */
function verbOf(word: string): string | undefined {
  if (!word.endsWith("ing") || DIALECT_WORDS.has(word)) return undefined;
  const stem = word.slice(0, -3);
  const doubled = /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, doubled].find((verb) => VERBS.has(verb));
}

/** "another one", "the same one", "a veggie one": "one" as a pronoun, not a count. */
const ONE_AFTER = wordSet(`another same this that each which every the new other`);
const PHRASE_ENDS = wordSet(`. , on in at for too as and beside`);

function isPronounOne(words: string[], index: number): boolean {
  const [before = "", after = "."] = [words[index - 1], words[index + 1]];
  if (ONE_AFTER.has(before)) return true;
  // "a veggie one on the left", but not "just one", "2 one" or "one more".
  return PHRASE_ENDS.has(after) && !/^\d/.test(before) && before !== "just" && before !== "only";
}

/** Words that carry no command on their own ("hm", "thanks"); hesitations are gone by now. */
const TRIVIAL = wordSet(`
  hm hmmm oh k yes no nope thanks thank you thx cheers hi hello hey yo well lol huh mmm right
  cool nice great good sure fine wow test testing please
`);

export function isTrivialCommand(normalized: string): boolean {
  const words = normalized.split(" ").filter((word) => word && word !== "." && word !== ",");
  if (words.length === 0) return true;
  if (!/[a-z0-9]/.test(normalized)) return true;
  return words.length <= 3 && words.every((word) => TRIVIAL.has(word));
}

/** Politeness and filler that never changes what is meant, stripped before matching. */
export function stripPoliteness(normalized: string): string {
  return normalized
    .replace(
      /\b(please|pls|plz|kindly|gladly|could you|can you|could we|can we|would you(?! (?:like|love|prefer|enjoy)\b(?! to\b))|will you|would you mind|i want you to|i would like you to|id like you to|i need you to|help (?:me|us)(?: to)?(?= (?:make|build|prepare|get|with)\b)|i want|i would like|id like|i need|lets|let us|go ahead and|just|now|for me|thank you|thanks|robot|hey|ok|okay|alright|so)\b/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .replace(/^[\s,.]+|[\s,.]+$/g, "")
    .trim();
}
