import { samePlaceAgain } from "./position-references.js";
import { countOf, isCount } from "./repetition-count.js";
import { modifiedPlaceNoun } from "./routine-modifier.js";
import type { Reading, Scan } from "./scan-stage.js";

/*
 * The mention scan's stage for the places a command names by the generic grammar: "position 2",
 * "the first two", "both", "the two weld spots", and a place said again ("…, uh, the safe one").
 * It runs after the clause words and before the cell's phrases, and yields to a longer phrase of
 * the cell ("the booth 1 entry" is a place of its own, not "booth 1").
 */
export function readPlaceReference(scan: Scan, i: number): Reading | undefined {
  const { tokens, lexicon, mentions, placeAt } = scan;
  const token = tokens[i];
  const previous = mentions.at(-1);
  // A bare number word names a place right after a verb, an exclusion ("apart from one", "not the
  // three") or a "both" that opens a list ("both one and two").
  // …and after a count, set off by a comma ("weld the both positions, one and two").
  const afterComma = mentions.at(-2)?.kind === "all" && previous?.kind === "and" && tokens[i - 1] === ",";
  // …and after what the cell works on and "at", "on", "in" ("the parts at one and two").
  const objectAt =
    /^(at|on|in)$/.test(tokens[i - 1] ?? "") &&
    lexicon.phrases.get(tokens[i - 2] ?? "")?.some((entry) => entry.kind === "object_noun");
  // …and alone after "then" following a place ("weld one and then two, then go home": ellipsis).
  const ellipsis =
    previous?.kind === "sequence" &&
    mentions.slice(-3, -1).some((mention) => mention.kind === "positions") &&
    /^(,|\.|;|and|then)?$/.test(tokens[i + 1] ?? "");
  const afterVerb =
    objectAt ||
    ellipsis ||
    (previous !== undefined &&
      (["routine", "move", "exclude"].includes(previous.kind) ||
        (previous.kind === "all" && previous.reference === true && previous.count === 2) ||
        afterComma));
  // "the two weld spots": a count of places that support a routine.
  if (isCount(token) && modifiedPlaceNoun(tokens, i + 1, lexicon, scan.phraseAt)?.plural)
    return { mention: { kind: "all", count: countOf(token) }, next: i + 1 };
  const counted = placeAt(i, afterVerb);
  // "the both positions, one": a list that does not fit its count is not read as its apposition.
  const count = mentions.at(-2)?.kind === "all" ? (mentions.at(-2) as { count?: number }).count : undefined;
  const fits =
    !afterComma || (counted?.mention.kind === "positions" && counted.mention.names.length === count);
  const reference = fits ? counted : placeAt(i, false);
  // "move to the weld tool safe position, uh, the safe one": the place just named, said again.
  const named = previous?.kind === "and" ? mentions.at(-2) : previous;
  if (named && samePlaceAgain(tokens, i, named, lexicon)) return { mention: named, next: i + 2 };
  // The longest reading wins: "the booth 1 entry" is a place of its own, not "booth 1".
  const phraseFirst = reference && (scan.phraseAt(i)?.length ?? 0) > reference.next - i;
  return reference && !phraseFirst ? reference : undefined;
}
