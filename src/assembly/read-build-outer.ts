import { isOpen, skipWords, type BuildReader, type BuildReading, type BuildSpec } from "./build-reading.js";
import { tagOf } from "./lexicon.js";
import { wordSet } from "../understand/word-set.js";

/*
 * The outer item around a product: a product named by its fillings with the outer item after it
 * ("a ham and cheese on sourdough"), the outer item said as the whole ("a roll with ham"), and a
 * layer said at both ends ("… with bread on the top and bottom").
 */

/**
 * "a ham and cheese on sourdough": one product named by its fillings (an article, then fillings
 * joined by "and" with no article of their own) — the outer item said after it goes around them.
 */
export function namedByFillings(build: BuildReading, end: number): string[] | null {
  const said = build.spans.slice(0, end);
  const first = said.findIndex((span) => tagOf(span, "item"));
  const article = skipWords(said, first - 1, PLAIN_WORDS, -1);
  if (first < 1 || !/^(a|an|one|1)$/.test(said[article]?.text ?? "")) return null;
  const rest = said.slice(first);
  const fillings =
    rest.some((span) => span.text === "and") &&
    rest.every((span) => tagOf(span, "item") || /^(and|,)$/.test(span.text));
  return fillings ? said.slice(article, first).map((span) => span.text) : null;
}

/** "rye", "wheat", "a roll": a kind of the outer item (the cell file's `kinds`) names the whole of it. */
export const isOuterKind = (build: BuildReading, said: string) => build.context.cell.outerKinds.has(said);

/** Words that describe a product named by its fillings ("a plain ham and cheese"). */
export const PLAIN_WORDS = wordSet(`plain simple basic regular normal nice good tasty`);

/** The open list becomes a whole product: its layers between two of the outer item. */
export function wrapSpec(build: BuildReading, spec: BuildSpec, words: string[]) {
  spec.leadingCount = undefined;
  build.makeGeneric(spec);
  build.named.push(...words);
}

/**
 * "the toast with ham and cheese", "a roll with ham": the outer item said as a whole (an article
 * before it, "with" after it) is the product, its fillings inside it.
 */
export const readOuterWhole: BuildReader = (build, index, span) => {
  const outer = build.context.cell.outerItem;
  if (tagOf(span, "item")?.item !== outer || UNIT_WORDS.test(span.text)) return undefined;
  if (!/^(a|an|the)$/.test(build.text(index - 1) ?? "") || build.text(index + 1) !== "with") return undefined;
  if (build.current && !(isOpen(build.current) && build.current.items.length === 0)) return undefined;
  build.newSpec({ generic: true, zones: build.current?.zones ?? build.pendingZones });
  return index;
};

/** An item phrase that names a part of it ("slice of bread"), not the whole. */
export const UNIT_WORDS = /\b(slices?|pieces?|layers?|tiles?)\b/;

/** "on (the) top and (the) bottom", "at both ends": the layer just named goes at both ends. */
const BOTH_ENDS =
  /^(?:(?:on|at) )?(?:the )?(?:top and (?:the )?bottom|bottom and (?:the )?top|(?:both|each) ends?)$/;

/**
 * "ham and cheese with bread on the top and bottom": the layer named right before it goes under
 * and over the list (the outer item makes it a whole product). Said of a recipe's extra, it is held.
 */
export const readBothEnds: BuildReader = (build, index) => {
  const last = build.lastAdded;
  if (!last || tagOf(build.spans[index - 1], "item")?.item !== last.item) return undefined;
  const words = build.spans.slice(index, index + 6).map((s) => s.text);
  const length = [6, 5, 4, 3, 2].find((n) => BOTH_ENDS.test(words.slice(0, n).join(" ")));
  if (length === undefined) return undefined;
  const said = words.slice(0, length);
  if (last.fromOperation || !isOpen(last.spec)) build.unplaced.push(build.spans[index - 1].text, ...said);
  else {
    build.undoLastAdded();
    if (last.item === build.context.cell.outerItem) wrapSpec(build, last.spec, said);
    else {
      last.spec.items.unshift(last.item);
      last.spec.items.push(last.item);
      build.named.push(...said);
    }
  }
  return index + length - 1;
};

/**
 * "a big club: bread, meat, bread", "a cheese sandwich, bread, cheese, bread": a recipe named, then a
 * whole product spelled out after the comma (or colon) — its outer item first and last, nothing but
 * items between. The recipe's own layers are the recipe said again; any other list is held for
 * review (which layers: the recipe's, or the ones spelled out?).
 */
export const readSpelledOut: BuildReader = (build, index, span) => {
  const outer = build.context.cell.outerItem;
  const { current } = build;
  if (tagOf(span, "item")?.item !== outer || build.text(index - 1) !== ",") return undefined;
  if (!current?.recipe || current.operations.length > 0 || current.count !== 1) return undefined;
  let end = index;
  while (end + 1 < build.spans.length && (tagOf(build.spans[end + 1], "item") || build.text(end + 1) === ","))
    end++;
  if (build.text(end) === ",") end--;
  const listed = build.spans.slice(index, end + 1).filter((s) => s.text !== ",");
  const items = listed.map((s) => tagOf(s, "item")!.item);
  if (items.length < 3 || items.at(-1) !== outer || end + 1 < build.spans.length) return undefined;
  const words = build.spans.slice(index, end + 1).map((s) => s.text);
  if (items.join(" ") === build.recipeLayers(current.recipe).join(" ")) build.named.push(...words);
  else build.unplaced.push(...words);
  return end;
};
