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

/*
 * A reason said after the edit it explains, in the clause or sentence right after it: "sub the
 * cheese for chicken, dairy bloats me", "leave the lettuce off, Ethan won't eat anything green",
 * "his with no lettuce, he won't eat it", "turkey instead of the bacon? Bacon doesn't agree with me
 * these days". Its subject is a person (a pronoun, a name written as one) or an item the edit named;
 * it names no other thing of the cell — no other item, product, zone, number, verb of the dialect
 * or wish ("…, he wants tomato" is an order) — and a negation in it is its own. It orders nothing.
 */
const PERSONS = wordSet(`he she they i we hes shes theyre im ive weve theyve id`);
const WISHES = wordSet(`want wants wanted need needs like likes would prefer prefers please add put`);
const CLAUSE_ENDS = /^(,|\.|;|:|\?|!|-)$/;

/** The items named in the clause before `index` (its mark at `index - 1`) when it edits, or null. */
function editedItems(build: BuildReading, index: number): Set<string> | null {
  const items = new Set<string>();
  let edits = false;
  for (let at = index - 2; at >= 0 && !CLAUSE_ENDS.test(build.text(at) ?? ""); at--) {
    edits ||= startsEdit(build.spans[at]);
    const item = tagOf(build.spans[at], "item")?.item;
    if (item) items.add(item);
  }
  return edits && items.size > 0 ? items : null;
}

export const readReasonAfterEdit: BuildReader = (build, index, span) => {
  if (!build.current || !CLAUSE_ENDS.test(build.text(index - 1) ?? "")) return undefined;
  const items = editedItems(build, index);
  if (!items) return undefined;
  const itemOf = (at: number) => tagOf(build.spans[at], "item")?.item;
  const subject =
    PERSONS.has(span.text) || build.context.saidNames?.has(span.text) || items.has(itemOf(index) ?? "");
  if (!subject) return undefined;
  let at = index + 1;
  for (; at < build.spans.length && !CLAUSE_ENDS.test(build.text(at) ?? ""); at++) {
    const word = build.spans[at];
    const item = itemOf(at);
    if (item ? !items.has(item) : word.tags.some((tag) => tag.kind !== "modifier")) return undefined;
    if (word.number !== undefined || VERBS.has(word.text) || WISHES.has(word.text)) return undefined;
  }
  if (at === index + 1) return undefined;
  build.talk.push(...build.spans.slice(index, at).flatMap((word) => word.text.split(" ")));
  return at - 1;
};
