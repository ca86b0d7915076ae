import type { AccountKind } from "../contracts/account.js";
import type { LexiconEntry } from "./cell-lexicon.js";

/*
 * What the mention scan (scan-mentions.ts) reads a command into: its meaningful pieces in order
 * of appearance, and what each word was used as.
 */

/** One meaningful piece of an operator command, in order of appearance. */
export type Mention =
  | { kind: "positions"; names: string[]; unknown: string[]; bare: boolean; only?: boolean }
  | { kind: "position_noun"; prefix: string }
  /** `placesOf`: said of a place noun ("both weld spots"), it names the places that support it. */
  | { kind: "routine"; name: string; asNoun: boolean; placesOf?: boolean }
  /** `instrument`: said as what to do it with ("weld 2 with the camera"). */
  | { kind: "tool"; name: string; instrument?: boolean }
  | { kind: "tool_noun" }
  | { kind: "attach" }
  | { kind: "release" }
  | { kind: "move"; back: boolean }
  | { kind: "release_or_move" }
  | { kind: "release_and_home" }
  | { kind: "go_home"; position: string }
  /** "all", "both"; `count` when a number was said ("the two positions"). */
  | { kind: "all"; count?: number; reference?: boolean; relative?: Relative }
  /** A relative clause after a place reference ("all the positions that support welding"). */
  | { kind: "relative"; relative: Relative }
  /** `but`: a bare "but", which may join clauses instead ("…, but do position 2 first");
   *  `ofPrevious`: said after the places it leaves out ("the third no"). */
  | { kind: "exclude"; negation: boolean; but?: boolean; ofPrevious?: boolean }
  | { kind: "sequence" }
  /** "it", "there"; `held`: right after a verb that returns, its object ("return it"), no place. */
  | { kind: "pronoun"; held?: boolean }
  | { kind: "back" }
  /** "and", "&" or (`comma`) ",". */
  | { kind: "and"; comma?: boolean }
  | { kind: "via" }
  /** "above", "in front of": where the place meant lies from the one named next. */
  | { kind: "relation"; phrase: string }
  /** "do the same for position 2": what was done so far, again, at the places that follow. */
  | { kind: "repeat" }
  /** "the other position" / "the other one": the remaining place for the verb. */
  | { kind: "other_position" }
  /** `ends`: said last in its clause, after what it orders ("position 1 weld first, …"). */
  | { kind: "order"; relation: "first" | "before" | "after" | "reverse" | "last"; ends?: boolean }
  /** "one time", "twice": how often, never a place (repetition-count.ts); `unmet`: a count of
   *  routines the places after it do not meet ("two inspections at 3"), asked about; `more`:
   *  "again", "once more", "one more time". */
  | { kind: "times"; count: number; unmet?: boolean; more?: boolean }
  /** A word neither the cell nor grammar knows ("hammer"), kept to name it in a question. */
  | { kind: "unknown_word"; word: string }
  | { kind: "other"; entry: LexiconEntry };

/**
 * A relative clause that narrows places: to those an earlier clause acted on ("the one you
 * welded"), or to those where a routine can be done ("the ones that can be welded"); `routine`
 * is the routine it names, if it names one.
 */
export interface Relative {
  kind: "acted" | "capable";
  routine?: string;
}

export interface ScanResult {
  mentions: Mention[];
  /** Tokens neither in the cell's words nor generic grammar. */
  unknownTokens: string[];
  /** Typos fixed, as "from→to". */
  corrections: string[];
  smallTalk: boolean;
  /** The tokens after typo correction and particle joining. */
  tokens: string[];
  /** Verbs read only from typo-corrected words. */
  guessedVerbs: number;
  /** Hesitations taken out before parsing ("um", "like"): fillers in the account. */
  hesitations: string[];
  /** The words as said, one per token (the account reports these). */
  said: string[];
  /** What each of `tokens` was used as (the account); undefined when the scan did not place it. */
  usedAs: Array<AccountKind | undefined>;
}

/** Mention kinds that are verbs: what the operator wants done. */
export const VERB_KINDS: ReadonlySet<Mention["kind"]> = new Set<Mention["kind"]>([
  "routine",
  "move",
  "attach",
  "release",
  "release_or_move",
  "release_and_home",
  "go_home",
]);

/** Mention kinds that name places. */
export const PLACE_KINDS: ReadonlySet<Mention["kind"]> = new Set<Mention["kind"]>([
  "all",
  "position_noun",
  "positions",
]);
