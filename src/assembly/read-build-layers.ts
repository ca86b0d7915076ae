import { isOpen, skipWords, type BuildReader, type BuildReading } from "./build-reading.js";
import { tagOf, type Span } from "./lexicon.js";
import { editItem, negatedAfter } from "./read-build-edits.js";
import { isZoneContext } from "./read-build-scope.js";
import { isOuterKind, namedByFillings, PLAIN_WORDS, UNIT_WORDS, wrapSpec } from "./read-build-outer.js";
import { wordSet } from "../understand/word-set.js";
import { BUILD_VERBS, CLAUSE_VERBS, ITEM_LEAD_INS } from "./words.js";

/** Words between an extra and the recipe it is said of: "double the meat on a club". */
const RECIPE_LEAD_INS = /^(on|in|into|for|to|the|a|an|this|that|my|your|each|every)$/;

/** Words that add an item to a product said before ("…, also put cheese", "plus tomato"). */
const ADDS_AGAIN = wordSet(`put also add plus throw stick`);

/** Words that stack the item after them under the layer just named: "cheese on bread", "ham on top of toast". */
const STACKED_ON = wordSet(`on onto upon atop over above top`);
/** Words that put the layer just named under "the" layer after them: "with cheese under the tomato". */
const STACKED_UNDER = wordSet(`under underneath below beneath`);

/**
 * "X on Y": Y is below X. "the Y" refers to a layer already there ("put the tomato on top of the
 * cheese"), as does a Y that already lies right under X; a bare Y in a free list is a new layer
 * under X ("cheese on bread": bread, then cheese).
 */
export const readOnTopOf: BuildReader = (build, index, span) => {
  const item = tagOf(span, "item")?.item;
  if (!item || !build.current) return undefined;
  const lead = skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1);
  const under = STACKED_UNDER.has(build.text(lead) ?? "");
  if (!STACKED_ON.has(build.text(lead) ?? "") && !under) return undefined;
  const bare = build.spans.slice(lead + 1, index).every((s) => s.text !== "the");
  const last = build.lastAdded;
  if (under && (bare || !last || last.item === item)) return undefined;
  if (under) return placeAbove(build, last!, item, true) ?? index;
  if (bare && last && isOpen(last.spec)) {
    const layers = last.spec.items;
    const at = layers.lastIndexOf(last.item);
    const stack = build.context.scene.stacks[build.context.scene.active_zone] ?? [];
    // "ham and cheese on a roll": said after several layers, under which, or around them? The account asks.
    // "double ham, double cheese, on a roll", "ham and swiss on rye": the outer item said as a whole
    // (with an article, or as a kind of it) goes around the list.
    const byFillings = namedByFillings(build, lead);
    const whole =
      (/^(a|an)$/.test(build.text(index - 1) ?? "") || byFillings || isOuterKind(build, span.text)) &&
      !UNIT_WORDS.test(span.text);
    if (whole && item === build.context.cell.outerItem && !layers.includes(item)) {
      wrapSpec(build, last.spec, byFillings ? byFillings.filter((word) => PLAIN_WORDS.has(word)) : []);
      return index;
    }
    const ofList = layers.length > 1;
    if (ofList) build.unplaced.push(...span.text.split(" "));
    const under = ofList ? 0 : at;
    if (at >= 0 && (under > 0 ? layers[under - 1] : stack.at(-1)) !== item) layers.splice(under, 0, item);
  } else if (bare && build.text(lead) === "on")
    return undefined; // "a BLT on rye": the recipe's own
  else if (last && !bare && last.item !== item) placeAbove(build, last, item);
  return index;
};

/** Verbs of where a layer lies, and words of how close, said between it and where it goes. */
const LIES = wordSet(`goes go sits sit lies lie lays comes come belongs belong`);
const CLOSE = wordSet(`directly just right`);

