import type { CellLexicon } from "./cell-lexicon.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";
import type { Mention } from "./mention.js";
import { wordSet } from "./word-set.js";

/*
 * A bare "after" between two parts of a command. Speakers of other languages say "after" for
 * "afterwards" ("danach", "après", "dopo"): "A, after B" is A then B when B is no event — a bare
 * verb ("…, after go home"), a direction ("…, after to position 2", which cannot name what was
 * done before), or anything after a leading "first". "A after you B", "after welding it", "after
 * the inspection" name an event and keep their native order (B first). What cannot be settled —
 * "A, after position 2" (afterwards 2, or after having done 2?), "A, after you B" — is asked,
 * never reversed.
 */

/** Words that open a direction: "(go) to", "towards", "into". */
const DIRECTIONS = wordSet(`to towards toward into onto`);
const CLAUSE_ENDS = wordSet(`. ; , then and`);
const COMMAND_KINDS = new Set(["routine", "move", "attach", "release", "go_home"]);

/**
 * How the "after" at `at` orders: "then" (the clause after it comes next), "unsettled" (asked),
 * or undefined (the native reading: the clause after it is done first).
 */
export function bareAfter(
  tokens: readonly string[],
  at: number,
  lexicon: CellLexicon,
  firstLeads: boolean,
  mentions: readonly Mention[],
  readPlace: (start: number, afterVerb: boolean) => { mention: Mention; next: number } | null,
): "then" | "unsettled" | undefined {
  if (firstLeads) return "then";
  const next = tokens[at + 1] ?? "";
  if (DIRECTIONS.has(next)) return "then";
  const setOff = /^(,|and)$/.test(tokens[at - 1] ?? "");
  // "inspect 2 last, after 3 and 1": the clause before already said where it goes.
  const orderedBefore = [...mentions].reverse().find((said) => said.kind !== "and")?.kind === "order";
  if (!setOff || orderedBefore || /(ing|ed)$/.test(next)) return undefined;
  // "A, after you B": native "once you have done B", non-native "afterwards you B" — asked; with
  // the deed done ("after you have welded", "after you welded") it is the native order.
  const done = /^(have|had|are|were|is|did|finish|finished)$|ed$/.test(tokens[at + 2] ?? "");
  if (tokens[at - 1] === "," && /^(you|we)$/.test(next) && !done) return "unsettled";
  const phrase = longestLexiconPhrase(tokens as string[], at + 1, lexicon);
  if (phrase?.entries.some((entry) => COMMAND_KINDS.has(entry.kind))) return "then";
  // "…, after (the) position 2" and nothing more in its clause: no event, no verb.
  const place = readPlace(next === "the" ? at + 2 : at + 1, false);
  const end = place?.mention.kind === "positions" ? place.next : undefined;
  return end !== undefined && (end >= tokens.length || CLAUSE_ENDS.has(tokens[end]))
    ? "unsettled"
    : undefined;
}
