import { longestAt, longestPhraseFrom } from "../understand/phrase-starts.js";
import { GRAMMAR_PHRASES } from "../understand/grammar-roles.js";
import { matchCellWord } from "../understand/match-cell-word.js";
import { addSense, buildWordLexicon, type CellWord, type WordLexicon } from "../understand/word-lexicon.js";
import { ASSEMBLY_KNOWN_WORDS } from "./assembly-account.js";
import { BUILD_VERBS, CLAUSE_VERBS, ITEM_LEAD_INS, MOTION_VERBS } from "./words.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import type { LearnedMemory } from "./learned-memory.js";
import { normalizeCommand } from "./normalize-command.js";

/** What a word or phrase of the operator stands for, all read from the cell file and memory. */
export type LexiconTag =
  | { kind: "item"; item: string }
  | { kind: "recipe"; recipe: string }
  | { kind: "learned"; name: string }
  | { kind: "product" }
  | { kind: "zone"; zone: string }
  | { kind: "speed"; level: "slow" | "normal" | "fast" }
  | { kind: "direction"; direction: string }
  | { kind: "distance"; cm: number }
  | { kind: "modifier"; modifier: "double" | "remove" | "swap" | "add"; word: string };

/** A run of tokens (misheard words as the cell word meant) with everything it may stand for; `fuzzy` when a word was misheard. */
export interface Span {
  text: string;
  start: number;
  end: number;
  tags: LexiconTag[];
  fuzzy?: boolean;
  number?: number;
}

export interface Lexicon {
  phrases: ReadonlyMap<string, LexiconTag[]>;
  longest: number;
  /** The same words for the shared core: typo and sound matching, typed tokens, the account. */
  words: WordLexicon;
  /** Words of the phrases a misheard word may be read as (see `SLIP_KINDS`). */
  slipTargets: ReadonlySet<string>;
  /** Each zone's one-word words, the first it is listed with first: what a clipped zone word ("L", "mid") may stand for. */
  zoneWords: string[][];
  /** Each direction's one-word words, the same way: what a clipped direction word ("nudge R") may stand for. */
  directionWords: string[][];
}

/**
 * Typo and sound matching (the shared core's) reach names only: items, recipes, the product noun,
 * zones and directions — never a modifier, whose meaning a slip can invert, nor a learned name.
 */
const SLIP_KINDS = new Set<LexiconTag["kind"]>(["item", "recipe", "product", "zone", "direction"]);

export function buildLexicon(cell: AssemblyCell, memory?: LearnedMemory): Lexicon {
  const phrases = new Map<string, LexiconTag[]>();
  const add = (phrase: string, tag: LexiconTag) => addSense(phrases, normalizeCommand(phrase), tag);
  const file = cell.file;
  for (const composite of memory?.composites ?? []) {
    add(composite.name.replace(/_/g, " "), { kind: "learned", name: composite.name });
  }
  for (const alias of memory?.aliases ?? []) add(alias.phrase, { kind: "learned", name: alias.composite });
  const itemWords = new Set(
    file.items.flatMap((item) => [item.name, ...item.words].map((word) => normalizeCommand(word))),
  );
  for (const recipe of file.recipes) {
    // A recipe named like an item ("cheese") is reached through its words ("cheese sandwich").
    if (!itemWords.has(recipe.name)) add(recipe.name, { kind: "recipe", recipe: recipe.name });
    for (const word of recipe.words) add(word, { kind: "recipe", recipe: recipe.name });
  }
  for (const item of file.items) {
    add(item.name, { kind: "item", item: item.name });
    for (const word of [...item.words, ...item.units]) add(word, { kind: "item", item: item.name });
  }
  for (const word of file.product.words) add(word, { kind: "product" });
  for (const zone of file.locations.zones) {
    add(zone.name, { kind: "zone", zone: zone.name });
    for (const alias of zone.aliases) add(alias, { kind: "zone", zone: zone.name });
    for (const word of zone.words) add(word, { kind: "zone", zone: zone.name });
  }
  for (const level of ["slow", "normal", "fast"] as const) {
    for (const word of file.speed_words[level]) add(word, { kind: "speed", level });
  }
  for (const [direction, words] of Object.entries(file.direction_words)) {
    for (const word of words ?? []) add(word, { kind: "direction", direction });
  }
  // A distance said without its article ("move up little bit") is the same distance.
  for (const [word, cm] of Object.entries(file.distance_words))
    for (const said of [word, word.replace(/^an? (?=\w)/, "")]) add(said, { kind: "distance", cm });
  for (const modifier of ["double", "remove", "swap", "add"] as const) {
    for (const word of file.modifiers[modifier])
      add(word, { kind: "modifier", modifier, word: normalizeCommand(word) });
  }
  // Forms made here are read as said, never guessed towards: "toamtoes" is no "toasties".
  const written = new Set([...phrases.keys()].flatMap((phrase) => phrase.split(" ")));
  // "but swapping the cheese for turkey", "a club including extra cheese": a swap or an adding said with -ing.
  for (const modifier of ["swap", "add"] as const)
    for (const word of file.modifiers[modifier]) {
      const [verb, ...rest] = normalizeCommand(word).split(" ");
      const tag: LexiconTag = { kind: "modifier", modifier, word: normalizeCommand(word) };
      if (/^[a-z]{3,}$/.test(verb) && !phrases.has(ingOf(verb))) add([ingOf(verb), ...rest].join(" "), tag);
    }
  // "two cheese toasties": a recipe or product said in the plural is that recipe or product.
  for (const [phrase, tags] of [...phrases])
    for (const tag of tags)
      if ((tag.kind === "recipe" || tag.kind === "product") && !phrases.has(pluralOf(phrase)))
        add(pluralOf(phrase), tag);
  const longest = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(" ").length));
  const slipTargets = new Set<string>();
  for (const [phrase, tags] of phrases)
    if (tags.some((tag) => SLIP_KINDS.has(tag.kind)))
      for (const word of phrase.split(" ")) slipTargets.add(word);
  const words = wordLexicon(cell, phrases);
  const made = (word: string) => !written.has(word);
  words.fuzzyTargets = words.fuzzyTargets.filter((word) => !made(word));
  for (const [code, targets] of words.sounds)
    words.sounds.set(
      code,
      targets.filter((word) => !made(word)),
    );
  const oneWords = (said: string[]) =>
    said.map((word) => normalizeCommand(word)).filter((word) => /^[a-z]+$/.test(word));
  const zoneWords = file.locations.zones.map((zone) => oneWords(zone.words));
  const directionWords = Object.values(file.direction_words).map(oneWords);
  return { phrases, longest, words, slipTargets, zoneWords, directionWords };
}