/**
 * "the cheese goes under the meat", "cheese lies directly on the bread", "two slices stacked right
 * on each other": a verb of lying (or a word of how close) between a layer just named and a word
 * that puts it on or under another says only where it goes; the word after it reads the place.
 */
export const readPlaceVerb: BuildReader = (build, index, span) => {
  const word = span.text;
  if (!LIES.has(word) && !CLOSE.has(word)) return undefined;
  const previous = build.spans[index - 1];
  const after = LIES.has(word) ? skipWords(build.spans, index + 1, CLOSE, 1) : index + 1;
  const next = build.text(after) ?? "";
  // ("put ham right above the cheese": a side word with no verb of lying before it may be the zone.)
  const side = tagOf(span, "zone") !== undefined;
  const saidOf = (tagOf(previous, "item") && !side) || (CLOSE.has(word) && LIES.has(previous?.text ?? ""));
  if (!saidOf || !(STACKED_ON.has(next) || STACKED_UNDER.has(next))) return undefined;
  // What it goes on is a layer ("goes on the left" says a zone: no reading of the layer's place).
  const target = build.spans[skipWords(build.spans, after + 1, /^(top|of|the)$/, 1)];
  if (!tagOf(target, "item")) return undefined;
  build.named.push(word);
  return index;
};

/**
 * "with cheese on top of the tomato", "the same but with the cheese on top of the lettuce": the
 * layer just named goes right above (`under`: right below) a layer of its product; said of none of
 * a recipe's layers, it is held.
 */
function placeAbove(
  build: BuildReading,
  last: NonNullable<BuildReading["lastAdded"]>,
  below: string,
  under = false,
) {
  const { spec } = last;
  const base = spec.recipe
    ? build.recipeLayers(spec.recipe)
    : (build.learnedLayers(spec.learned ?? "") ?? []);
  const layers = [...spec.items, ...base];
  // An open list said with "the" may speak of the live stack ("put the tomato on top of the cheese").
  if (!layers.includes(below) && !spec.operations.some((o) => "item" in o && o.item === below)) {
    if (!isOpen(spec) || under) build.unplaced.push(below);
  } else if (last.fromOperation) {
    const at = under ? { below } : { above: below };
    // "an extra slice of ham on top of the tomato": only the layers added go there ("with the
    // cheese under the lettuce" adds none: the recipe's cheese moves).
    const added = spec.operations.at(-1);
    if (
      added &&
      (added.kind === "double" ||
        added.kind === "more" ||
        (added.kind === "add" && !layers.includes(added.item))) &&
      added.item === last.item
    )
      added.at = at;
    else spec.operations.push({ kind: "place", item: last.item, at });
  } else {
    spec.items.splice(spec.items.lastIndexOf(last.item), 1);
    const at = under ? spec.items.indexOf(below) : spec.items.lastIndexOf(below) + 1;
    spec.items.splice(at, 0, last.item);
  }
}

/**
 * "roma tomatoes", "cheddar cheese", "a lettuce leaf": the item's own name beside a variety or unit
 * of it is one layer — unless a
 * comma may have been lost between them ("cheddar cheese cheddar", "toast bread and ham").
 */
export const readVariety: BuildReader = (build, index, span) => {
  const { spans } = build;
  const item = tagOf(span, "item")?.item;
  const previous = spans[index - 1];
  const units = build.context.cell.file.items.find((entry) => entry.name === item)?.units ?? [];
  // "a leaf of lettuce": a unit of the item, then "of" it, is one layer.
  const unitOf = spans[index - 2];
  if (item && previous?.text === "of" && tagOf(unitOf, "item")?.item === item && units.includes(unitOf.text))
    return index;
  if (!item || tagOf(previous, "item")?.item !== item) return undefined;
  // A variety before the item's own name ("cheddar cheese"), or a unit of it after ("lettuce leaf").
  const unit = units.includes(span.text);
  const named = span.text.startsWith(item) && !previous.text.startsWith(item);
  if (!named && !(unit && previous.text.startsWith(item))) return undefined;
  if ((build.mode === "none" || build.mode === "add") && mayBeTwoLayers(spans, index - 1, index))
    build.ambiguous.push(`${previous.text} ${span.text}`);
  return index;
};

