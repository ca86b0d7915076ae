import { isOpen, skipWords, type BuildReader, type BuildReading } from "./build-reading.js";
import { tagOf, type Span } from "./lexicon.js";
import { COPULA } from "./read-build-layers.js";
import { ownerAt } from "./read-build-owner.js";
import { COUNT_WORDS } from "../understand/repetition-count.js";
import { ITEM_LEAD_INS } from "./words.js";

/** What a count of the layer list said after it is said with: "three identical ones: …". */
const COUNTED_LIST = /^(?:(?:identical|same|exact) )?(?:ones|copies)$|^of (?:these|those|them|this)$/;

/** "two times", and "two time" as a speaker of another language may say it. */
const TIMES = /^times?$/;

/**
 * "bacon must be two", "the cheese should be 3": a number right after a copula said of an item,
 * ending its part of the clause, is how many of that item there are. Returns the item, or null.
 */
function statedItem(build: BuildReading, index: number): string | null {
  const before = skipWords(build.spans, index - 1, COPULA, -1);
  const item = tagOf(build.spans[before], "item")?.item;
  const ends = /^(,|\.|and|but)?$/.test(build.text(index + 1) ?? "");
  return before < index - 1 && item !== undefined && ends ? item : null;
}

/**
 * The count an item is said to have is its number of layers in the product: one already there,
 * more than that added; fewer than the product has, or an item being taken out, is not read.
 */
function readStatedCount(build: BuildReading, item: string, times: number): boolean {
  const last = build.lastAdded;
  if (last?.item !== item) return false;
  if (!last.fromOperation) {
    for (let k = 1; k < times; k++) last.spec.items.push(item);
    return true;
  }
  const operation = last.spec.operations.at(-1);
  const { recipe } = last.spec;
  const present = recipe ? build.recipeLayers(recipe).filter((layer) => layer === item).length : 0;
  if (operation?.kind !== "add" || operation.item !== item || times < present) return false;
  operation.times = times;
  return true;
}

/**
 * Counts in a build: "cheese twice", "meat 3 times" repeat the layer just named; "only two layers"
 * counts the list that follows; another number counts the next sandwich or layer.
 */
