import { distance } from "fastest-levenshtein";
import type { AssemblyCell } from "./load-assembly-cell.js";
import type { LearnedMemory } from "./learned-memory.js";
import { normalizeCommand } from "./normalize-command.js";
import { BUILD_VERBS, CLAUSE_VERBS, STOP_WORDS } from "./words.js";

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

/** A run of tokens with everything it may stand for; `fuzzy` when matched through a typo. */
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
  /** Single-word item, recipe and sandwich words, for typo matching. */
  fuzzyTargets: ReadonlyArray<{ word: string; tag: LexiconTag }>;
}

export function buildLexicon(cell: AssemblyCell, memory?: LearnedMemory): Lexicon {
  const phrases = new Map<string, LexiconTag[]>();
  const add = (phrase: string, tag: LexiconTag) => {
    const key = normalizeCommand(phrase);
    if (!key) return;
    const tags = phrases.get(key) ?? [];
    if (!tags.some((existing) => JSON.stringify(existing) === JSON.stringify(tag))) tags.push(tag);
    phrases.set(key, tags);
  };
  const file = cell.file;
  for (const composite of memory?.composites ?? []) {
    add(composite.name.replace(/_/g, " "), { kind: "learned", name: composite.name });
  }
  for (const alias of memory?.aliases ?? []) add(alias.phrase, { kind: "learned", name: alias.composite });
  const itemWords = new Set(file.items.flatMap((item) => [item.name, ...item.words].map(normalizeCommand)));
  for (const recipe of file.recipes) {
    // A recipe named like an item ("cheese") is reached through its words ("cheese sandwich").
    if (!itemWords.has(recipe.name)) add(recipe.name, { kind: "recipe", recipe: recipe.name });
    for (const word of recipe.words) add(word, { kind: "recipe", recipe: recipe.name });
  }
  for (const item of file.items) {
    add(item.name, { kind: "item", item: item.name });
    for (const word of item.words) add(word, { kind: "item", item: item.name });
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
  for (const [word, cm] of Object.entries(file.distance_words)) add(word, { kind: "distance", cm });
  for (const modifier of ["double", "remove", "swap", "add"] as const) {
    for (const word of file.modifiers[modifier])
      add(word, { kind: "modifier", modifier, word: normalizeCommand(word) });
  }
  const fuzzyTargets: Array<{ word: string; tag: LexiconTag }> = [];
  for (const [phrase, tags] of phrases) {
    if (phrase.includes(" ") || phrase.length < 4) continue;
    for (const tag of tags) {
      // Learned names are the operator's own words: matched exactly, never through a typo.
      if (tag.kind === "item" || tag.kind === "recipe" || tag.kind === "product") {
        fuzzyTargets.push({ word: phrase, tag });
      }
    }
  }
  const longest = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(" ").length));
  return { phrases, longest, fuzzyTargets };
}

/** Words that are never ingredients, so a typo search never turns them into one. */
const NOT_TYPO = new Set([
  "make",
  "take",
  "bake",
  "cheers",
  "tomorrow",
  "lettuce",
  "please",
  "these",
  "those",
  "there",
  "where",
  "three",
  "other",
  "sure",
  "more",
  "some",
  "move",
  "place",
  "slice",
  "slices",
  "layer",
  "layers",
]);

/** Longest-match tagging of normalized tokens; unmatched words keep no tags. */
export function tagTokens(lexicon: Lexicon, tokens: readonly string[]): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < tokens.length) {
    let matched: Span | null = null;
    for (let length = Math.min(lexicon.longest, tokens.length - index); length >= 1; length--) {
      const text = tokens.slice(index, index + length).join(" ");
      const tags = lexicon.phrases.get(text);
      if (tags) {
        matched = { text, start: index, end: index + length, tags };
        break;
      }
    }
    const token = tokens[index];
    if (!matched && /^\d+(\.\d+)?$/.test(token)) {
      matched = { text: token, start: index, end: index + 1, tags: [], number: Number(token) };
    }
    if (
      !matched &&
      token.length >= 5 &&
      /^[a-z]+$/.test(token) &&
      !NOT_TYPO.has(token) &&
      !STOP_WORDS.has(token) &&
      !BUILD_VERBS.has(token) &&
      !CLAUSE_VERBS.has(token)
    ) {
      const limit = token.length >= 7 ? 2 : 1;
      let best: { word: string; tag: LexiconTag; cost: number } | null = null;
      for (const target of lexicon.fuzzyTargets) {
        if (Math.abs(target.word.length - token.length) > limit) continue;
        const cost = distance(token, target.word);
        if (cost <= limit && (!best || cost < best.cost)) best = { ...target, cost };
      }
      if (best) matched = { text: token, start: index, end: index + 1, tags: [best.tag], fuzzy: true };
    }
    spans.push(matched ?? { text: token, start: index, end: index + 1, tags: [] });
    index = matched ? matched.end : index + 1;
  }
  return spans;
}

export function tagOf<K extends LexiconTag["kind"]>(
  span: Span | undefined,
  kind: K,
): Extract<LexiconTag, { kind: K }> | undefined {
  return span?.tags.find((tag) => tag.kind === kind) as Extract<LexiconTag, { kind: K }> | undefined;
}