/** No comma between the clause's ingredients, and an ingredient right beside the pair or after its "and". */
function mayBeTwoLayers(spans: Span[], first: number, second: number): boolean {
  const items = spans.flatMap((span, at) => (tagOf(span, "item") ? [at] : []));
  if (spans.some((span, at) => span.text === "," && items[0] < at && items[items.length - 1] > at))
    return false;
  const left = skipWords(spans, first - 1, ITEM_LEAD_INS, -1);
  let right = skipWords(spans, second + 1, ITEM_LEAD_INS);
  // "A and B and C" says every "and"; one "and" may close a list whose commas were not heard.
  if (spans[right]?.text === "and" && spans.filter((span) => span.text === "and").length === 1)
    right = skipWords(spans, right + 1, ITEM_LEAD_INS);
  return Boolean(tagOf(spans[left], "item") || tagOf(spans[right], "item"));
}

/**
 * "a club, and a ham sandwich", "left: club, middle: a ham and cheese sandwich": after a product,
 * an article before fillings of the product noun (or of a recipe ending in it) opens another.
 */
function opensAnotherProduct(build: BuildReading, index: number): boolean {
  const { current } = build;
  if (!current || isOpen(current) || !/^(none|add)$/.test(build.mode)) return false;
  if (!/^(a|an)$/.test(build.text(index - 1) ?? "")) return false;
  let end = index + 1;
  while (tagOf(build.spans[end], "item") || /^(and|&)$/.test(build.text(end) ?? "")) end++;
  const noun = build.spans[end];
  const last = noun?.text.split(" ").at(-1) ?? "";
  return Boolean(tagOf(noun, "product") || (tagOf(noun, "recipe") && build.phraseTag(last, "product")));
}

