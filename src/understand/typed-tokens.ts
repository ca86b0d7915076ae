import { GRAMMAR_PHRASES, type GrammarRole } from "./grammar-roles.js";
import { NUMBER_WORDS, ORDINAL_WORDS } from "./grammar-words.js";
import { discourseFrameWords } from "./discourse-frames.js";
import type { CouldInstruct } from "./remark-sentences.js";
import { matchCellWord } from "./match-cell-word.js";
import { normalizeText } from "./normalize-text.js";
import { longestAt, longestPhraseFrom } from "./phrase-starts.js";
import { joinSplitWords } from "./split-words.js";
import { NUMBER_HOMOPHONES, SPOKEN_FILLERS, numberSlotAt, rangeHomophoneAt } from "./spoken-input.js";
import type { WordLexicon, WordSense } from "./word-lexicon.js";

/** How a word was heard when it is not read as written. */
export interface Heard {
  from: string;
  via: "typo" | "sound" | "homophone";
}

/**
 * One typed token of a command: a cell phrase (with its senses), a number or ordinal, a grammar
 * phrase (with its roles), a filler, or a word nobody knows. `words` are the normalised input
 * tokens it covers, `text` those joined.
 */
export type TypedToken = { text: string; words: string[]; heard?: Heard } & (
  | { kind: "cell"; senses: WordSense[] }
  | { kind: "number"; value: number }
  | { kind: "ordinal"; value: number; roles: GrammarRole[] }
  | { kind: "grammar"; roles: GrammarRole[] }
  /** `frame`: a word of a politeness or discourse frame ("would you mind", "thanks a lot"). */
  | { kind: "filler"; frame?: boolean }
  | { kind: "word" }
);

export interface TypingOptions {
  /** Words the dialect treats as fillers besides the spoken ones ("please", "the"). */
  fillers?: ReadonlySet<string>;
  /** Whether a word takes a number after it ("position" 2): a number slot for homophones. */
  takesNumber?: (word: string) => boolean;
  /** Whether a word ends a verb that a place may follow bare ("weld" to): a number slot when the clause ends there. */
  endsVerb?: (word: string) => boolean;
  /** Which words could instruct in this cell: with it, remark sentences are fillers too. */
  couldInstruct?: CouldInstruct;
  /** The frames already read in these words (with the same `couldInstruct`): used when the words are still the same. */
  framesRead?: { words: readonly string[]; inFrames: ReadonlySet<number> };
  /** The words are already as the dialect read them: no split word is joined, no slip mended. */
  asRead?: boolean;
}

export interface TypedCommand {
  tokens: TypedToken[];
  /** The input had a "?". */
  questionMark: boolean;
}

const NOUN_SLOT_BEFORE = new Set(["the", "its", "his", "her", "their", "that", "this"]);

/**
 * A slip mended into a bare place or tool noun ("paint gun" as "point gun", "hold the camera" as
 * "holder the camera") must stand where that noun stands: a place noun before its number or
 * before nothing of its own ("positon 2", "all the positons"), a tool noun after a name or a determiner and not
 * before another one ("camera holdr", "its stnd"). Elsewhere the word stays as said, unknown.
 */
function fitsNounSlot(
  raw: readonly string[],
  index: number,
  senses: readonly WordSense[],
  lexicon: WordLexicon,
) {
  const isNumber = (word = "") => /^\d+$/.test(word) || word in NUMBER_WORDS || word in NUMBER_HOMOPHONES;
  const kinds = new Set(senses.map((sense) => sense.kind));
  // A place noun is followed by its number, or by nothing of its own ("all the positons", "the
  // home positon"); a name or a determiner after it means it is no place noun ("paint gun").
  if (kinds.size === 1 && kinds.has("position_noun"))
    return (
      isNumber(raw[index + 1]) ||
      !(lexicon.phrases.has(raw[index + 1] ?? "") || NOUN_SLOT_BEFORE.has(raw[index + 1] ?? ""))
    );
  if (kinds.size === 1 && kinds.has("tool_noun")) {
    const next = raw[index + 1] ?? "";
    const before = raw[index - 1] ?? "";
    return (
      (lexicon.phrases.has(before) || NOUN_SLOT_BEFORE.has(before)) &&
      !NOUN_SLOT_BEFORE.has(next) &&
      !lexicon.phrases.has(next)
    );
  }
  return true;
}

const CLOSING_ROLES = new Set<GrammarRole>(["list", "exclusion", "negation"]);

const NUMBER_MARKERS = new Set(["number", "no", "nr", "#", "step"]);

/**
 * Types a command's words against a cell lexicon: spelling and sound slips of cell words are
 * mended first (cell words only), then the longest cell or grammar phrase is taken at each
 * place; numbers are digits, number words, or homophones in a number slot ("position too").
 */
