import { isOpen, skipWords, type BuildReader } from "./build-reading.js";
import { tagOf, type Span } from "./lexicon.js";
import { editItem, negatedAfter } from "./read-build-edits.js";
import { isZoneContext } from "./read-build-scope.js";
import { wordSet } from "../understand/word-set.js";
import { BUILD_VERBS, CLAUSE_VERBS, ITEM_LEAD_INS } from "./words.js";

/** Words that stack the item after them under the layer just named: "cheese on bread", "ham on top of toast". */
const STACKED_ON = wordSet(`on onto upon atop over above top`);

/**
 * "X on Y": Y is below X. "the Y" refers to a layer already there ("put the tomato on top of the
 * cheese"), as does a Y that already lies right under X; a bare Y in a free list is a new layer
 * under X ("cheese on bread": bread, then cheese).
 */
export const readOnTopOf: BuildReader = (build, index, span) => {
  const item = tagOf(span, "item")?.item;
  if (!item || !build.current) return undefined;
  const lead = skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1);
  if (!STACKED_ON.has(build.text(lead) ?? "")) return undefined;
  const bare = build.spans.slice(lead + 1, index).every((s) => s.text !== "the");
  const last = build.lastAdded;
  if (bare && last && isOpen(last.spec)) {
    const layers = last.spec.items;
    const at = layers.lastIndexOf(last.item);
    const stack = build.context.scene.stacks[build.context.scene.active_zone] ?? [];
    // "ham and cheese on a roll": said after several layers, under which, or around them? The account asks.
    const ofList = layers.length > 1;
    if (ofList) build.unplaced.push(...span.text.split(" "));
    const under = ofList ? 0 : at;
    if (at >= 0 && (under > 0 ? layers[under - 1] : stack.at(-1)) !== item) layers.splice(under, 0, item);
  } else if (bare && build.text(lead) === "on") return undefined; // "a BLT on rye": the recipe's own
  return index;
};

/**
 * "roma tomatoes", "cheddar cheese", "a lettuce leaf": the item's own name beside a variety or unit
 * of it is one layer — unless a
 * comma may have been lost between them ("cheddar cheese cheddar", "toast bread and ham").
 */
export const readVariety: BuildReader = (build, index, span) => {
  const { spans } = build;
  const item = tagOf(span, "item")?.item;
  const previous = spans[index - 1];
  if (!item || tagOf(previous, "item")?.item !== item) return undefined;
  // A variety before the item's own name ("cheddar cheese"), or a unit of it after ("lettuce leaf").
  const unit = build.context.cell.file.items.find((entry) => entry.name === item)?.units.includes(span.text);
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

/** An item named: a layer of the open list, an extra on a recipe, or what an edit under way names. */
export const readLayerItem: BuildReader = (build, index, span) => {
  const item = tagOf(span, "item")?.item;
  if (item === undefined || (tagOf(span, "zone") && isZoneContext(build.spans, index))) return undefined;
  const { current } = build;
  const count = build.pendingCount;
  build.pendingCount = null;
  if (negatedAfter(build, index)) build.mode = "remove";
  if (editItem(build, item)) return index;
  build.openEdit = null;
  // "a turkey club", "a ham blt": an item of the recipe named before it says which of the recipe's.
  const recipe = tagOf(build.spans[index + 1], "recipe");
  const ownLayer =
    recipe && !tagOf(build.spans[index + 1], "item") && build.mode === "none" && count === null;
  if (ownLayer && build.recipeLayers(recipe.recipe).includes(item) && !(current && isOpen(current)))
    return index;
  // "cheese on the left and ham on the right", "… then ham on both": after a list's own zone, "and" starts another.
  const joiner = build.text(skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1));
  const zoned = current !== null && isOpen(current) && current.zones.length > 0 && !current.zoneHeads;
  const placedAhead = build.spans
    .slice(index + 1)
    .some((s) => tagOf(s, "zone") || /^(both|each)$/.test(s.text));
  const another = /^(and|,|then)$/.test(joiner ?? "") && placedAhead;
  // The edit under way, read before a new list (which starts with none) is opened for the item.
  const { mode } = build;
  // "on the left make A, B, on the right make C, D": a zone said before a second list heads that list.
  const headed = build.pendingZones.length > 0 && isOpen(current) && current!.items.length > 0;
  const spec = (zoned && another) || headed ? build.newSpec({}) : build.currentSpec();
  const double = mode === "double";
  const times = count ?? (double ? build.doubleTimes : 1);
  // "extra cheese club", "double ham blt": an extra said before a recipe is that recipe's edit.
  const recipeAfter = tagOf(build.spans[index + 1], "recipe") && !tagOf(build.spans[index + 1], "item");
  const extraFor = (double || mode === "add") && isOpen(spec) && spec.items.length === 0 && recipeAfter;
  const fromOperation = !isOpen(spec) || Boolean(extraFor);
  if (fromOperation) spec.operations.push({ kind: double ? "double" : "add", item, times });
  else {
    if (spec.items.length === 0 && count !== null) spec.leadingCount = count;
    for (let k = 0; k < times; k++) spec.items.push(item);
  }
  build.lastAdded = { spec, item, fromOperation };
  if (double) build.mode = "add";
  return index;
};

