import type { CellLexicon } from "./cell-lexicon.js";
import {
  ALL_WORDS,
  LAST_WORDS,
  MIDDLE_WORDS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  RELATION_PHRASES,
} from "./grammar-words.js";
import { parse } from "./position-grammar.js";
import type { Mention } from "./mention.js";

/*
 * Reading position references: "position 2", "pos 1, 2 and 3", "1-3", "the second safe
 * position", "the third one", "the last one", "safe 2", "all 3 positions". The constructions are
 * the grammar in position-grammar.peggy; this file gives it the cell's words and resolves what it
 * read to the cell's places.
 */

export function singularNoun(token: string | undefined, lexicon: CellLexicon): string | null {
  if (!token) return null;
  if (lexicon.positionNouns.has(token)) return token;
  for (const suffix of ["es", "s"]) {
    const stem = token.endsWith(suffix) ? token.slice(0, -suffix.length) : "";
    if (stem && lexicon.positionNouns.has(stem)) return stem;
  }
  return null;
}

export function isNoun(token: string | undefined, lexicon: CellLexicon): boolean {
  return singularNoun(token, lexicon) !== null || token === "one";
}

/**
 * "[prefix] noun", returning where it ends and which prefix it had. A noun that begins a longer
 * phrase of the cell meaning something else is not one: "spot weld" is a verb, not "spot".
 */
export function readPositionNoun(tokens: string[], start: number, lexicon: CellLexicon) {
  for (const prefix of lexicon.positionPrefixes) {
    if (!prefix.every((word, offset) => tokens[start + offset] === word)) continue;
    const end = start + prefix.length + 1;
    if (!singularNoun(tokens[end - 1], lexicon)) continue;
    for (
      let length = Math.min(lexicon.longestPhrase, tokens.length - start);
      length > end - start;
      length--
    ) {
      const entries = lexicon.phrases.get(tokens.slice(start, start + length).join(" "));
      if (entries?.every((entry) => entry.kind !== "position")) return null;
    }
    return { prefix: prefix.join(" "), next: end };
  }
  return null;
}

/** "safe 2": a group's prefix and a number naming one of its places, without the noun. */
function numberedPlace(tokens: string[], start: number, lexicon: CellLexicon) {
  for (const prefix of lexicon.positionPrefixes) {
    if (prefix.length === 0 || !prefix.every((word, offset) => tokens[start + offset] === word)) continue;
    const token = tokens[start + prefix.length] ?? "";
    // "the safe one" is a pronoun ("the safe position"), not safe position 1.
    if (token === "one" && tokens[start - 1] === "the") continue;
    const number = /^\d{1,3}$/.test(token)
      ? Number(token)
      : token in NUMBER_WORDS
        ? NUMBER_WORDS[token]
        : null;
    if (number !== null && lexicon.numberedPositions.has(`${prefix.join(" ")}#${number}`))
      return { prefix: prefix.join(" "), number, length: prefix.length + 1 };
  }
  return null;
}

