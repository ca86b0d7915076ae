import type { CellLexicon, LexiconEntry } from "./cell-lexicon.js";
import { ALL_WORDS } from "./grammar-words.js";
import { isCount } from "./repetition-count.js";
import { readPositionNoun, singularNoun } from "./position-references.js";

/*
 * A routine word used as a noun modifier: before a tool noun it names the tool the routine needs
 * ("mv weld stand" is the welder's stand, "the welding machine" the welder). "both weld spots", "every inspection station", "the
 * two spray booths" name the places that support that routine; the routine word starts no clause
 * there. Only before a place noun that no number follows ("inspect all weld position 2" may be two
 * clauses said without a comma), and only after a determiner, a quantifier, or a count before a
 * plural noun ("the two weld spots").
 */

/** The longest phrase of the cell at a token, as the scan reads it. */
export type PhraseAt = (at: number) => { entries: LexiconEntry[]; length: number } | null;

const DETERMINERS = new Set(["the", "these", "those", "each", "every", "both", "all", "any"]);

/** "weld spots" at `at`: the routine's phrase length and whether its noun is plural, else null. */
export function modifiedPlaceNoun(
  tokens: readonly string[],
  at: number,
  lexicon: CellLexicon,
  phraseAt: PhraseAt,
) {
  const phrase = phraseAt(at);
  if (!phrase?.entries.every((entry) => entry.kind === "routine")) return null;
  const noun = readPositionNoun([...tokens], at + phrase.length, lexicon);
  if (!noun || noun.prefix !== "" || isCount(tokens[noun.next])) return null;
  const word = tokens[noun.next - 1];
  return { length: phrase.length, plural: singularNoun(word, lexicon) !== word };
}

/** Whether the routine word at `at` modifies the place noun after it (by the word before it). */
export function isRoutineModifier(
  tokens: readonly string[],
  at: number,
  lexicon: CellLexicon,
  phraseAt: PhraseAt,
) {
  const modified = modifiedPlaceNoun(tokens, at, lexicon, phraseAt);
  const before = tokens[at - 1];
  if (!modified || before === undefined) return false;
  return DETERMINERS.has(before) || ALL_WORDS.has(before) || (isCount(before) && modified.plural);
}

/**
 * "both welded seams need a photo", "the primed parts in booth 1": a routine's participle right
 * before a noun of what the cell works on describes the thing; the routine is not ordered.
 */
export function isParticipleOfObject(
  tokens: readonly string[],
  participles: ReadonlySet<string>,
  end: number,
  lexicon: CellLexicon,
) {
  const noun = lexicon.phrases.get(tokens[end] ?? "")?.some((entry) => entry.kind === "object_noun");
  return Boolean(noun && (tokens[end - 1].endsWith("ed") || participles.has(tokens[end - 1])));
}

/**
 * The tool the routine at `at` needs, when its word modifies a tool noun right after it: after a
 * verb, an article or a preposition, or said as a noun ("welding machine"); never opening a clause
 * as a verb would ("inspect stands").
 */
export function toolOfModifier(
  tokens: readonly string[],
  at: number,
  routine: { name: string; length: number },
  lexicon: CellLexicon,
  afterVerb: boolean,
): string | undefined {
  const noun = lexicon.phrases.get(tokens[at + routine.length] ?? "")?.some((e) => e.kind === "tool_noun");
  const said = tokens[at + routine.length - 1];
  const placed = afterVerb || LEADS.has(tokens[at - 1] ?? "") || said.endsWith("ing");
  return noun && placed ? lexicon.toolOfRoutine.get(routine.name) : undefined;
}

const LEADS = new Set([...DETERMINERS, "a", "an", "to", "at", "my", "your", "its"]);
