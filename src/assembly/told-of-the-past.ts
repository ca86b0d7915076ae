import { wordSet } from "../understand/word-set.js";
import { tagTokens, type Lexicon } from "./lexicon.js";
import { VERBS } from "./words.js";

/*
 * A story in the past tense about the cell's things: "I had a club for lunch", "the veggie was
 * great", "a blt was what I had", "last time you made a club", "the last one was too big". A
 * clause that tells of a product, an item or "one" in the past, with no verb of an order and no
 * wish or modal in it, orders nothing: its past words are read by no construction, so the order
 * waits for review instead of building what was only told of. "I was wondering whether you could
 * make …" (a past form before an "-ing" form is a polite frame), "put it back where it was" (a
 * relative clause) and "make the one I had yesterday" (an order's verb) are no stories.
 */
const PAST = wordSet(`had ate was were made ordered`);
const PAST_TIMES = wordSet(`yesterday`);
const LAST = wordSet(`time week night`);
const RELATIVES = wordSet(`where what which that who when as how whatever`);
const WISHES = wordSet(`want wants need needs like would could can will please lets let may might shall`);
const BOUNDS = /^[,.;:!?]$|^(?:but|so)$/;

/** The past words of each clause of `tokens` that tells a story of the cell's things. */
export function toldOfThePast(tokens: readonly string[], lexicon: Lexicon): string[] {
  const told: string[] = [];
  let from = 0;
  for (let at = 0; at <= tokens.length; at++) {
    if (at < tokens.length && !BOUNDS.test(tokens[at])) continue;
    told.push(...pastOf(tokens.slice(from, at), lexicon));
    from = at + 1;
  }
  return told;
}

function pastOf(clause: readonly string[], lexicon: Lexicon): string[] {
  if (clause.some((word) => VERBS.has(word) || WISHES.has(word))) return [];
  const past = clause.flatMap((word, at) => {
    if (PAST_TIMES.has(word)) return [word];
    if (word === "last" && LAST.has(clause[at + 1] ?? "")) return [word, clause[at + 1]];
    const frame =
      /ing$/.test(clause[at + 1] ?? "") ||
      clause.slice(Math.max(0, at - 2), at).some((w) => RELATIVES.has(w));
    return PAST.has(word) && !frame ? [word] : [];
  });
  if (past.length === 0) return [];
  const things = tagTokens(lexicon, [...clause]).some(
    (span) =>
      span.number !== undefined ||
      /^(?:one|1)$/.test(span.text) ||
      span.tags.some((tag) => ["item", "recipe", "learned", "product"].includes(tag.kind)),
  );
  return things ? past : [];
}
