import type { CellLexicon } from "./cell-lexicon.js";
import { FILLER_WORDS } from "./grammar-words.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";
import { PLACE_KINDS, VERB_KINDS, type Mention } from "./mention.js";

/* What the mention scan asks of the words and mentions around the one it is reading. */

const isVerb = (mention: Mention) => VERB_KINDS.has(mention.kind);

/** How many fillers open a longer phrase of the cell inside the one at `start` (0 when none does). */
export function fillersThenLongerPhrase(
  tokens: string[],
  start: number,
  length: number,
  lexicon: CellLexicon,
): number {
  for (let skip = 1; skip < length && FILLER_WORDS.has(tokens[start + skip - 1]); skip++) {
    const later = longestLexiconPhrase(tokens, start + skip, lexicon);
    if (later && skip + later.length > length) return skip;
  }
  return 0;
}

/**
 * Where a relative clause is read: "the one(s) …" and "whatever …" once a verb was said; one
 * standing alone only right after the places it narrows ("every seam you're able to"), so that
 * "can you weld 1" or "you can weld 1" keep their verb; in the clause it is said in.
 */
export function relativeFits(mention: Mention, previous: Mention | undefined, mentions: Mention[]): boolean {
  if (mention.kind === "all" && mention.relative) return mentions.some(isVerb);
  if (mention.kind !== "relative") return false;
  const narrows =
    PLACE_KINDS.has(previous?.kind ?? "and") ||
    (previous?.kind === "other" && previous.entry.kind === "object_noun");
  // Its verb is in its own clause: "…, then position 3 you check" is object, subject and verb.
  return narrows && clauseOf(mentions).some(isVerb);
}

/** The mentions of the clause being read (since the last "then"). */
const clauseOf = (mentions: Mention[]) =>
  mentions.slice(mentions.map((mention) => mention.kind).lastIndexOf("sequence") + 1);

/** Whether the clause so far names a tool and no verb ("cam …"; "tack 1, welder …": a comma parts it). */
export function toolWithoutVerb(mentions: Mention[]): boolean {
  const clause = clauseOf(mentions).filter(
    (_, at, all) => !all.slice(at).some((mention) => mention.kind === "and" && mention.comma),
  );
  return (
    clause.some((mention) => mention.kind === "tool" || mention.kind === "tool_noun") && !clause.some(isVerb)
  );
}
