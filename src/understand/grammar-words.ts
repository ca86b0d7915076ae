/**
 * Generic English grammar words the rules parser needs whatever the cell: numbers, list and
 * sequence words, quantifiers, exclusions, pronouns, politeness. Nothing cell-specific lives
 * here — positions, tools, routines and their verbs come from the cell file.
 */
import { phraseList, wordSet } from "./word-set.js";
const numberNames = wordSet(`zero one two three four five six seven eight nine ten eleven twelve
  thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty`);
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [...numberNames].map((word, value) => [word, value]),
);

const ordinalNames = wordSet(`first second third fourth fifth sixth seventh eighth ninth tenth`);
export const ORDINAL_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [...ordinalNames].map((word, index) => [word, index + 1]),
);
/**
 * Nouns that name a person (either dialect): whom an order is for ("for the kid"), who a story
 * beside an order is about ("the doctor says …"), whom nothing is thrown at.
 */
export const PEOPLE_NOUNS = wordSet(`
  mom mum mama mother dad daddy papa father grandma grandpa granny grandad grandmother grandfather
  nana grandson granddaughter wife husband partner son daughter kid kids child children boy boys girl
  girls baby twins teenager teen teens family friend friends guest guests boss colleague colleagues
  coworker coworkers client clients customer customers manager managers intern interns visitor
  visitors guy guys lady ladies man men woman women brother sister aunt uncle cousin niece nephew
  girlfriend boyfriend neighbour neighbor doctor nurse teacher
`);

/** "2" → "second": the ordinal word of a number ("2nd", "the 2. position"). */
export const ORDINAL_BY_NUMBER: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ORDINAL_WORDS).map(([word, value]) => [String(value), word]),
);

/** Words that join items of a list ("1, 2 and 3", "1 & 2", "1 or 2"). */
export const LIST_JOINERS = new Set(["and", "&", ",", "or", "plus", "+", "as", "well"]);

/** Words that make a range ("1 to 3", "1-3", "1 through 3"). */
export const RANGE_WORDS = new Set(["to", "through", "thru", "till", "until", "-"]);

/** Quantifiers meaning "every applicable position". */
export const ALL_WORDS = wordSet(
  `all every each everything everywhere full complete entire whole both wherever`,
);

/** Phrases that exclude what follows, longest first. */
export const EXCLUDE_PHRASES: readonly string[][] = phraseList(
  "but not|instead of|rather than|other than|apart from|except for|aside from|leaving out|except|excluding|besides|without|but|skip|skipping|minus|not|never",
);

/** Negations said after what they negate, at a clause's end ("…, the third no."). */
export const POST_NEGATIONS = new Set(["no", "not"]);

/** Pronouns for "the last named position". */
export const POSITION_PRONOUNS = new Set(["it", "there", "that", "same"]);

/**
 * Courtesy and filler words that carry no meaning for a robot command. (Vague places and things,
 * "somewhere", "anything", are here too: "go somewhere" asks where, like "go".)
 */
export const FILLER_WORDS = wordSet(`
  please pls plz kindly can could would will you robot the a an at to on in of for me my now today
  mind just go ahead and i want wants need needs like lets let's let us we do perform run execute
  carry out some with thanks thank again then quickly over by from this that these those number no
  nr # its your our up be is are were should must make sure right away into onto inside down start begin try also
  too as well first second next hey ok okay alright yes so them there here it all positions
  position back once more task job cycle operation routine time current currently one ones same
  use somewhere anywhere something anything things stuff too only possible arm have
  yourself itself asap immediately gladly
`);

/**
 * Times that are not now ("for the morning", "tomorrow", "later tonight", "after lunch", "in an
 * hour"): known, so never heard as a cell word ("hour" is no "tour"), and never placed, so a
 * command that says one is asked about rather than done at once.
 */
export const LATER_WORDS = wordSet(`
  tomorrow tonight later morning afternoon evening noon midday midnight lunch lunchtime overnight
  weekend monday tuesday wednesday thursday friday saturday sunday hour hours minute minutes mins
  shortly
`);

/** Words for the last of a numbered group ("except the last one"). */
export const LAST_WORDS = new Set(["last", "final"]);

/** Words for the middle of a numbered group ("apart from the middle one"). */
export const MIDDLE_WORDS = new Set(["middle", "center", "centre", "central"]);

/** "the other position": the remaining one of a pair. */
export const OTHER_WORDS = new Set(["other", "remaining"]);

/** Words that open a question. */
export const QUESTION_OPENERS = wordSet(`
  what what's whats which where where's wheres when how who why is are was were did does do has
  have had show list tell give describe explain display any status history
`);

/** Greetings and small talk: understood as "not a command". */
export const SMALL_TALK = wordSet(`hello hi hey morning evening thanks thank bye goodbye cheers yo howdy`);

/** Particles of English phrasal verbs that may be split from the verb ("put the camera back"). */
export const VERB_PARTICLES = new Set(["back", "away", "up", "off", "down", "on"]);

/** Words that put the next places on the way ("go to position 1 via safe position 2"). */
export const VIA_PHRASES: readonly string[][] = phraseList(
  "by way of|passing through|going through|via|through|thru",
);

/**
 * Where a place lies from another ("the safe spot above position 1", "in front of the camera
 * stand"): read only as the cell's own description of that place says it.
 */
export const RELATION_PHRASES: readonly string[][] = phraseList(
  "in front of|next to|close to|above|beside|near|behind|below|under|underneath",
);

/** Meta text that tries to change the assistant's rules (prompt injection), matched on normalized text. */
export const META_INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|constraints?|safety|restrictions?|policy|polic(y|ies)|checks?)\b/,
  /\b(ignore|disregard|forget)\b.{0,20}\b(previous|above|prior|earlier|everything)\b/,
  /\bsystem prompt\b/,
  /\b(developer|admin|god|debug) mode\b/,
  /\bjailbreak\b/,
  /\byou are (now|no longer)\b/,
  /\bpretend (to be|you are)\b/,
  /\bnew instructions?\b/,
];
