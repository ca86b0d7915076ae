import { ORDINAL_BY_NUMBER } from "./grammar-words.js";
import { expandUnmarkedContractions, hasUnmarkedContraction } from "./spoken-input.js";
import { expandWrittenShorthand, hasWrittenShorthand } from "./written-shorthand.js";

/** Longest operator input the rules layer reads; longer input is refused with a clear reply. */
export const MAX_INPUT_CHARACTERS = 1_000;

export interface NormalizedText {
  /** Lower-case, cleaned text (tokens joined by single spaces). */
  text: string;
  tokens: string[];
  /** The input had a "?" (a hint for the router, not a rule). */
  questionMark: boolean;
  /** Letters written glued to a number ("be" of "be2", "p" of "p1"): a name's abbreviation, never a filler. */
  glued?: ReadonlySet<string>;
}

/**
 * Text that is already plain words, numbers, commas and periods, one space apart (what the rules
 * layer hands on after its own normalising): besides "cannot", no replacement below changes it.
 */
const ALREADY_PLAIN = /^(?:[a-z]+|\d+|[,.])(?: (?:[a-z]+|\d+|[,.]))*$/;

/** "P1 thru P3", "pos 1 through pos 3": a range with its place noun said at both ends is the range
 * said once ("through" between places would otherwise be a way point). */
const REPEATED_RANGE = /\b([a-z]+) (\d+) (through|thru|till|until) \1 (?=\d+\b)/g;

/**
 * Turns any operator input into tokens the parser can match: control characters and odd
 * spacing removed, lower case, contractions expanded, "Pos_1"/"pos.1"/"pos1" split into words and
 * numbers, "1-3" made a range, "1st" made "first", punctuation kept as its own tokens. With
 * `unmarked` (the graph dialect's reading of what was said), contractions written without their
 * apostrophe ("dont", "thats") are expanded too; the assembly dialect spells every contraction
 * that way ("dont") and keeps it.
 */
export function normalizeText(raw: string, unmarked = false): NormalizedText {
  if (
    typeof raw === "string" &&
    ALREADY_PLAIN.test(raw) &&
    !raw.includes("cannot") &&
    !raw.match(REPEATED_RANGE) &&
    !hasWrittenShorthand(raw) &&
    !(unmarked && hasUnmarkedContraction(raw))
  )
    return { text: raw, tokens: raw.split(" "), questionMark: false };
  let text = String(raw ?? "")
    .normalize("NFKC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, " ")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-");
  const questionMark = text.includes("?");
  const glued = new Set([...text.matchAll(/(?<![a-z])([a-z]{1,4})\d/g)].map((match) => match[1]));
  text = expandWrittenShorthand(unmarked ? expandUnmarkedContractions(text) : text)
    // An arrow opening the command is "go to" ("-> home"); between two parts, "then" ("A -> B");
    // between two numbers it may be a range or a route, so it stays, unexplained ("1->3" is asked).
    .replace(/(\d)\s*(?:-+>|=+>|\u2192)\s*(?=\d)/g, "$1 -> ")
    .replace(/^\s*(?:-+>|=+>|\u2192)/, " go to ")
    .replace(/\s*(?:=+>|\u2192|-+>(?! ?\d))\s*/g, " then ")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bcannot\b/g, "can not")
    .replace(/\blet's\b/g, "let us")
    .replace(/n't\b/g, " not")
    .replace(/'re\b/g, " are")
    .replace(/'ll\b/g, " will")
    .replace(/'ve\b/g, " have")
    .replace(/'m\b/g, " am")
    .replace(/'d\b/g, " would")
    // "it's" is "it is"; "the camera stand's safe position" is a possessive, read without the "'s".
    .replace(/\b(it|that|there|here|what|where|who|how|he|she|this|everything|nothing)'s\b/g, "$1 is")
    .replace(/'s\b/g, "")
    .replace(/_/g, " ")
    .replace(/\b(\d{1,2})(st|nd|rd|th)\b/g, (match, number: string) => ORDINAL_BY_NUMBER[number] ?? match)
    // "1..3" and "1...3" are ranges as "1-3" is.
    .replace(/(\d)\s*\.{2,3}\s*(\d)/g, "$1 - $2")
    .replace(/(\d)\s*-\s*(\d)/g, "$1 - $2")
    .replace(/([a-z])-(?=[a-z])/g, "$1 ")
    .replace(/([a-z])\.\s*(?=\d)/g, "$1 ")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/(\d),(?=\d)/g, "$1 , ")
    // "Ticket 3318: weld 2": a colon sets a label off as a comma does (as in the assembly dialect).
    .replace(/:(?=\s|$)/g, " , ")
    .replace(/([,;&!?#+])/g, " $1 ")
    // "the camera... no sorry, the welder": an ellipsis after a word is a pause, as a comma is.
    .replace(/([a-z])\.{2,}/g, "$1 , ")
    .replace(/\.(?=\s|$)/g, " . ")
    .replace(/[^a-z0-9,;&!?#+.'\-> ]|>(?!\s)|(?<!-)>/g, " ")
    .replace(/\s+/g, " ")
    .replace(REPEATED_RANGE, "$1 $2 $3 ")
    .trim();
  const split = text
    .split(" ")
    .map((token) => token.replace(/^'+|'+$/g, ""))
    .filter((token) => token.length > 0);
  // A "?" or "!" inside the input ends a sentence like a period ("could you weld 2? Much
  // appreciated."); at the end, or beside other punctuation, it adds nothing.
  const tokens = split.flatMap((token, index) => {
    if (token !== "!" && token !== "?") return [token];
    const next = split.slice(index + 1).find((later) => later !== "!" && later !== "?");
    return next === undefined || next === "." || next === "," ? [] : ["."];
  });
  return { text: tokens.join(" "), tokens, questionMark, ...(glued.size > 0 ? { glued } : {}) };
}
