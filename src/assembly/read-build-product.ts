import { PLAIN_WORDS } from "./read-build-outer.js";
import { isOpen, skipWords, type BuildReader, type BuildReading, type BuildSpec } from "./build-reading.js";
import { copiedProduct } from "./read-build-target.js";
import { tagOf } from "./lexicon.js";
import { ITEM_LEAD_INS } from "./words.js";

/** Which sandwich a build names: a learned layer list, a recipe, the product noun, "another". */
export const readLearned: BuildReader = (build, index, span) => {
  const learned = tagOf(span, "learned");
  if (!learned || !build.learnedLayers(learned.name)) return undefined;
  if (tagOf(span, "item") && isOpen(build.current)) return undefined;
  build.newSpec({ learned: learned.name });
  return index;
};

/** "a BLT, a veggie and a cheese": in a list of sandwiches an item named like a recipe is that recipe. */
export const readListedRecipe: BuildReader = (build, index, span) => {
  const item = tagOf(span, "item");
  const { current } = build;
  if (!item || tagOf(span, "recipe") || !current || !(current.recipe || current.generic)) return undefined;
  const listed = build.context.cell.file.recipes.some((entry) => entry.name === item.item);
  // "club left, blt centre, cheese right", "blt left blt right cheese middle": sandwiches listed each
  // with its place, the places parting them when no comma was heard.
  const paired =
    (/^(and|,)$/.test(build.text(index - 1) ?? "") || Boolean(tagOf(build.spans[index - 1], "zone"))) &&
    current.recipe !== undefined &&
    current.zones.length > 0 &&
    Boolean(tagOf(build.spans[skipWords(build.spans, index + 1, /^(on|at|in|the)$/)], "zone"));
  if (paired && !listed) {
    const recipes = build.context.cell.file.recipes.map((entry) => entry.name).join(", ");
    build.question ??= {
      question: `Which sandwich is "${span.text}"? I have no ${span.text} recipe — recipes: ${recipes}.`,
      summary: `an item named as a sandwich (${span.text})`,
    };
    return index;
  }
  // "2 veggie 1 cheese", "a blt right, at middle one cheese": a count after a sandwich (its name or
  // place ending just before) starts the next sandwich; "a club with 2 cheese" counts layers.
  const before = build.spans[index - 2];
  const counted =
    /^(\d+|one)$/.test(build.text(index - 1) ?? "") &&
    current.recipe !== undefined &&
    (/^(and|,)$/.test(before?.text ?? "") || Boolean(tagOf(before, "zone") || tagOf(before, "recipe")));
  if (
    !listed ||
    !(paired || counted || /^(and|,) (a|an)$/.test(`${build.text(index - 2)} ${build.text(index - 1)}`))
  )
    return undefined;
  build.newSpec({ recipe: item.item });
  return index;
};

/**
 * "a cheese sandwich, not a club", "I said cheese sandwich not club sandwich": a sandwich negated
 * after another is said said in contrast: it names what is not wanted, and nothing is built for it.
 */
export const readContrastedRecipe: BuildReader = (build, index, span) => {
  if (!tagOf(span, "recipe") || build.mode !== "remove" || !build.specs.some((spec) => !isOpen(spec)))
    return undefined;
  const negation = skipWords(build.spans, index - 1, /^(a|an|the)$/, -1);
  if (!/^(not|no)$/.test(build.text(negation) ?? "") || build.openEdit !== build.text(negation))
    return undefined;
  let end = index;
  while (tagOf(build.spans[end + 1], "product")) end++;
  build.mode = "none";
  build.openEdit = null;
  return end;
};

const STACKED_ON_PRODUCT = /^(top|onto|atop|above|under|underneath|below|beneath)$/;

