import { wordSet } from "../understand/word-set.js";
import type { BuildReader, BuildReading } from "./build-reading.js";
import { tagOf, type Span } from "./lexicon.js";
import { VERBS } from "./words.js";

/*
 * A reason said before an edit of the product just named: "a veggie, but she's vegan so lose the
 * cheese", "a club, he's allergic to tomato, hold the tomato", "a blt because my son hates it, no
 * lettuce". The reason explains the edit and orders nothing: only the edit after it changes the
 * product. A reason with no edit after it ("a club, she's vegan"), or with no product before it,
 * is not read, so its words wait for review — it never starts a product of its own.
 */

/** Words that open a reason whatever follows them. */
const BECAUSE = wordSet(`because cause cos coz cuz since`);
/** A subject and its verb said as one word. */
const SUBJECT_VERBS = wordSet(`shes hes theyre im its thats`);
const SUBJECTS = wordSet(`she he they i we it that`);
/** Verbs of a statement about the subject (not the verbs of an order: "Mia wants a club" is hers). */
const STATES = wordSet(`
  is s are am was were has have hates hate loves love likes like cant doesnt dont isnt wont cannot
  eats eat avoids avoid reacts gets
`);
/** Words before a recipe's word that keep it said of the subject ("she's a vegetarian"). */
const SAID_OF = wordSet(`a an very strictly really totally`);

/** Where the edit after a reason starts: a word taking out, doubling or swapping an item. */
const startsEdit = (span: Span | undefined) =>
  /^(remove|double|swap)$/.test(tagOf(span, "modifier")?.modifier ?? "");

/** After a reason's opener ("because", "she's", "he is"), the index of its first word said of the subject, or -1. */
function reasonOpens(build: BuildReading, index: number): number {
  const at = BECAUSE.has(build.text(index) ?? "") ? index + 1 : index;
  if (SUBJECT_VERBS.has(build.text(at) ?? "")) return at + 1;
  if (SUBJECTS.has(build.text(at) ?? "") && STATES.has(build.text(at + 1) ?? "")) return at + 2;
  return at > index ? at : -1;
}

export const readReason: BuildReader = (build, index, span) => {
  const opens = BECAUSE.has(span.text) || /^(,|\.|but|and)$/.test(build.text(index - 1) ?? "");
  if (!build.current || !opens) return undefined;
  const from = reasonOpens(build, index);
  if (from < 0) return undefined;
  const { spans } = build;
  let at = from;
  // "she doesnt like tomato, hold the tomato": a negation of the reason's own verb is the reason's.
  if (startsEdit(spans[at]) && STATES.has(spans[at].text)) at++;
  let recipe = false;
  for (; at < spans.length && !startsEdit(spans[at]); at++) {
    const word = spans[at];
    if (word.number !== undefined || VERBS.has(word.text) || tagOf(word, "zone") || tagOf(word, "product"))
      return undefined;
    // "she's vegetarian": a recipe's word said of the subject, never a product of its own.
    if (tagOf(word, "recipe") && spans.slice(from, at).some((said) => !SAID_OF.has(said.text)))
      return undefined;
    recipe ||= Boolean(tagOf(word, "recipe"));
  }
  const said = (to: number) => spans.slice(index, to + 1).flatMap((word) => word.text.split(" "));
  // "a club, she's a vegetarian" with no edit: what it asks of the club was not said, so it waits.
  if (at >= spans.length && recipe && from > index) return build.unplaced.push(...said(at - 1)) && at - 1;
  if (at >= spans.length || at === from) return undefined;
  const end = spans[at - 1].text === "," ? at - 2 : at - 1;
  build.talk.push(...said(end));
  return end;
};