/** The English -ing form of a verb ("swap" → "swapping", "replace" → "replacing"). */
function ingOf(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
}

/** The English plural of a phrase's last word ("toastie" → "toasties", "lunch" → "lunches"). */
function pluralOf(phrase: string): string {
  if (/s$/.test(phrase)) return phrase;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return /(ch|sh|x|z)$/.test(phrase) ? `${phrase}es` : `${phrase}s`;
}

/** The lexicon's phrases as cell words for the shared core (grammar words stay grammar). */
function wordLexicon(cell: AssemblyCell, phrases: ReadonlyMap<string, LexiconTag[]>): WordLexicon {
  const words: CellWord[] = [];
  for (const [phrase, tags] of phrases) {
    for (const tag of tags) {
      // A modifier that is also a grammar word ("no", "with") stays grammar: its role is the account's.
      if (tag.kind === "modifier" && GRAMMAR_PHRASES.has(phrase)) continue;
      // What the phrase means, so that two spellings of one meaning ("sandwich", "sandwhich") never tie.
      const value = String(Object.values(tag)[1] ?? tag.kind);
      words.push({ phrase, sense: { kind: tag.kind === "modifier" ? tag.modifier : tag.kind, value } });
    }
  }
  const creative = cell.file.creative_patterns.flatMap((pattern) => pattern.toLowerCase().split(/\s+/));
  const naming = { id: cell.file.cell, description: cell.file.description, kind: cell.file.kind };
  const notDone = cell.file.product.not_done.flatMap((phrase) => phrase.toLowerCase().split(/\s+/));
  return buildWordLexicon(words, [...ASSEMBLY_KNOWN_WORDS, ...creative, ...notDone], undefined, naming);
}

function heardAs(lexicon: Lexicon, token: string): string | null {
  if (lexicon.phrases.has(token) || !/^[a-z]+$/.test(token)) return null;
  const match = matchCellWord(token, lexicon.words);
  // A short word is read as another only if it starts the same ("baon" is bacon, "runs" not buns).
  if (!match || (token.length < 5 && token[0] !== match.word[0])) return null;
  return lexicon.slipTargets.has(match.word) ? match.word : null;
}