export const readRecipe: BuildReader = (build, index, span) => {
  const recipe = tagOf(span, "recipe");
  const { current, mode } = build;
  if (!recipe || (tagOf(span, "item") && mode !== "none" && current)) return undefined;
  // "a normal BLT", "a plain club": the recipe as the cell writes it ("regular" too, though it names one).
  if (PLAIN_WORDS.has(span.text) && tagOf(build.spans[index + 1], "recipe")) return undefined;
  for (let at = index - 1; PLAIN_WORDS.has(build.text(at) ?? ""); at--) build.read.push(build.text(at)!);
  // "a club on top of a blt", "a veggie under the club": a product stacked on another is no order the
  // cell builds as said; it is held.
  const stackedOn = build.text(skipWords(build.spans, index - 1, /^(a|an|the|of|that|this)$/, -1));
  if (!tagOf(span, "item") && STACKED_ON_PRODUCT.test(stackedOn ?? "")) build.unplaced.push(span.text);
  const lastWord = span.text.split(" ").at(-1)!;
  // "a ham and cheese sandwich": the recipe word is one more filling of a generic sandwich.
  const filling =
    span.text.includes(" ") &&
    (/^(one|ones)$/.test(lastWord) || Boolean(build.phraseTag(lastWord, "product"))) &&
    (/^(and|,)$/.test(build.text(index - 1) ?? "") || tagOf(build.spans[index - 1], "item"));
  if (current && isOpen(current) && current.items.length > 0 && filling) {
    const outer = build.context.cell.outerItem;
    const fillings = build
      .recipeLayers(recipe.recipe)
      .filter((layer, at, all) => !(layer === outer && (at === 0 || at === all.length - 1)));
    current.items.push(...fillings);
    build.makeGeneric(current);
    return index;
  }
  // Said bare ("add bacon lettuce and tomato"), a recipe named by its fillings may be those layers
  // with the commas not heard: an article before it or the product noun after it says the recipe.
  const namedItems = span.text.split(" ").filter((word) => !/^(and|&|,)$/.test(word));
  const bare =
    namedItems.length > 1 &&
    namedItems.every((word) => build.phraseTag(word, "item")) &&
    !/^(a|an|one|the|another|same)$/.test(build.text(index - 1) ?? "") &&
    !tagOf(build.spans[index + 1], "product") &&
    build.pendingCount === null;
  if (bare) build.recipeOrLayers ??= { recipe: recipe.recipe, words: namedItems.join(", ") };
  const carried = current && isOpen(current) && current.items.length === 0 ? current : null;
  // "triple cheese sandwich": the modifier before the recipe applies to the item that names it.
  const leading = mode === "double" ? build.phraseTag(span.text.split(" ")[0], "item") : undefined;
  if (carried) build.specs.splice(build.specs.indexOf(carried), 1);
  const zones = [...(carried?.zones ?? []), ...build.pendingZones];
  const spec = build.newSpec({ recipe: recipe.recipe, operations: [...(carried?.operations ?? [])], zones });
  if (leading) spec.operations.push({ kind: "double", item: leading.item, times: build.doubleTimes });
  if (leading) build.openEdit = null;
  return index;
};

/** The product noun: the fillings before it make a sandwich; "a BLT sandwich": it only repeats the recipe. */
export const readProduct: BuildReader = (build, index, span) => {
  if (!tagOf(span, "product")) return undefined;
  const { current } = build;
  // "add on the sandwich a leaf of X", "put X onto this sandwich": the one being built is where, not a new one.
  const determiner = skipWords(build.spans, index - 1, /^(same|current|very)$/, -1);
  const onto = /^(on|onto|to|into|upon|over)$/.test(build.text(determiner - 1) ?? "");
  if (onto && /^(the|this|that|my|your|our)$/.test(build.text(determiner) ?? "")) {
    build.named.push(span.text);
    return index;
  }
  const previous = build.text(index - 1) ?? "";
  const repeatsRecipe =
    current && !isOpen(current) && !/^(and|,|another|more)$/.test(previous) && build.pendingCount === null;
  if (current && isOpen(current) && current.items.length > 0) build.makeGeneric(current);
  else if (!repeatsRecipe) build.newSpec({ generic: true });
  return index;
};

/** Words that point back at the sandwich just named. */
const REFERENCES = /^(it|that|this|them|those)$/;
/** What says another product, or where it goes. */
const PRODUCT_TAGS = new Set(["zone", "item", "recipe", "product", "learned"]);
/** "exactly", "just": said of a copy ("exactly the same", "just like it"), which is exact anyway. */
const EXACTLY = /^(exactly|just|precisely)$/;

/**
 * "another", "the same", "one more", "(one) like it", "again" (with a zone): a copy of the last
 * sandwich; "exactly" before it says nothing more.
 */
/**
 * "and one on the left", "make one in the middle": "one" led by a joiner or a verb that builds, with a
 * zone right after it — not a noun of its own ("a vegetarian one in the middle", "another one").
 */
function copyLed(build: BuildReading, index: number): boolean {
  const zoned = build.spans.slice(index + 1, index + 4).some((s) => tagOf(s, "zone"));
  return zoned && /^(and|,|then|also|plus|make|build|do|prepare|get)$/.test(build.text(index - 1) ?? "");
}