export function typeTokens(input: string, lexicon: WordLexicon, options: TypingOptions = {}): TypedCommand {
  const normalized = normalizeText(input);
  // "in spec": a cell word split in two by the transcriber is one word.
  const split = options.asRead
    ? { words: normalized.tokens, said: new Map<number, string>() }
    : joinSplitWords(normalized.tokens, lexicon);
  const raw = split.words;
  // Words of politeness frames, and the periods of abbreviations: fillers, taken out of the scan.
  const read = options.framesRead;
  const same = read !== undefined && sameWords(read.words, raw);
  const inFrames = new Set(same ? read.inFrames : discourseFrameWords(raw, options.couldInstruct));
  const heard = new Map<number, Heard>();
  for (const [index, from] of split.said) heard.set(index, { from, via: "typo" });
  const words = raw.map((word, index) => {
    const range = rangeHomophoneAt(raw, index);
    if (range) return range;
    if (inFrames.has(index) || word in NUMBER_WORDS || word in ORDINAL_WORDS || options.fillers?.has(word))
      return word;
    const match = !options.asRead && matchCellWord(word, lexicon);
    if (!match || !fitsNounSlot(raw, index, lexicon.phrases.get(match.word) ?? [], lexicon)) return word;
    heard.set(index, { from: word, via: match.via });
    // "insp. pos 1": the period of an abbreviation ends no sentence.
    if (match.word.startsWith(word) && raw[index + 1] === ".") inFrames.add(index + 1);
    return match.word;
  });
  const takesNumber = (word: string) => NUMBER_MARKERS.has(word) || (options.takesNumber?.(word) ?? false);
  // A list, exclusion or negation phrase just said ("and", "except for", "apart from", "not").
  const closesList = () => {
    const last = [...tokens].reverse().find((token) => token.kind !== "filler");
    return last?.kind === "grammar" && last.roles.some((role) => CLOSING_ROLES.has(role));
  };
  const isFiller = (word: string) => SPOKEN_FILLERS.has(word) || (options.fillers?.has(word) ?? false);
  const tokens: TypedToken[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i];
    if (inFrames.has(i)) {
      tokens.push({ kind: "filler", text: word, words: [word], frame: true });
      i++;
      continue;
    }
    const cellMost = longestPhraseFrom(lexicon.phrases, word, lexicon.longestPhrase);
    const cell = longestAt(words, i, cellMost, (key) => lexicon.phrases.get(key));
    const grammar = longestAt(words, i, longestPhraseFrom(GRAMMAR_PHRASES, word, 4), (key) =>
      GRAMMAR_PHRASES.get(key),
    );
    const slips = (length: number) => {
      for (let j = i; j < i + length; j++) if (heard.has(j)) return heard.get(j);
      return undefined;
    };
    // A homophone is a number only in a number slot ("position too"; "go to 2" keeps its "to").
    const homophone =
      !(word in NUMBER_WORDS) &&
      word in NUMBER_HOMOPHONES &&
      numberSlotAt(words, i, takesNumber, closesList, options.endsVerb);
    if (/^\d+$/.test(word) || word in NUMBER_WORDS || homophone) {
      tokens.push({
        kind: "number",
        text: word,
        words: [word],
        value: /^\d+$/.test(word) ? Number(word) : homophone ? NUMBER_HOMOPHONES[word] : NUMBER_WORDS[word],
        ...(homophone ? { heard: { from: word, via: "homophone" as const } } : {}),
      });
      i++;
    } else if (
      heard.has(i) &&
      !(cell && cell.length >= (grammar?.length ?? 0)) &&
      (grammar || isFiller(word))
    ) {
      // A slip mended into a cell word that is read as grammar or filler stays as said ("oven" is not "over").
      tokens.push({ kind: "word", text: raw[i], words: [raw[i]] });
      i++;
    } else if (cell && cell.length >= (grammar?.length ?? 0)) {
      const text = words.slice(i, i + cell.length);
      tokens.push({
        kind: "cell",
        text: text.join(" "),
        words: text,
        senses: cell.value,
        heard: slips(cell.length),
      });
      i += cell.length;
    } else if (word in ORDINAL_WORDS) {
      tokens.push({
        kind: "ordinal",
        text: word,
        words: [word],
        value: ORDINAL_WORDS[word],
        roles: GRAMMAR_PHRASES.get(word) ?? [],
      });
      i++;
    } else if (grammar) {
      const text = words.slice(i, i + grammar.length);
      tokens.push({ kind: "grammar", text: text.join(" "), words: text, roles: grammar.value });
      i += grammar.length;
    } else {
      // Before a number, a slip mended into a verb that makes no phrase stays as said: a place
      // noun misheard may be meant ("paws three" is no "pass" of "pass by").
      const numberNext = /^\d+$/.test(words[i + 1] ?? "") || (words[i + 1] ?? "") in NUMBER_WORDS;
      const said = heard.has(i) && numberNext && lexicon.commandWords.has(word) ? raw[i] : word;
      const filler = isFiller(said);
      tokens.push({ kind: filler ? "filler" : "word", text: said, words: [said] });
      i++;
    }
  }
  return { tokens, questionMark: normalized.questionMark };
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}