/** An item named: a layer of the open list, an extra on a recipe, or what an edit under way names. */
export const readLayerItem: BuildReader = (build, index, span) => {
  const item = tagOf(span, "item")?.item;
  if (item === undefined || (tagOf(span, "zone") && isZoneContext(build.spans, index))) return undefined;
  const { current } = build;
  const count = build.pendingCount;
  build.pendingCount = null;
  if (opensAnotherProduct(build, index)) build.newSpec({});
  if (negatedAfter(build, index)) build.mode = "remove";
  if (editItem(build, item, count, span.text, index)) return index;
  build.openEdit = null;
  // "a turkey club", "a ham blt": an item of the recipe named before it says which of the recipe's.
  const recipe = tagOf(build.spans[index + 1], "recipe");
  // "one turkey club", "two ham BLTs": the count is the recipe's.
  const ownLayer = recipe && !tagOf(build.spans[index + 1], "item") && build.mode === "none";
  if (ownLayer && build.recipeLayers(recipe.recipe).includes(item) && !(current && isOpen(current))) {
    build.pendingCount = count;
    return index;
  }
  // "cheese on the left and ham on the right", "… then ham on both": after a list's own zone, "and" starts another.
  const joiner = build.text(skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1));
  const zoned = current !== null && isOpen(current) && current.zones.length > 0 && !current.zoneHeads;
  // "…, and do the same on the right": a zone said with a copy is the copy's, no list of its own.
  const ahead = build.spans.slice(index + 1);
  const copyAt = ahead.findIndex((s) => /^(same|another|like|ditto)$/.test(s.text));
  const placedAhead = ahead
    .slice(0, copyAt < 0 ? ahead.length : copyAt)
    .some((s) => tagOf(s, "zone") || /^(both|each)$/.test(s.text));
  const another = /^(and|,|then)$/.test(joiner ?? "") && placedAhead;
  // The edit under way, read before a new list (which starts with none) is opened for the item.
  const { mode } = build;
  // "on the left make A, B, on the right make C, D": a zone said before a second list heads that list.
  // So does one said after a whole product on a zone of its own ("on the right a club, and on the left bread and ham").
  const placedWhole = current !== null && !isOpen(current) && current.zones.length > 0;
  const headed =
    build.pendingZones.length > 0 && ((isOpen(current) && current!.items.length > 0) || placedWhole);
  const spec = (zoned && another) || headed ? build.newSpec({}) : build.currentSpec();
  const double = mode === "double";
  const times = count ?? (double ? build.doubleTimes : 1);
  // "extra cheese club", "double ham blt", "double the meat on a club": an extra said before a
  // recipe (or before "on", "in", "for" it) is that recipe's edit.
  const named = build.spans[skipWords(build.spans, index + 1, RECIPE_LEAD_INS)];
  const recipeAfter = tagOf(named, "recipe") && !tagOf(named, "item");
  const extraFor = (double || mode === "add") && isOpen(spec) && spec.items.length === 0 && recipeAfter;
  // "two more cheese", "one extra ham": counted, a doubling adds that many.
  const kind = double ? (count !== null ? "more" : "double") : "add";
  // A sandwich named by its noun lists its fillings: each said is a layer ("a sandwich: bread,
  // tomato, tomato, bread" has two tomatoes); a recipe's are edits of its own layers. Its outer
  // item is a layer only in a list that starts with it ("… but the bread is a roll" adds none).
  const outer = build.context.cell.outerItem;
  const listsFillings =
    spec.generic &&
    !spec.recipe &&
    !spec.learned &&
    kind === "add" &&
    (item !== outer || spec.items.length === 0 || spec.items[0] === outer);
  // "a ham sandwich, bread, ham, bread": the layers spelled out again, or more of them? Held.
  if (
    spec.generic &&
    item === outer &&
    spec.items.length > 0 &&
    !listsFillings &&
    build.text(index - 1) === "," &&
    build.text(index + 1) === "," &&
    tagOf(build.spans[index + 2], "item")
  )
    build.unplaced.push(span.text);
  const fromOperation = (!isOpen(spec) && !listsFillings) || Boolean(extraFor);
  // "a club and a tomato and lettuce", "make a club, also put cheese": an item the recipe holds, added
  // again — one more layer, or a product of its own? Not said, so it waits ("with cheese" is its own).
  const again = spec.recipe && build.recipeLayers(spec.recipe).includes(item) && count === null;
  const anotherOne = /^(a|an)$/.test(build.text(index - 1) ?? "") && build.text(index - 2) === "and";
  if (fromOperation && kind === "add" && again && (ADDS_AGAIN.has(joiner ?? "") || anotherOne))
    build.unplaced.push(span.text);
  if (fromOperation) spec.operations.push({ kind, item, times });
  else {
    if (spec.items.length === 0 && count !== null) spec.leadingCount = count;
    // "bread, meat, then more bread": "more" in a list spelled out is one more layer of it.
    const oneMore = double && count === null && build.text(index - 1) === "more";
    for (let k = 0; k < (oneMore ? 1 : times); k++) spec.items.push(item);
  }
  build.lastAdded = { spec, item, fromOperation };
  if (double) build.mode = "add";
  return index;
};

/** Words that make "everything" after them a predicate ("that's everything", "it is all"), and a count ("cheese is twice"). */
export const COPULA = wordSet(`thats is its was be are been should must will`);

