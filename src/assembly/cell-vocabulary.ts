import type { WordLexicon } from "../understand/word-lexicon.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import type { LearnedMemory } from "./learned-memory.js";
import { buildLexicon, type Lexicon } from "./lexicon.js";
import { buildPhraseBank, type PhraseEntry } from "./phrase-bank.js";

/** What the interpreter derives from a cell file and its learned memory: built once, read per command. */
export interface CellVocabulary {
  lexicon: Lexicon;
  phraseBank: PhraseEntry[];
  /** The cell's words for the shared understanding core (typed tokens, typo and sound matching, the account). */
  words: WordLexicon;
}

/** How many memory versions are kept per cell (a session teaches a few; old ones fall out). */
const VERSIONS_KEPT = 4;
const cache = new WeakMap<AssemblyCell, Array<{ version: string; vocabulary: CellVocabulary }>>();

/**
 * The version of a learned memory: names, aliases and when each composite was (re)taught. Two
 * reads of an unchanged memory have the same version, so their vocabulary is shared.
 */
export function memoryVersion(memory: LearnedMemory): string {
  return `${memory.composites.map((entry) => `${entry.name}@${entry.created_at}#${entry.sequence.length}`).join(",")}|${memory.aliases.map((alias) => `${alias.phrase}>${alias.composite}`).join(",")}`;
}

/** The lexicon and phrase bank of a cell with a memory, built once per cell file and memory version. */
export function cellVocabulary(cell: AssemblyCell, memory: LearnedMemory): CellVocabulary {
  const version = memoryVersion(memory);
  const versions = cache.get(cell) ?? [];
  const hit = versions.find((entry) => entry.version === version);
  if (hit) return hit.vocabulary;
  const lexicon = buildLexicon(cell, memory);
  const vocabulary = {
    lexicon,
    phraseBank: buildPhraseBank(memory, lexicon),
    words: lexicon.words,
  };
  cache.set(cell, [{ version, vocabulary }, ...versions].slice(0, VERSIONS_KEPT));
  return vocabulary;
}
