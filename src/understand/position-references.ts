import type { CellLexicon } from "./cell-lexicon.js";
import { LAST_WORDS, MIDDLE_WORDS, NUMBER_WORDS, ORDINAL_WORDS } from "./grammar-words.js";
import type { Mention } from "./scan-mentions.js";

/*
 * Reading position references: "position 2", "pos 1, 2 and 3", "1-3", "the second safe
 * position", "the third one", "the last one", "safe 2", "all 3 positions".
 */

const NUMBER_MARKERS = new Set(["number", "no", "nr", "#"]);
const LIST_SEPARATORS = new Set([",", "and", "&", "or", "plus", "+"]);
const RANGE_SEPARATORS = new Set(["to", "through", "thru", "till", "until", "-"]);
const MAX_RANGE = 50;
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

function readNumber(token: string | undefined, allowWords: boolean): number | null {
  if (token === undefined) return null;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  if (allowWords && token in NUMBER_WORDS) return NUMBER_WORDS[token];
  return null;
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

/** Numbers after a noun: "1", "1, 2 and 3", "1 to 3", "one & two". */
function readNumberList(
  tokens: string[],
  start: number,
  lexicon: CellLexicon,
  prefix: string,
  allowWords: boolean,
) {
  let i = start;
  while (NUMBER_MARKERS.has(tokens[i]) && readNumber(tokens[i + 1], true) !== null) i++;
  // "number one", "#2": a marker makes a number word a position number.
  const first = readNumber(tokens[i], allowWords || (i > start && NUMBER_MARKERS.has(tokens[i - 1])));
  if (first === null) return null;
  const numbers = [first];
  i++;
  for (;;) {
    if (RANGE_SEPARATORS.has(tokens[i])) {
      // "#1 through #3"
      const marker = NUMBER_MARKERS.has(tokens[i + 1]) && readNumber(tokens[i + 2], true) !== null ? 1 : 0;
      const end = readNumber(tokens[i + 1 + marker], allowWords);
      const from = numbers[numbers.length - 1];
      if (end !== null && end > from && end - from <= MAX_RANGE) {
        for (let n = from + 1; n <= end; n++) numbers.push(n);
        i += 2 + marker;
        continue;
      }
      break;
    }
    let j = i;
    while (LIST_SEPARATORS.has(tokens[j]) || (tokens[j] === "as" && tokens[j + 1] === "well"))
      j += tokens[j] === "as" ? 2 : 1;
    // Spoken lists run on without "and": "inspect one two and three".
    if (j === i && readNumber(tokens[i], allowWords) === null) break;
    // "position 1 and position 2" keeps the list going when the prefix is the same.
    const noun = readPositionNoun(tokens, j, lexicon);
    if (noun && noun.prefix === prefix) j = noun.next;
    while (NUMBER_MARKERS.has(tokens[j]) && readNumber(tokens[j + 1], true) !== null) j++;
    const next = readNumber(tokens[j], allowWords || noun !== null);
    if (next === null) break;
    numbers.push(next);
    i = j + 1;
  }
  return { numbers, next: i };
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

const CLAUSE_ENDS = new Set([",", ".", ";", "and", "then", "please", "too", "next", "afterwards"]);

/** A position reference starting at `start`; `afterVerb` lets bare number words count ("weld one and two"). */
export function readPositionReference(
  tokens: string[],
  start: number,
  lexicon: CellLexicon,
  afterVerb = false,
) {
  let i = start;
  // "the first two", "the last three safe positions": the first or last N of a numbered group.
  const leading = readNumber(tokens[i + 1], true);
  if ((tokens[i] === "first" || LAST_WORDS.has(tokens[i])) && leading !== null && leading > 1) {
    const noun = readPositionNoun(tokens, i + 2, lexicon);
    if (noun || tokens[i - 1] === "the" || tokens[i + 2] === undefined || CLAUSE_ENDS.has(tokens[i + 2])) {
      const group = groupNumbers(noun?.prefix ?? "", lexicon);
      const picked = tokens[i] === "first" ? group.slice(0, leading) : group.slice(-leading);
      if (picked.length === leading)
        return {
          mention: resolveNumbers(picked, noun?.prefix ?? "", lexicon, false),
          next: noun ? noun.next : i + 2,
        };
    }
  }
  // Ordinals: "the first position", "the first and second positions", "the second safe position".
  if (tokens[i] === "the") i++;
  if (tokens[i] in ORDINAL_WORDS) {
    const numbers: number[] = [];
    let j = i;
    while (tokens[j] in ORDINAL_WORDS) {
      numbers.push(ORDINAL_WORDS[tokens[j]]);
      j++;
      if (LIST_SEPARATORS.has(tokens[j]) && tokens[j + 1] in ORDINAL_WORDS) j++;
      else if (tokens[j] === "and" && tokens[j + 1] === "the" && tokens[j + 2] in ORDINAL_WORDS) j += 2;
    }
    const noun = readPositionNoun(tokens, j, lexicon);
    if (noun) return { mention: resolveNumbers(numbers, noun.prefix, lexicon, false), next: noun.next };
    // "the third one"
    if (tokens[j] === "one" && tokens[i - 1] === "the")
      return { mention: resolveNumbers(numbers, "", lexicon, false), next: j + 1 };
    // "… and inspect the third": an ordinal ending a clause names a position.
    if (tokens[i - 1] === "the" && (tokens[j] === undefined || CLAUSE_ENDS.has(tokens[j])))
      return { mention: resolveNumbers(numbers, "", lexicon, false), next: j };
  }
  // "the last position", "the final one", "the last safe position": the highest number of the group;
  // "the middle one": the middle of an odd-sized group.
  if (LAST_WORDS.has(tokens[i]) || MIDDLE_WORDS.has(tokens[i])) {
    const noun = readPositionNoun(tokens, i + 1, lexicon);
    const prefix = noun?.prefix ?? "";
    if (noun || (tokens[i + 1] === "one" && tokens[i - 1] === "the")) {
      const numbers = groupNumbers(prefix, lexicon);
      const middle = MIDDLE_WORDS.has(tokens[i]);
      const picked = middle
        ? numbers.length % 2 === 1
          ? numbers[(numbers.length - 1) / 2]
          : null
        : numbers.at(-1);
      if (picked !== undefined && picked !== null)
        return {
          mention: resolveNumbers([picked], prefix, lexicon, false),
          next: noun ? noun.next : i + 2,
        };
    }
  }
  i = start;
  // "safe 2": a group's prefix and a number, without the noun.
  for (const prefix of lexicon.positionPrefixes) {
    if (prefix.length === 0 || !prefix.every((word, offset) => tokens[i + offset] === word)) continue;
    const number = readNumber(tokens[i + prefix.length], true);
    const name = number === null ? undefined : lexicon.numberedPositions.get(`${prefix.join(" ")}#${number}`);
    if (name)
      return {
        mention: resolveNumbers([number!], prefix.join(" "), lexicon, false),
        next: i + prefix.length + 1,
      };
  }
  const noun = readPositionNoun(tokens, i, lexicon);
  if (noun) {
    const list = readNumberList(tokens, noun.next, lexicon, noun.prefix, true);
    if (list) return { mention: resolveNumbers(list.numbers, noun.prefix, lexicon, false), next: list.next };
    return null;
  }
  // "the two positions", "all three stations": a count before a plural noun means all of them.
  const count = readNumber(tokens[i], true);
  const plural = tokens[i + 1];
  if (
    count !== null &&
    count > 1 &&
    plural !== undefined &&
    singularNoun(plural, lexicon) &&
    singularNoun(plural, lexicon) !== plural
  )
    return { mention: { kind: "all", count } as Mention, next: i + 2 };
  if (
    readNumber(tokens[i], afterVerb) !== null ||
    (NUMBER_MARKERS.has(tokens[i]) && readNumber(tokens[i + 1], true) !== null)
  ) {
    const list = readNumberList(tokens, i, lexicon, "", afterVerb);
    // "all 3 positions": a count before a plural noun, not a position number.
    const after = tokens[list?.next ?? i];
    if (
      list &&
      list.numbers.length === 1 &&
      after !== undefined &&
      after !== singularNoun(after, lexicon) &&
      singularNoun(after, lexicon)
    ) {
      return { mention: { kind: "all", count: list.numbers[0] } as Mention, next: list.next };
    }
    if (list) return { mention: resolveNumbers(list.numbers, "", lexicon, true), next: list.next };
  }
  return null;
}
