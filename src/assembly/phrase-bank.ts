import { distance } from "fastest-levenshtein";
import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { LearnedMemory } from "./learned-memory.js";
import { tagTokens, type Lexicon } from "./lexicon.js";
import { normalizeCommand } from "./normalize-command.js";

/**
 * The fast path: phrases the operator taught (learned composite names and aliases) matched
 * exactly or fuzzily. A fuzzy match counts only when both phrases carry the same meaning-bearing
 * words — items, recipes, zones, numbers, speed, directions, modifiers ("no", "extra", "with") —
 * so "make the simple" never swallows "make the simple with no meat".
 */
export interface PhraseEntry {
  phrase: string;
  composite: string;
  sequence: AssemblyInstruction[];
  signature: string;
}

export interface PhraseMatch {
  entry: PhraseEntry;
  similarity: number;
  exact: boolean;
}

export const FUZZY_THRESHOLD = 0.86;

const FILLER = /\b(the|a|an|my|our|please|do|make|run|build|give me|me|again|us|some|another|for me|now)\b/g;
const core = (normalized: string) =>
  normalized.replace(FILLER, " ").replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();

const SIGNED = new Set(["item", "recipe", "zone", "speed", "direction"]);

/** The meaning-bearing words of a phrase; two phrases may only match when these are equal. */
export function phraseSignature(normalized: string, lexicon: Lexicon): string {
  const marks: string[] = [];
  for (const span of tagTokens(lexicon, normalized.split(" ").filter(Boolean))) {
    if (span.number !== undefined) marks.push(`#${span.number}`);
    for (const tag of span.tags) {
      if (tag.kind === "modifier") marks.push(`mod:${tag.modifier === "add" ? span.text : tag.modifier}`);
      else if (SIGNED.has(tag.kind)) marks.push(`${tag.kind}:${Object.values(tag)[1]}`);
    }
    if (/^(not|dont|never|without|no|hold|skip|instead|except|but)$/.test(span.text))
      marks.push(`neg:${span.text}`);
  }
  return [...new Set(marks)].sort().join("|");
}

export function buildPhraseBank(memory: LearnedMemory, lexicon: Lexicon): PhraseEntry[] {
  const entries: PhraseEntry[] = [];
  const add = (phrase: string, composite: string, sequence: AssemblyInstruction[]) => {
    const normalized = normalizeCommand(phrase);
    if (!normalized) return;
    entries.push({
      phrase: normalized,
      composite,
      sequence,
      signature: phraseSignature(normalized, lexicon),
    });
  };
  for (const composite of memory.composites) {
    add(composite.name.replace(/_/g, " "), composite.name, composite.sequence);
  }
  for (const alias of memory.aliases) {
    const composite = memory.composites.find((entry) => entry.name === alias.composite);
    if (composite) add(alias.phrase, composite.name, composite.sequence);
  }
  return entries;
}

export function matchPhrase(
  bank: readonly PhraseEntry[],
  normalized: string,
  lexicon: Lexicon,
): PhraseMatch | null {
  const input = core(normalized);
  if (!input) return null;
  let best: PhraseMatch | null = null;
  let signature: string | null = null;
  for (const entry of bank) {
    const phrase = core(entry.phrase);
    if (!phrase) continue;
    if (phrase === input) return { entry, similarity: 1, exact: true };
    const similarity = 1 - distance(phrase, input) / Math.max(phrase.length, input.length);
    if (similarity < FUZZY_THRESHOLD || (best && similarity <= best.similarity)) continue;
    signature ??= phraseSignature(normalized, lexicon);
    if (signature !== entry.signature) continue;
    best = { entry, similarity, exact: false };
  }
  return best;
}