/** Words that make "everything" after them a predicate: "that's everything", "it is all". */
const COPULA = wordSet(`thats is its was be are been`);

/** "a sandwich with everything": every filling; a free list of "everything" is every item once. */
export const readEverything: BuildReader = (build, index, span) => {
  const { spans } = build;
  const { cell } = build.context;
  const allItems =
    span.text === "all" &&
    /^(the|of|ingredients|items|toppings|fillings|5)$/.test(build.text(index + 1) ?? "") &&
    spans.slice(index + 1, index + 4).some((s) => /^(ingredients|items|toppings|fillings|5)$/.test(s.text));
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
  return skipWords(spans, index + 1, /^(the|of|ingredients|items|toppings|fillings|5|you have)$/) - 1;
};

/** Words that repeat the layer just named. */
const REPEAT_WORDS: Record<string, number> = { twice: 2, thrice: 3 };

/**
 * Counts in a build: "cheese twice", "meat 3 times" repeat the layer just named; "only two layers"
 * counts the list that follows; another number counts the next sandwich or layer.
 */
export const readCount: BuildReader = (build, index, span) => {
  const next = build.text(index + 1) ?? "";
  const repeat = REPEAT_WORDS[span.text] ?? (next === "times" || next === "x" ? span.number : undefined);
  if (repeat !== undefined) {
    const last = build.lastAdded;
    const times = Math.max(1, Math.round(repeat));
    // "2x bread", "3 times cheese": said before the item, the number counts it.
    if (
      span.number !== undefined &&
      tagOf(build.spans[index + 2], "item") &&
      !tagOf(build.spans[index - 1], "item")
    ) {
      build.pendingCount = span.number;
      return index + 1;
    }
    // "a cheese sandwich twice" names no layer last; "make a classic twice": no layer to repeat.
    if (!last || !tagOf(build.spans[index - 1], "item")) build.unplaced.push(span.text, "times");
    else if (!last.fromOperation) for (let k = 1; k < times; k++) last.spec.items.push(last.item);
    else {
      const operation = last.spec.operations.at(-1);
      if (operation?.kind === "add" || operation?.kind === "double") operation.times = times;
    }
    return span.number !== undefined ? index + 1 : index;
  }
  if (span.number === undefined) return undefined;
  // "step 2: ham" numbers a step, it counts nothing.
  if (/^(cm|mm|s|sec|seconds?)$/.test(next) || build.text(index - 1) === "step") return index;
  if (/^(layers|items|ingredients|things|tiles)$/.test(next) && build.text(index + 2) !== "of") {
    // "only two layers, bread and tomato": a count of the list that follows, not a multiplier.
    build.declaredCount = span.number;
    return index + 1;
  }
  const { current } = build;
  const ahead = skipWords(build.spans, index + 1, /^(of|them|those|these)$/);
  // "two veggies, one with no tomato, one with extra cheese": each edit changes only that many of them.
  const whole = current?.splitFrom ?? current;
  const scoped = /^(,|and|but)$/.test(build.text(index - 1) ?? "") && tagOf(build.spans[ahead], "modifier");
  if (whole && !isOpen(whole) && whole.count > span.number && scoped) {
    const copy = { items: [...whole.items], operations: [...whole.operations] };
    whole.count -= span.number;
    build.newSpec({ ...whole, ...copy, zones: [], count: span.number, splitFrom: whole });
    return ahead - 1;
  }
  // "…, one without tomato and one with extra bacon": the last ones are the rest of them.
  if (whole && whole !== current && whole.count === span.number && scoped) {
    build.current = whole;
    build.mode = "none";
    return ahead - 1;
  }
  build.pendingCount = span.number;
  return index;
};

/** "two slices of toast with ham between them": what was listed after the pair goes inside it. */
export const readBetween: BuildReader = (build, index, span) => {
  if (span.text !== "between" || !/^(them|those|it)$/.test(build.text(index + 1) ?? "")) return undefined;
  const spec = build.current;
  const items = spec && isOpen(spec) ? spec.items : [];
  const [outer] = items;
  if (items.length < 3 || items[1] !== outer || items.slice(2).includes(outer)) return undefined;
  items.push(...items.splice(1, 1));
  build.named.push("between");
  return index + 1;
};