/** The numbers of a numbered group ("safe" → 1, 2, 3), ascending. */
function groupNumbers(prefix: string, lexicon: CellLexicon): number[] {
  const numbers = [...lexicon.numberedPositions.keys()]
    .filter((key) => key.startsWith(`${prefix}#`))
    .map((key) => Number(key.slice(prefix.length + 1)));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

function resolveNumbers(numbers: number[], prefix: string, lexicon: CellLexicon, bare: boolean): Mention {
  const names: string[] = [];
  const unknown: string[] = [];
  const noun = [...lexicon.positionNouns][0] ?? "position";
  for (const number of numbers) {
    const name = lexicon.numberedPositions.get(`${prefix}#${number}`);
    if (name) {
      if (names.at(-1) !== name) names.push(name);
    } else unknown.push(`${prefix ? `${prefix} ` : ""}${noun} ${number}`);
  }
  return { kind: "positions", names, unknown, bare };
}

/** The cell's words as the grammar's terminals (position-grammar.peggy). */
export const cell = {
  noun: readPositionNoun,
  numberedPlace,
  group: groupNumbers,
  plural: (token: string | undefined, lexicon: CellLexicon) =>
    token !== undefined && token !== singularNoun(token, lexicon) && singularNoun(token, lexicon) !== null,
};

const ONLY = new Set(["just", "only"]);
const NUMBER_MARKERS = new Set(["number", "no", "nr", "#"]);
const LIST_SEPARATORS = new Set(["&", "or", "plus", "+"]);
const RANGE_SEPARATORS = new Set(["to", "through", "thru", "till", "until", "-"]);
const CLAUSE_ENDS = new Set([".", ";", "then", "please", "too", "next", "afterwards"]);
const OPENING_TYPES = "tfrclmdonk";
// Words of their own type; the scope and exclusion words are read by scope-words.ts.
const WORD_TYPES: Record<string, string> = Object.fromEntries([
  ...[...ALL_WORDS].map((word) => [word, "Q"]),
  ...`one:o first:f the:t and:a ,:C as:A well:W but:b not:N never:v except:E excluding:X besides:X
    negative:N minus:X skip:S skipping:S without:S instead:I rather:R than:T other:h apart:P aside:B
    leaving:L out:U of:O for:F from:M both:H it:i them:j those:y these:y same:Z ones:u time:Y times:Y more:V
    that:w which:w who:w you:~ we:~ i:~ they:~ can:= could:= be:z been:z was:G were:G is:G are:G
    have:G has:G had:G got:G just:J already:J able:K support:p supports:p supported:p allow:p allows:p allowed:p
    whatever:q what:q possible:D where:^ bar:X barring:X exc:X excl:X`
    .split(/\s+/)
    .map((pair) => pair.split(":")),
]);

/** A token's type as the grammars read it, one character (alphabets: position- and scope-grammar.peggy). */
export function grammarType(token: string): string {
  if (Object.hasOwn(WORD_TYPES, token)) return WORD_TYPES[token];
  if (/^\d{1,3}$/.test(token)) return "d";
  if (token in NUMBER_WORDS) return token in ORDINAL_WORDS ? "c" : "n";
  if (token in ORDINAL_WORDS) return "r";
  if (LAST_WORDS.has(token)) return "l";
  if (MIDDLE_WORDS.has(token)) return "m";
  if (NUMBER_MARKERS.has(token)) return "k";
  if (LIST_SEPARATORS.has(token)) return "s";
  if (RANGE_SEPARATORS.has(token)) return "g";
  return CLAUSE_ENDS.has(token) ? "e" : "x";
}

/** The sentence's grammar types, one character a token: worked out once, read by both grammars. */
export function grammarTypes(tokens: readonly string[]): string {
  let types = "";
  tokens.forEach((token, at) => (types += pronounOne(tokens, at) ? "x" : grammarType(token)));
  return types;
}

/** Words after "the one" that say where the thing meant lies: "the one next to it". */
const DESCRIBING = new Set(RELATION_PHRASES.map((phrase) => phrase[0]));

/**
 * "weld the one next to it", "go to the one in front of the camera stand": "one" between a
 * determiner and where it lies is a thing, never the number 1 ("weld the one and after go home"
 * still is; "the one you welded" is read by the relative clause).
 */
function pronounOne(tokens: readonly string[], at: number): boolean {
  return (
    tokens[at] === "one" &&
    /^(the|that|this)$/.test(tokens[at - 1] ?? "") &&
    DESCRIBING.has(tokens[at + 1] ?? "")
  );
}

/**
 * The position references of a sentence, read by the construction grammar once per sentence:
 * `(start, afterVerb)` gives the reference starting at token `start`; `afterVerb` lets bare
 * number words count ("weld one and two").
 */
export function readPositionReferences(tokens: string[], lexicon: CellLexicon, types = grammarTypes(tokens)) {
  const parsed: Array<ReturnType<typeof parse> | null> = [];
  return (start: number, afterVerb: boolean): { mention: Mention; next: number } | null => {
    // Only a grammar word or a place word of the cell opens a reading.
    if (parsed[start] === undefined)
      parsed[start] =
        OPENING_TYPES.includes(types[start] ?? " ") ||
        readPositionNoun(tokens, start, lexicon) ||
        numberedPlace(tokens, start, lexicon)
          ? parse(types, { tokens, lexicon, cell, from: start })
          : null;
    const found = parsed[start];
    if (found === null) return null;
    const afterVerbReading = afterVerb ? found.afterVerbReadings[start] : undefined;
    const reading = afterVerbReading === undefined ? found.readings[start] : afterVerbReading;
    if (!reading) return null;
    if ("count" in reading) return { mention: { kind: "all", count: reading.count }, next: reading.end };
    const mention = resolveNumbers(reading.numbers, reading.prefix, lexicon, reading.bare);
    // "just position 1", "2 only": the places said narrow what was said before (parse-action.ts).
    if (ONLY.has(tokens[start - 1]) || ONLY.has(tokens[reading.end])) Object.assign(mention, { only: true });
    return { mention, next: reading.end };
  };
}

/** "…, the safe one": a word of the one place just named, with "the … one": that place again. */
export function samePlaceAgain(
  tokens: string[],
  start: number,
  previous: Mention,
  lexicon: CellLexicon,
): boolean {
  if (previous.kind !== "positions" || previous.names.length !== 1) return false;
  if (tokens[start - 1] !== "the" || tokens[start + 1] !== "one" || !/^[a-z]+$/.test(tokens[start]))
    return false;
  return [...lexicon.phrases].some(
    ([phrase, entries]) =>
      phrase.split(" ").includes(tokens[start]) &&
      entries.some((entry) => entry.kind === "position" && entry.name === previous.names[0]),
  );
}