/** Longest-match tagging of normalized tokens, misheard words read as the cell word meant; unmatched words keep no tags. */
export function tagTokens(lexicon: Lexicon, tokens: readonly string[]): Span[] {
  const heard = tokens.map((token) => heardAs(lexicon, token));
  const words = tokens.map((token, index) => heard[index] ?? token);
  const spans: Span[] = [];
  let index = 0;
  while (index < words.length) {
    const most = longestPhraseFrom(lexicon.phrases, words[index], lexicon.longest);
    const found = longestAt(words, index, most, (text) => lexicon.phrases.get(text));
    let matched: Span | null = found && {
      text: found.key,
      start: index,
      end: index + found.length,
      tags: found.value,
    };
    // "go easy on the lettuce" is an amount, "easy on that", "nice and easy on the right" a pace: a
    // modifier said as "W on" is one only before an item; elsewhere its first word is read as said.
    const amount =
      matched && / on$/.test(matched.text) && matched.tags.every((tag) => tag.kind === "modifier");
    if (matched && amount && !itemAfter(lexicon, words, matched.end))
      matched = {
        text: words[index],
        start: index,
        end: index + 1,
        tags: lexicon.phrases.get(words[index]) ?? [],
      };
    if (matched && heard.slice(index, matched.end).some(Boolean)) matched.fuzzy = true;
    // A word heard as part of no phrase here stays as said.
    const token = tokens[index];
    if (!matched && /^\d+(\.\d+)?$/.test(token)) {
      matched = { text: token, start: index, end: index + 1, tags: [], number: Number(token) };
    }
    spans.push(matched ?? { text: token, start: index, end: index + 1, tags: [] });
    index = matched ? matched.end : index + 1;
  }
  return spans.map((span, at) => (span.tags.length > 1 ? swapOrName(spans, at) : span));
}

/** Whether an item of the cell is named at `at`, past its articles ("the", "some", "a slice of"). */
function itemAfter(lexicon: Lexicon, words: readonly string[], at: number): boolean {
  let k = at;
  while (k < words.length && ITEM_LEAD_INS.has(words[k])) k++;
  const named = (length: number) =>
    (lexicon.phrases.get(words.slice(k, k + length).join(" ")) ?? []).some((tag) => tag.kind === "item");
  return named(1) || named(2);
}

/**
 * A word that is both a swap and a name of the cell (a product word "sub") swaps only in the swap's
 * own construction, "W ITEM for|with ITEM" ("sub spinach for the lettuce"); elsewhere it is the name.
 */
function swapOrName(spans: Span[], at: number): Span {
  const span = spans[at];
  const swap = span.tags.find((tag) => tag.kind === "modifier" && tag.modifier === "swap");
  if (!swap) return span;
  // The side that goes in may be a word the cell lacks ("sub avocado for the tomato"): it is named back.
  const itemAt = (from: number, unknown = false) => {
    let k = from;
    while (spans[k]?.text.split(" ").every((word) => ITEM_LEAD_INS.has(word))) k++;
    const said = spans[k];
    const item = said?.tags.some((tag) => tag.kind === "item");
    return item || (unknown && said?.tags.length === 0 && /^[a-z]+$/.test(said.text)) ? k : -1;
  };
  const first = itemAt(at + 1, true);
  const swaps = first > 0 && /^(for|with)$/.test(spans[first + 1]?.text ?? "") && itemAt(first + 2) > 0;
  return { ...span, tags: swaps ? [swap] : span.tags.filter((tag) => tag !== swap) };
}

export function tagOf<K extends LexiconTag["kind"]>(
  span: Pick<Span, "tags"> | undefined,
  kind: K,
): Extract<LexiconTag, { kind: K }> | undefined {
  // A plain loop: this is asked of most spans of every command.
  if (span)
    for (const tag of span.tags) if (tag.kind === kind) return tag as Extract<LexiconTag, { kind: K }>;
  return undefined;
}

const CORRECTION_KINDS: Record<string, string> = { learned: "recipe", product: "recipe" };

/** The word classes a self-correction replaces in an assembly cell: its tags, numbers and verbs. */
export function assemblyWordKind(
  lexicon: Lexicon,
  outerKinds: ReadonlySet<string> = new Set(),
): (token: string) => string | null {
  return (token) => {
    if (/^\d+(\.\d+)?$/.test(token)) return "number";
    // "turkey on rye with lettuce and tomato, no cheese": a kind of the outer item names a whole, as a recipe does.
    if (outerKinds.has(token)) return "recipe";
    const tag = tagTokens(lexicon, [token])[0].tags.find((found) => found.kind !== "modifier");
    if (tag) return CORRECTION_KINDS[tag.kind] ?? tag.kind;
    return BUILD_VERBS.has(token) || MOTION_VERBS.has(token) || CLAUSE_VERBS.has(token) ? "verb" : null;
  };
}

/**
 * Which word before a name makes one name with it, to a self-correction: a phrase of the cell of
 * the same kind ("grilled cheese", "cream cheese"), and a recipe before the product noun ("blt sandwich").
 */
export function assemblyNameJoins(lexicon: Lexicon) {
  const kindOf = assemblyWordKind(lexicon);
  const product = (word: string) => Boolean(tagOf(tagTokens(lexicon, [word])[0], "product"));
  return (previous: string, name: string[], kind: string): boolean =>
    kindOf([previous, ...name].join(" ")) === kind ||
    (kind === "recipe" && name.length === 1 && product(name[0]) && kindOf(previous) === kind);
}
