import type { CellLexicon } from "./cell-lexicon.js";
import type { OrderingReading } from "./ordering-grammar.js";
import type { longestLexiconPhrase } from "./lexicon-phrases.js";
import { VERB_KINDS, type Mention } from "./mention.js";

/*
 * What each stage of the mention scan (scan-mentions.ts) sees and gives back. A stage is one
 * family of constructions (clause words, place references, order words, the cell's phrases,
 * grammar words); it reads at one token, given what was read before it, and returns its reading
 * or nothing, so that the scan's order of stages is the whole of the precedence between them.
 */

type PlaceReading = { mention: Mention; next: number } | null;

/** A command being scanned: its tokens and readers (fixed), and what has been read so far. */
export interface Scan {
  readonly tokens: string[];
  readonly lexicon: CellLexicon;
  /** What was read before (a stage reads it, never changes it). */
  readonly mentions: Mention[];
  /** A leading "first" was said: a later "after" is its "then". */
  readonly firstLeads: boolean;
  /** Where the last mention ended (a particle right after a tool: "cam on"). */
  readonly lastEnd: number;
  /** Words read from a typo ("story" → "store"). */
  readonly correctedWords: ReadonlySet<string>;
  /** Cell words said as their "-ed" form ("tacked" → "tack"). */
  readonly participles: ReadonlySet<string>;
  /** "then", "after that", "step 2", "once it cools" … by the token each starts at (ordering.ts). */
  readonly orderingAt: readonly OrderingReading[];
  readonly placeAt: (start: number, afterVerb: boolean) => PlaceReading;
  readonly scopeAt: (start: number) => PlaceReading;
  readonly phraseAt: (at: number) => ReturnType<typeof longestLexiconPhrase>;
}

/** What a stage read: its mention (none for words read as nothing) and where the next reading starts. */
export interface Reading {
  mention?: Mention;
  next: number;
  /** A leading "first" is said (true) or its clause ended by a "then" (false). */
  firstLeads?: boolean;
  /** The mention is a verb read only from typo-corrected words: a guess. */
  guessedVerb?: boolean;
  /** A typo fixed, as "from→to". */
  correction?: string;
  /** A word neither the cell's nor grammar's. */
  unknown?: string;
  smallTalk?: boolean;
}

/**
 * A stage: its reading at `i`, or undefined to leave the token to the later stages. A reading
 * that does not move on (`next` is `i`) says only `firstLeads`; the later stages still read.
 */
export type Stage = (scan: Scan, i: number) => Reading | undefined;

export const isVerb = (mention: Mention) => VERB_KINDS.has(mention.kind);