/** "a sandwich with everything": every filling; a free list of "everything" is every item once. */
export const readEverything: BuildReader = (build, index, span) => {
  const { spans } = build;
  const { cell } = build.context;
  // "all the ingredients", "every ingredient", "each item": every item of the cell.
  const allItems =
    /^(all|every|each)$/.test(span.text) &&
    EVERY_ITEM.test(build.text(index + 1) ?? "") &&
    spans.slice(index + 1, index + 4).some((s) => ITEM_NOUNS.test(s.text));
  if (span.text !== "everything" && !allItems) return undefined;
  // "that's everything (for now)", "it's all": the predicate of a copula ends the order, it adds nothing.
  if (COPULA.has(build.text(skipWords(spans, index - 1, /^(about|just|really)$/, -1)) ?? "")) return index;
  // "speed everything up": the object of a verb that builds nothing is no list of layers.
  const verbs = build.spans
    .slice(0, index)
    .filter((s) => CLAUSE_VERBS.has(s.text) || BUILD_VERBS.has(s.text));
  if (verbs.length > 0 && verbs.every((s) => !BUILD_VERBS.has(s.text))) return undefined;
  // "everything on the left": with no verb that adds nor a sandwich to add to, it is asked about.
  if (verbs.length === 0 && build.current === null && build.mode !== "add") {
    const question = `Do you want every ingredient (${build.context.cell.itemNames.join(", ")}) stacked? Say "add everything" to do that.`;
    build.question ??= { question, summary: `"${span.text}" with nothing to add it to` };
    return index;
  }
  const spec = build.currentSpec();
  if (isOpen(spec)) spec.items.push(...cell.itemNames.filter((name) => !spec.items.includes(name)));
  else
    for (const name of cell.itemNames.filter((name) => name !== cell.outerItem))
      spec.operations.push({ kind: "add", item: name, times: 1 });
  const end = skipWords(spans, index + 1, new RegExp(`${EVERY_ITEM.source}|^you have$`));
  build.named.push(...spans.slice(index + 1, end).map((s) => s.text));
  return end - 1;
};

const ITEM_NOUNS = /^(ingredients?|items?|toppings?|fillings?|5)$/;
const EVERY_ITEM = /^(the|of|ingredients?|items?|toppings?|fillings?|5)$/;
/** Words between "between" and the outer item it names: "between the bread", "between two slices of bread". */
const BETWEEN_LEAD_INS = /^(the|a|an|2|two|slices|slice|pieces|piece|of|both)$/;

/**
 * The outer item around layers (the product's own form, read from the cell): "cheese between the
 * bread", "…, all between two slices of bread"; "two slices of bread and between (them) one ham"
 * (what follows goes inside the pair); "two slices of toast with ham between them" (what was listed after
 * the pair).
 */
export const readBetween: BuildReader = (build, index, span) => {
  if (span.text !== "between") return undefined;
  const { spans } = build;
  const outer = build.context.cell.outerItem;
  const spec = build.current && isOpen(build.current) ? build.current : null;
  const items = spec?.items ?? [];
  const object = skipWords(spans, index + 1, BETWEEN_LEAD_INS);
  const named = spans.slice(index, object).map((s) => s.text);
  // "between the bread and the cheese" names two layers: no construction here.
  const another = /^(and|,)$/.test(build.text(object + 1) ?? "");
  if (tagOf(spans[object], "item")?.item === outer && spec && items.length > 0 && !items.includes(outer)) {
    if (another) return undefined;
    const all = build.text(index - 1) === "all" ? ["all"] : [];
    wrapSpec(build, spec, [...all, ...named]);
    return object;
  }
  const pair = items.length === 2 && items.every((item) => item === outer);
  const fillingAhead = spans
    .slice(index + 1)
    .some((s) => tagOf(s, "item") && tagOf(s, "item")!.item !== outer);
  const them = /^(them|those|it)$/.test(build.text(index + 1) ?? "");
  if (spec && pair && fillingAhead) {
    items.length = 0;
    wrapSpec(build, spec, them ? [span.text, build.text(index + 1)!] : [span.text]);
    return them ? index + 1 : index;
  }
  if (!them) return undefined;
  const [first] = items;
  if (items.length < 3 || items[1] !== first || items.slice(2).includes(first)) return undefined;
  items.push(...items.splice(1, 1));
  build.named.push("between");
  return index + 1;
};