export const readCount: BuildReader = (build, index, span) => {
  const next = build.text(index + 1) ?? "";
  // "a club with 1.5 cheese", "half cheese": a stack has no part of a layer, so nothing reads it.
  if (span.number !== undefined && !Number.isInteger(span.number) && !/^(cm|mm|s|sec|seconds?)$/.test(next)) {
    build.unplaced.push(span.text);
    return index;
  }
  const stated = span.number === undefined ? null : statedItem(build, index);
  if (stated !== null) {
    if (!readStatedCount(build, stated, Math.round(span.number!))) build.unplaced.push(span.text);
    return index;
  }
  const repeat = COUNT_WORDS[span.text] ?? (TIMES.test(next) || next === "x" ? span.number : undefined);
  if (repeat !== undefined) {
    const last = build.lastAdded;
    const times = Math.max(1, Math.round(repeat));
    // "2x bread", "3 times cheese", "2x blt": said before the item or sandwich, the number counts it.
    const counted = build.spans[index + 2];
    if (
      span.number !== undefined &&
      (tagOf(counted, "item") || tagOf(counted, "recipe") || tagOf(counted, "learned")) &&
      !tagOf(build.spans[index - 1], "item")
    ) {
      build.pendingCount = span.number;
      return index + 1;
    }
    // "make a blt twice", "a veggie, 2 times", "club x2": said after a product, that many of it
    // (more than the cell has zones for is asked where the sandwiches are placed).
    const product = build.current;
    const namedLast = skipWords(build.spans, index - 1, /^,$/, -1);
    const said = build.spans[namedLast];
    const ofProduct = tagOf(said, "recipe") || tagOf(said, "product") || tagOf(said, "learned");
    if (product && !isOpen(product) && ofProduct && !tagOf(said, "item") && product.count === 1 && times >= 2)
      product.count = times;
    // "cheese twice", "cheese is two times", "the tomato should be 3 times": the layer just named.
    else if (
      !last ||
      tagOf(build.spans[skipWords(build.spans, index - 1, COPULA, -1)], "item")?.item !== last.item
    )
      build.unplaced.push(span.text, "times");
    else if (!last.fromOperation) for (let k = 1; k < times; k++) last.spec.items.push(last.item);
    else {
      const operation = last.spec.operations.at(-1);
      if (operation?.kind === "add" || operation?.kind === "double") operation.times = times;
      // "no lettuce, the tomato should be three": a count of an item being taken out reads nothing.
      else build.unplaced.push(span.text);
    }
    return span.number !== undefined ? index + 1 : index;
  }
  // "…, and one for my daughter": "one" said before its owner counts one of them.
  const ownedOne =
    span.text === "one" && build.text(index + 1) === "for" && ownerAt(build, index + 2) !== null;
  if (span.number === undefined && !ownedOne) return readTheOthers(build, index, span);
  const number = span.number ?? 1;
  // "one more in the centre": with no layer after it, "one more" is another sandwich (readAnother).
  const counted = build.spans[skipWords(build.spans, index + 2, ITEM_LEAD_INS)];
  if (number === 1 && next === "more" && !tagOf(counted, "item")) return undefined;
  // "a club and one of those": a copy (readAnother); after several, "three veggies, one of them
  // without tomato" is one of them.
  const ofOne = build.specs.length > 0 && build.specs.every((spec) => spec.count === 1);
  if (number === 1 && ofOne && next === "of" && /^(those|them|these)$/.test(build.text(index + 2) ?? ""))
    return undefined;
  // "step 2: ham" numbers a step, it counts nothing.
  if (/^(cm|mm|s|sec|seconds?)$/.test(next) || build.text(index - 1) === "step") return index;
  if (/^(layers|items|ingredients|things|tiles)$/.test(next) && build.text(index + 2) !== "of") {
    // "only two layers, bread and tomato": a count of the list that follows, not a multiplier.
    build.declaredCount = number;
    return index + 1;
  }
  // "make three identical ones: bread, ham, bread", "two of these: …": a count of the products that
  // the layer list after it (the colon is a comma by now) makes, one per zone.
  for (const length of [1, 2]) {
    const said = build.spans.slice(index + 1, index + 1 + length).map((s) => s.text);
    const listed = tagOf(build.spans[index + 2 + length], "item");
    if (COUNTED_LIST.test(said.join(" ")) && build.text(index + 1 + length) === "," && listed) {
      build.newSpec({ count: number });
      build.named.push(...said);
      return index + 1 + length;
    }
  }
  const { current } = build;
  const ahead = skipWords(build.spans, index + 1, /^(of|them|em|those|these)$/);
  // "two veggies, one with no tomato, one with extra cheese": each edit changes only that many of them;
  // said in one breath, "two veggies one without cheese" too.
  const whole = current?.splitFrom ?? current;
  const said = build.spans[index - 1];
  // Also after talk read before it ("…, and the customer wants one of them with extra cheese").
  const after =
    /^(,|and|but)$/.test(said?.text ?? "") ||
    tagOf(said, "recipe") ||
    tagOf(said, "product") ||
    (said !== undefined && build.talk.at(-1) === said.text);
  // "two veggies, one for me, and one for my daughter without tomato": an owner scopes it too.
  const owned = build.text(ahead) === "for" && ownerAt(build, ahead + 1) !== null;
  const scoped = after && (tagOf(build.spans[ahead], "modifier") || owned);
  if (whole && !isOpen(whole) && whole.count > number && scoped) {
    const copy = { items: [...whole.items], operations: [...whole.operations] };
    whole.count -= number;
    build.newSpec({ ...whole, ...copy, zones: [], count: number, splitFrom: whole });
    build.named.push(...build.spans.slice(index + 1, ahead).map((s) => s.text));
    return ahead - 1;
  }
  // "…, one without tomato and one with extra bacon": the last ones are the rest of them.
  if (whole && whole !== current && whole.count === number && scoped) {
    build.current = whole;
    build.mode = "none";
    return ahead - 1;
  }
  // "a classic for me, and one for my daughter": one more of the product just named, for its owner.
  if (whole && whole === current && !isOpen(whole) && after && owned) {
    const copy = { items: [...whole.items], operations: [...whole.operations], owners: undefined };
    build.newSpec({ ...whole, ...copy, zones: [], count: number, splitFrom: undefined });
    return index;
  }
  build.pendingCount = number;
  return index;
};

/**
 * "two clubs, one without tomato, the other without cheese": after some of them were edited, "the
 * other(s)", "the rest", "the remaining ones" are the rest of them.
 */
function readTheOthers(build: BuildReading, index: number, span: Span): number | undefined {
  const whole = build.current?.splitFrom;
  if (!whole || !/^(other|others|rest|remaining)$/.test(span.text) || build.text(index - 1) !== "the")
    return undefined;
  if (!/^(,|and|but)$/.test(build.text(index - 2) ?? "")) return undefined;
  const ahead = skipWords(build.spans, index + 1, /^(one|ones|1|of|them|those|these)$/);
  if (!tagOf(build.spans[ahead], "modifier")) return undefined;
  build.current = whole;
  build.mode = "none";
  return ahead - 1;
}
