import { wordSet } from "../understand/word-set.js";
import type { Lexicon } from "./lexicon.js";

/*
 * A person's dislike of an item, said beside an order: "I can't manage tomatoes anymore", "he won't
 * eat lettuce", "she doesn't like cheese", "I don't eat meat on Fridays". A negated verb of having
 * or bearing, its subject the speaker or someone said as a pronoun, and an item of the cell after
 * it, is that item left out of the product: the words read as the removal "no ITEM". How long the
 * dislike has lasted or when it holds ("anymore", "these days", "on Fridays") goes with it; a
 * product or a word the cell lacks after the verb ("I can't have the club", "he can't eat
 * pickles") is not read so, and waits as before. "…, so none on his" after it is the same removal.
 * Being off an item is the same dislike said as a state: "I'm off dairy this month", "he's gone off
 * tomatoes", "we are off bread for now".
 */
const LEADS = wordSet(`only but though although just`);
const SUBJECTS = wordSet(`i we he she they`);
const NEGATIONS = wordSet(`cant cannot couldnt dont doesnt wont never`);
const SPLIT_NEGATIONS = wordSet(`can could do does will would`);
const ADVERBS = wordSet(`really even ever usually always just`);
const VERBS = wordSet(`manage eat like stand have take handle tolerate digest stomach abide bear do want
  touch`);
const DETERMINERS = wordSet(`the any a much`);
const SPANS = wordSet(`anymore nowadays lately today tonight`);
const SPAN_PAIRS = ["any more", "these days", "at all", "any longer", "no more", "for now"];
/** "this month", "these weeks", "this season": a stretch of time that is now. */
const NOW_STRETCH = /^(?:this|these) (?:days?|weeks?|months?|years?|seasons?|term|semester)$/;
/** A subject and its verb of being or having said as one word ("I'm off …", "he's gone off …"). */
const BEING = wordSet(`im hes shes were theyre ive weve theyve`);
const BE = wordSet(`am is are have has`);
const DAYS = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;
/** "…, so none on his": the removal said again, of the one whose product it is. */
const RESTATED =
  /^(?:, )?(?:(?:so|and) )?none(?: (?:on|for|in) (?:his|hers|him|her|theirs|them|mine|me|it))?(?= [,.]|$)/;

/** The length of "SUBJECT is (gone) off" at `at` (after its lead), or 0. */
function offOpening(tokens: readonly string[], at: number): number {
  let next = at;
  if (BEING.has(tokens[next])) next++;
  else if (SUBJECTS.has(tokens[next]) && BE.has(tokens[next + 1])) next += 2;
  else return 0;
  while (ADVERBS.has(tokens[next]) || tokens[next] === "gone") next++;
  return tokens[next] === "off" ? next + 1 - at : 0;
}

/** The length of a dislike's opening (lead, subject, negation, adverb, verb) at `at`, or 0. */
function dislikeOpening(tokens: readonly string[], at: number): number {
  let next = at;
  if (LEADS.has(tokens[next])) next++;
  const off = offOpening(tokens, next);
  if (off > 0) return next + off - at;
  if (!SUBJECTS.has(tokens[next])) return 0;
  next++;
  while (ADVERBS.has(tokens[next])) next++;
  if (NEGATIONS.has(tokens[next])) next++;
  else if (SPLIT_NEGATIONS.has(tokens[next]) && tokens[next + 1] === "not") next += 2;
  else return 0;
  while (ADVERBS.has(tokens[next])) next++;
  return VERBS.has(tokens[next]) ? next + 1 - at : 0;
}

/** How many tokens an item of the cell (and nothing else it could be) takes at `at`, or 0. */
function itemAt(tokens: readonly string[], at: number, lexicon: Lexicon): number {
  for (const length of [3, 2, 1]) {
    const tags = lexicon.phrases.get(tokens.slice(at, at + length).join(" "));
    if (tags) return tags.length > 0 && tags.every((tag) => tag.kind === "item") ? length : 0;
  }
  return 0;
}

/** How many tokens at `at` say how long or when a dislike holds ("anymore", "on Fridays"), or 0. */
function spanAt(tokens: readonly string[], at: number): number {
  if (SPANS.has(tokens[at])) return 1;
  const pair = `${tokens[at]} ${tokens[at + 1]}`;
  if (SPAN_PAIRS.includes(pair) || NOW_STRETCH.test(pair)) return 2;
  return tokens[at] === "on" && DAYS.test(tokens[at + 1] ?? "") ? 2 : 0;
}

/** The tokens with each dislike of an item read as its removal ("no tomatoes"). */
export function dislikesAsRemovals(tokens: readonly string[], lexicon: Lexicon): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const opens = at === 0 || /^(?:,|\.|and)$/.test(tokens[at - 1]);
    const opening = opens ? dislikeOpening(tokens, at) : 0;
    let item = at + opening;
    while (opening > 0 && DETERMINERS.has(tokens[item])) item++;
    const length = opening > 0 ? itemAt(tokens, item, lexicon) : 0;
    if (length === 0) {
      // "I can't have the club": a product not wanted is said, which no reader here takes; its
      // negation is kept as one that a construction must read, so the order waits.
      const product =
        opening > 0 &&
        lexicon.phrases.get(tokens[item])?.some((tag) => /^(recipe|product|learned)$/.test(tag.kind));
      out.push(
        ...(product
          ? tokens.slice(at, at + opening).map((word) => (NEGATIONS.has(word) ? "not" : word))
          : [tokens[at]]),
      );
      if (product) at += opening - 1;
      continue;
    }
    out.push("no", ...tokens.slice(item, item + length));
    let end = item + length;
    for (let span = spanAt(tokens, end); span > 0; span = spanAt(tokens, end)) end += span;
    const restated = RESTATED.exec(tokens.slice(end).join(" "));
    at = end - 1 + (restated ? restated[0].split(" ").length : 0);
  }
  return out;
}
