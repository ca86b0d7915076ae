import { doubleMetaphone } from "double-metaphone";
import { GRAMMAR_WORDS } from "./grammar-roles.js";
import { normalizeText } from "./normalize-text.js";
import { SPOKEN_FILLERS } from "./spoken-input.js";

/**
 * What a phrase of a cell's own words stands for. `kind` is the dialect's word class
 * ("position", "tool", "routine", "item", "zone", "verb", "noun", …), `value` the cell name.
 */
export interface WordSense {
  kind: string;
  value: string;
}

/** One phrase of the cell's vocabulary and what it means there. */
export interface CellWord {
  phrase: string;
  sense: WordSense;
}

/**
 * A dialect's dictionary of cell words, built once per cell: phrases, and the single words
 * that typo and sound matching may map onto (cell words only — never grammar words).
 */
export interface WordLexicon {
  phrases: Map<string, WordSense[]>;
  longestPhrase: number;
  /** Cell words a misheard or mistyped word may be read as (3+ letters, no digits, not grammar). */
  fuzzyTargets: string[];
  /** Cell word → what it means (its senses, as one key): a tie between words of one meaning is no tie. */
  meaningOf: Map<string, string>;
  /** Double Metaphone code → cell words with that sound. */
  sounds: Map<string, string[]>;
  /** Words that are never read as something else (cell words, grammar, fillers, the dialect's known words). */
  fixed: Set<string>;
  /** Letters said only inside a longer cell phrase ("l" of "b l t"): alone they are no filler. */
  fragments: Set<string>;
  /** Cell words that are only command words (verbs): a typo of one is at most one slip ("reverse" is no "release"). */
  commandWords: Set<string>;
  /** First words of the cell's multi-word verbs ("swing" of "swing by"): "swinging by" is that verb too. */
  verbHeads: Set<string>;
  /** Typo and sound matches already made (word → cell word or null). */
  matches: Map<string, { word: string; via: "typo" | "sound" } | null>;
  /** How the cell is addressed ("welding cell", "weld cell", "paint shop"): see `cellAddress`. */
  address: CellAddress;
}

/** The words of the cell's own name, kind and description that address it; a `heads` word ends an address. */
export interface CellAddress {
  words: ReadonlySet<string>;
  heads: ReadonlySet<string>;
}

/** What names the cell in its file: its id ("welding"), kind ("assembly") and description. */
export interface CellNaming {
  id: string;
  description: string;
  kind?: string;
}

/**
 * How an operator addresses the cell, from its file: "cell", the id, and the words of the
 * description's opening noun phrase ("Welding and inspection cell with …", "Paint shop with …"),
 * with an "-ing" id said as its verb too ("weld cell"). An address ends with "cell", the id or the
 * description's noun — never with another word of the cell ("welding" alone orders, "sandwich" is made).
 */
function cellAddress(naming: CellNaming | undefined, isCellWord: (word: string) => boolean): CellAddress {
  if (!naming) return { words: new Set(), heads: new Set() };
  const id = normalizeText(naming.id.replace(/[_-]/g, " ")).tokens;
  const opening = normalizeText(naming.description).tokens;
  const end = opening.findIndex((word) => !/^[a-z]+$/.test(word) || word === "with" || word === "for");
  const noun = opening.slice(0, end < 0 ? opening.length : end).filter((word) => !ADDRESS_GLUE.has(word));
  const stems = [...id, ...noun].flatMap((word) => (/..ing$/.test(word) ? [word.slice(0, -3)] : []));
  const heads = new Set(
    ["cell", ...id, ...noun.slice(-1)].filter((word) => word === "cell" || !isCellWord(word)),
  );
  return {
    words: new Set([...heads, ...id, ...noun, ...stems, ...(naming.kind ? [naming.kind] : [])]),
    heads,
  };
}
const ADDRESS_GLUE = new Set(["and", "the", "a", "an", "of"]);

/** Adds a sense to the phrase written `key` (none to an empty key), once: equal senses are one. */
export function addSense<T>(phrases: Map<string, T[]>, key: string, sense: T): void {
  if (!key) return;
  const senses = phrases.get(key) ?? [];
  if (!senses.some((known) => JSON.stringify(known) === JSON.stringify(sense))) senses.push(sense);
  phrases.set(key, senses);
}

/**
 * Builds a lexicon from a dialect's cell words. `knownWords` are words the dialect reads as
 * themselves (its small-talk, question and filler words) and so must never be "corrected";
 * `isCommand` tells the command words (verbs), which are typo targets but never sound targets.
 */
export function buildWordLexicon(
  words: Iterable<CellWord>,
  knownWords: Iterable<string> = [],
  isCommand: (sense: WordSense) => boolean = (sense) => sense.kind === "verb",
  naming?: CellNaming,
): WordLexicon {
  const phrases = new Map<string, WordSense[]>();
  for (const { phrase, sense } of words) addSense(phrases, normalizeText(phrase).tokens.join(" "), sense);
  const grammar = new Set<string>([...GRAMMAR_WORDS, ...SPOKEN_FILLERS]);
  const known = new Set(knownWords);
  const fixed = new Set<string>([...grammar, ...known]);
  // A known word that is also a cell word ("right", "regular") is a target: it is never corrected, but may be meant.
  // One that is only inside a longer phrase ("does" of "easy does it") is not: "goes" is not "does".
  const targets = new Set<string>();
  for (const key of phrases.keys())
    for (const token of key.split(" "))
      if (
        token.length >= 3 &&
        !/\d/.test(token) &&
        !grammar.has(token) &&
        (phrases.has(token) || !known.has(token))
      )
        targets.add(token);
  const fragments = new Set<string>();
  for (const key of phrases.keys())
    for (const token of key.split(" ")) {
      if (token.length <= 2 && !fixed.has(token) && !phrases.has(token)) fragments.add(token);
      fixed.add(token);
    }
  // Sound matching serves names heard wrongly; a command word is never guessed from a sound.
  const named = new Set<string>();
  for (const [key, senses] of phrases)
    if (senses.some((sense) => !isCommand(sense))) for (const token of key.split(" ")) named.add(token);
  const sounds = new Map<string, string[]>();
  for (const target of [...targets].filter((token) => named.has(token))) {
    for (const code of new Set(doubleMetaphone(target))) {
      if (code) sounds.set(code, [...(sounds.get(code) ?? []), target]);
    }
  }
  // A word's meaning is its own phrase's when it has one ("weld"), else every phrase it is part of.
  const meanings = new Map<string, Set<string>>();
  for (const [key, senses] of phrases)
    for (const token of key.split(" "))
      if (!phrases.has(token) || token === key)
        for (const sense of senses)
          meanings.set(token, (meanings.get(token) ?? new Set()).add(`${sense.kind}:${sense.value}`));
  const meaningOf = new Map([...meanings].map(([token, set]) => [token, [...set].sort().join("|")]));
  const longestPhrase = Math.max(1, ...[...phrases.keys()].map((key) => key.split(" ").length));
  const commandWords = new Set([...targets].filter((token) => !named.has(token)));
  const verbHeads = new Set<string>();
  for (const [key, senses] of phrases)
    if (key.includes(" ") && senses.every((sense) => isCommand(sense))) verbHeads.add(key.split(" ")[0]);
  return {
    phrases,
    longestPhrase,
    fuzzyTargets: [...targets],
    meaningOf,
    sounds,
    fixed,
    fragments,
    commandWords,
    verbHeads,
    matches: new Map(),
    address: cellAddress(naming, (word) => phrases.has(word)),
  };
}
