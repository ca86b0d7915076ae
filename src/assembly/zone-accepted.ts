import { wordSet } from "../understand/word-set.js";
import type { Lexicon } from "./lexicon.js";

/*
 * A zone said as acceptable, in a clause of its own or closing one ("Over in the middle is fine.",
 * "the left would be great", "on the right will do"): where the product goes, said as an
 * acceptance. The copula and the praise go, the zone stays, read as a zone said alone is. Only after
 * a zone of the cell: "the cheese is fine" keeps its words (and waits). "over" leading a zone's
 * preposition ("over in the middle") goes too.
 */
const COPULAS = [["is"], ["would", "be"], ["will", "be"], ["should", "be"], ["will", "do"], ["would", "do"]];
const ACCEPTED = wordSet(`fine ok okay good great lovely perfect grand alright best`);
const CLAUSE_ENDS = new Set([",", "."]);
const PREPOSITIONS = wordSet(`in on at`);

/** The tokens with each acceptance said after a zone taken out. */
export function zonesAccepted(tokens: readonly string[], lexicon: Lexicon): string[] {
  const out: string[] = [];
  const zoneEnds = (end: number) =>
    [1, 2, 3].some((length) =>
      lexicon.phrases
        .get(tokens.slice(end + 1 - length, end + 1).join(" "))
        ?.some((tag) => tag.kind === "zone"),
    );
  for (let at = 0; at < tokens.length; at++) {
    // "over in the middle", "over on the left": "over" leading a zone's preposition says nothing more.
    if (
      tokens[at] === "over" &&
      PREPOSITIONS.has(tokens[at + 1]) &&
      [2, 3, 4].some((end) => zoneEnds(at + end))
    )
      continue;
    out.push(tokens[at]);
    const zone = zoneEnds(at);
    if (!zone) continue;
    const copula = COPULAS.find((words) => words.every((word, offset) => tokens[at + 1 + offset] === word));
    if (!copula) continue;
    let end = at + 1 + copula.length;
    const doing = copula[1] === "do";
    if (!doing && !ACCEPTED.has(tokens[end])) continue;
    if (!doing) end++;
    if (end < tokens.length && !CLAUSE_ENDS.has(tokens[end])) continue;
    at = end - 1;
  }
  return out;
}