export const readAnother: BuildReader = (build, index, span) => {
  const word = span.text;
  const next = build.spans[index + 1];
  const template = build.specs.at(-1);
  if (!template) return undefined;
  if (
    EXACTLY.test(word) &&
    /^(same|like|another)$/.test(build.text(skipWords(build.spans, index + 1, /^the$/)) ?? "")
  ) {
    build.named.push(word);
    return index;
  }
  // "I like it", "we'd like that": after a subject "like" is liking, no copy.
  const liking = /^(i|you|we|they|he|she|id|youd|wed|would|really|do|dont)$/.test(
    build.text(index - 1) ?? "",
  );
  const like = word === "like" && REFERENCES.test(next?.text ?? "") && !liking;
  // "one more like it": "like it" says which, the copy is already made.
  // "another one just like it": the "one" of "another one" is the copy's noun, not a second copy.
  const previous = build.text(
    skipWords(build.spans, index - 1, new RegExp(`${EXACTLY.source}|^(one|1)$`), -1),
  );
  if (like && /^(more|another)$/.test(previous ?? "")) {
    build.named.push(word, next.text);
    return index + 1;
  }
  // "bread, cheese, bread, like this only", "a club, just like that": said after what it points
  // at, with nothing of another product after it (a zone, a layer, a name, a count), it restates.
  const rest = build.spans.slice(index + 2);
  const restates =
    like &&
    !/^(ones?)$/.test(rest[0]?.text ?? "") &&
    build.pendingZones.length === 0 &&
    rest.every((s) => s.number === undefined && !s.tags.some((tag) => PRODUCT_TAGS.has(tag.kind)));
  if (restates) {
    build.named.push(word, next.text);
    return index + 1;
  }
  // "the same as the left", "like the first one", "ditto": a copy of the product said, or of the last.
  const as = word === "same" && next?.text === "as" ? index + 2 : word === "like" && !liking ? index + 1 : -1;
  const aimed = as < 0 ? null : copiedProduct(build, as);
  if (aimed) return copyOf(build, aimed.spec, index, aimed.end);
  // "one of those on the right", "and one on the left as well": one more of the product before.
  const ofThose =
    next?.text === "of" && /^(those|them|these|it|that)$/.test(build.text(index + 2) ?? "") ? 2 : 0;
  // (after several, "two clubs, one on the left" is one of them; "another one on the right" is
  // the copy's noun)
  const oneMore =
    next?.text === "more" ||
    (build.specs.every((spec) => spec.count === 1) &&
      (ofThose > 0 || (/^(on|at|in|to)$/.test(next?.text ?? "") && copyLed(build, index))));
  const copies = /^(another|same|again|ditto)$/.test(word) || (/^(one|1)$/.test(word) && oneMore);
  if (!copies && !like) return undefined;
  // "the same again", "bread again", "then again bread": "again" repeats what it is said with, it
  // is no copy of its own.
  const repeats =
    /^(same|another|more)$/.test(build.text(index - 1) ?? "") ||
    tagOf(build.spans[index - 1], "item") ||
    (word === "again" && tagOf(build.spans[skipWords(build.spans, index + 1, ITEM_LEAD_INS)], "item"));
  if (word === "again" && (repeats || build.spans.slice(index + 1).every((s) => !tagOf(s, "zone"))))
    return index;
  // "another BLT", "another ham", "another slice of bread": the word after it (and its unit) says what.
  const what = word === "another" ? build.spans[skipWords(build.spans, index + 1, ITEM_LEAD_INS)] : next;
  if (word === "another" && (tagOf(next, "recipe") || (!tagOf(what, "product") && tagOf(what, "item"))))
    return index;
  const copy = { items: [...template.items], operations: [...template.operations], owners: undefined };
  build.newSpec({ ...template, ...copy, zones: build.pendingZones, count: build.pendingCount ?? 1 });
  if (like || word === "ditto") build.named.push(...(like ? [word, next.text] : [word]));
  if (ofThose > 0) build.named.push(word, "of", build.text(index + 2)!);
  if (ofThose > 0) return index + ofThose;
  return (word === "one" || word === "1") && next?.text === "more" ? index + 1 : like ? index + 1 : index;
};

/** A copy of `template` (none picked: held for review) for the zone said with it; `end` its last word. */
function copyOf(build: BuildReading, template: BuildSpec | null, index: number, end: number): number {
  const words = build.spans.slice(index, end + 1).map((s) => s.text);
  if (!template) {
    build.unplaced.push(...words);
    return end;
  }
  const copy = { items: [...template.items], operations: template.operations.map((o) => ({ ...o })) };
  build.newSpec({ ...template, ...copy, zones: build.pendingZones, count: build.pendingCount ?? 1 });
  build.named.push(...words);
  return end;
}
