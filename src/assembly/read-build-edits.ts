import { applyOperations, wrapInOuter } from "./apply-operations.js";
import { isOpen, skipWords, type BuildReader, type BuildReading, type BuildSpec } from "./build-reading.js";
import { parse, type EditReading } from "./edit-grammar.js";
import { oncePer } from "../understand/once-per.js";
import { tagOf, type Span } from "./lexicon.js";
import { ITEM_LEAD_INS } from "./words.js";

/** "swap A for B", "substitute B for A": a swap under way. */
const swapping = (mode: BuildReading["mode"]) => mode === "swap" || mode === "substitute";

/**
 * The item an edit under way names: the one to take out (`count` of them when counted: "one less
 * cheese"), one side of a swap, or what "instead" replaces.
 */
export function editItem(
  build: BuildReading,
  item: string,
  count: number | null,
  said: string,
  index: number,
): boolean {
  const { mode, lastAdded } = build;
  // "no extra cheese": the item is as the product has it, no edit.
  if (mode === "plain") {
    build.mode = "none";
    return true;
  }
  if (mode !== "remove" && mode !== "instead" && !swapping(mode)) return false;
  // A swap that has named only one side is still open: unplaced, with that side, if nothing follows.
  build.openEdit =
    swapping(mode) && build.swapFirst === null ? `${build.openEdit ?? ""} ${said}`.trim() : null;
  if (mode === "remove") {
    const times = count === null ? {} : { times: count };
    build.currentSpec().operations.push({ kind: "remove", item, ...times });
  } else if (mode === "instead") {
    if (lastAdded) {
      build.undoLastAdded();
      lastAdded.spec.operations.push({ kind: "swap", from: item, to: lastAdded.item });
    } else build.notes.push(`I did not catch what should replace the ${item}`);
    build.lastAdded = null;
    build.mode = "none";
  } else if (build.swapFirst === null) build.swapFirst = item;
  else if (mode === "swap" && build.text(skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1)) === "and")
    exchange(build, build.swapFirst, item);
  else {
    const [from, to] = mode === "swap" ? [build.swapFirst, item] : [item, build.swapFirst];
    const either = mode === "substitute" ? { either: true } : {};
    build.currentSpec().operations.push({ kind: "swap", from, to, ...either });
    build.swapFirst = null;
    build.mode = "none";
  }
  return true;
}

/**
 * "swap the lettuce and the tomato", "switch the places of the ham and the cheese": two layers of the
 * product trade places. Said of a layer the product does not hold, it is not said what goes where:
 * held for review.
 */
function exchange(build: BuildReading, first: string, second: string) {
  const spec = build.currentSpec();
  const layers = spec.recipe
    ? build.recipeLayers(spec.recipe)
    : (build.learnedLayers(spec.learned ?? "") ?? spec.items);
  if (first !== second && layers.includes(first) && layers.includes(second))
    spec.operations.push({ kind: "exchange", items: [first, second] });
  else build.unplaced.push(first, second);
  build.swapFirst = null;
  build.mode = "none";
}

/** The edit words that are no modifier of the cell, by their type in edit-grammar.peggy. */
const EDIT_WORDS = new Map(Object.entries({ instead: "I", but: "b", except: "e", and: "j", ",": "j" }));
/** A word's type: the edit its modifier tag makes (remove, double, swap, add), an edit word, an item (i), or x. */
const editType = (span: Span) =>
  tagOf(span, "modifier")?.modifier[0] ?? EDIT_WORDS.get(span.text) ?? (tagOf(span, "item") ? "i" : "x");
const BY_TYPE: Record<string, EditReading> = { a: { add: true }, j: { join: true } };
const readingsOf = oncePer((build: BuildReading) => {
  // A modifier as the cell writes it ("substituting" is "substitute").
  const words = build.spans.map((span) => tagOf(span, "modifier")?.word ?? span.text);
  const types = build.spans.map(editType).join("");
  const read: Array<EditReading | undefined> = /[rdsIbe]/.test(types) ? parse(types, { words }) : [];
  return { types, read };
});

/**
 * What a word of the clause reads as in a recipe edit (edit-grammar.peggy), read once per clause and
 * only when a word there starts or ends an edit: other adding words and joiners read as their type.
 */
function editReading(build: BuildReading, index: number): EditReading | undefined {
  const { types, read } = readingsOf(build);
  return read[index] ?? BY_TYPE[types[index]];
}

/** "but the cheese no": the item at `index` is taken out by the negation said after it. */
export const negatedAfter = (build: BuildReading, index: number) =>
  editReading(build, index)?.negatedAfter === true;

/**
 * An edit word starts its edit (a removal, a doubling, a swap) or ends one; false when it does
 * neither. "X instead of Y" replaces Y with the layer just named; with no layer named right before
 * it, "instead (of) Y, X" names first what goes out, like "swap Y for X".
 */
function startEdit(build: BuildReading, reading: EditReading, index: number): boolean {
  if (reading.plain) build.mode = "plain";
  else if (reading.remove && replacesNegated(build, index)) build.mode = "instead";
  else if (reading.remove || reading.end) build.mode = reading.remove ? "remove" : "none";
  else if (reading.double) [build.mode, build.doubleTimes] = ["double", reading.double];
  else if (reading.swap && replacesRemoved(build, index)) return true;
  else if (reading.swap) {
    const before = build.spans[skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1)];
    const follows = build.lastAdded !== null && tagOf(before, "item")?.item === build.lastAdded.item;
    build.mode = reading.swap === "instead" && !follows ? "swap" : reading.swap;
    if (build.mode !== "instead") [build.swapFirst, build.openEdit] = [null, build.spans[index].text];
  } else return false;
  return true;
}

/**
 * "turkey not bacon", "cheese, not the tomato": "not" between the item just named and another item
 * says which one it replaces, as "instead of" does — never a removal of both.
 */
function replacesNegated(build: BuildReading, index: number): boolean {
  const before = build.spans[skipWords(build.spans, index - 1, /^(,|-)$/, -1)];
  const after = build.spans[skipWords(build.spans, index + 1, ITEM_LEAD_INS)];
  const item = build.lastAdded?.item;
  return (
    build.text(index) === "not" &&
    item !== undefined &&
    tagOf(before, "item")?.item === item &&
    !!tagOf(after, "item")
  );
}

/**
 * "no tomato, cheese instead", "tomato no, instead cheese": a bare "instead" after a removal makes it
 * a swap — the item said beside "instead" goes in the removed one's place (a removal said on over
 * the comma took that item out too: it is given back). False when no single removal comes before.
 */
function replacesRemoved(build: BuildReading, index: number): boolean {
  const operations = build.current?.operations ?? [];
  if (build.text(index) !== "instead" || operations.at(-1)?.kind !== "remove") return false;
  const said = build.spans[skipWords(build.spans, index - 1, ITEM_LEAD_INS, -1)];
  const before = tagOf(said, "item")?.item;
  const removals = operations.filter((operation) => operation.kind === "remove").length;
  if (before !== undefined) {
    const [out, into] = operations.slice(-2) as Array<{ kind: string; item: string }>;
    if (into?.item !== before || out?.kind !== "remove") return false;
    // "no tomato and no lettuce, ham instead": which one it replaces was not said.
    if (removals !== 2) build.unplaced.push(...said.text.split(" "));
    else operations.splice(-2, 2, { kind: "swap", from: out.item, to: into.item });
    [build.mode, build.openEdit] = ["none", null];
    return true;
  }
  if (removals !== 1) return false;
  const out = operations.pop() as { item: string };
  [build.mode, build.swapFirst, build.openEdit] = ["swap", out.item, "instead"];
  return true;
}

/** A modifier word of the cell; an adding one goes on with a swap under way ("replace the cheese with ham"). */
export const readModifier: BuildReader = (build, index, span) => {
  if (!tagOf(span, "modifier")) return undefined;
  // "make the veggie more slowly": a doubling word before a speed word is the pace's degree.
  if (tagOf(span, "modifier")?.modifier === "double" && tagOf(build.spans[index + 1], "speed")) return index;
  const reading = editReading(build, index);
  if (reading?.double && doublesLayerBefore(build, index, reading.double)) return index;
  // "swap the tomato for some extra lettuce": the swap's second side comes in its place, no doubling.
  if (reading?.double && swapping(build.mode) && build.swapFirst !== null) return index;
  // "no more", "not any more": no doubling at all (the negation is the doubling's: nothing waits).
  if (reading?.double) build.openEdit = /^(no|not|any)$/.test(build.text(index - 1) ?? "") ? null : span.text;
  const { mode, swapFirst } = build;
  if (reading && !startEdit(build, reading, index) && reading.add && !(swapping(mode) && swapFirst !== null))
    if (!(mode === "remove" && reading.holdsRemoval)) build.mode = "add";
  // "make a veggie no", "club but no": a negation that takes nothing out is never dropped silently.
  if (reading?.remove) build.openEdit = span.text;
  return index;
};

/**
 * "… instead", "but", "except" (when the cell has no modifier of that word); "and", ",": a removal, swap
 * or doubling goes on, and after a recipe the items are extras.
 */
export const readEditWord: BuildReader = (build, index) => {
  const reading = editReading(build, index);
  const { mode, current } = build;
  if (reading?.said) return build.named.push(build.text(index)!) && index;
  if (reading?.join && mode !== "remove" && !swapping(mode))
    build.mode = mode === "double" ? "double" : current && !isOpen(current) ? "add" : "none";
  if (reading?.remove) build.openEdit = build.text(index) ?? null;
  return reading && (reading.join || startEdit(build, reading, index)) ? index : undefined;
};

/**
 * "…, but cheese double", "ham triple": a doubling said after the layer it doubles, with no layer
 * after it to take instead, doubles the layer just named.
 */
function doublesLayerBefore(build: BuildReading, index: number, times: number): boolean {
  const last = build.lastAdded;
  const after = build.spans[skipWords(build.spans, index + 1, ITEM_LEAD_INS)];
  if (!last || build.mode === "remove" || tagOf(build.spans[index - 1], "item")?.item !== last.item)
    return false;
  if (tagOf(after, "item") || tagOf(after, "recipe") || after?.number !== undefined) return false;
  const operation = last.fromOperation ? last.spec.operations.at(-1) : undefined;
  if (operation?.kind === "add") Object.assign(operation, { kind: "double", times });
  else if (operation) return false;
  else for (let k = 1; k < times; k++) last.spec.items.push(last.item);
  return true;
}

/** "where the cheese goes first", "tomato last", "with the lettuce on top": the place of a recipe's layer. */
const PLACES: Array<[RegExp, "first" | "last"]> = [
  [/^(first|(at|on) the bottom|at bottom)$/, "first"],
  [/^(last|on top|at the top|on the top)$/, "last"],
];
/** What may say it again after a comma: "right above the bottom bread", "just under the top bread". */
const RESTATED = { first: /^(above|over|on|onto)$/, last: /^(below|under|underneath|beneath)$/ };

/**
 * The place of a layer of a recipe, said right after it ("the cheese goes first", "tomato last",
 * "the lettuce on top"): the layer moves to the first (or last) filling. A restatement after a
 * comma ("…, right above the bottom bread") is read only when it says the same place.
 */
export const readLayerPlace: BuildReader = (build, index, span) => {
  const last = build.lastAdded;
  const operation = last?.fromOperation ? last.spec.operations.at(-1) : undefined;
  const lead = skipWords(build.spans, index - 1, /^the$/, -1);
  // "ham and swiss on rye, with the swiss on the bottom": "the" layer the list already holds moves.
  const moves =
    last !== null &&
    !last.fromOperation &&
    build.text(lead - 1) === "the" &&
    last.spec.items.filter((item) => item === last.item).length > 1;
  if (!last || (!moves && (operation?.kind !== "add" || operation.item !== last.item))) return undefined;
  if (tagOf(build.spans[lead], "item")?.item !== last.item) return undefined;
  const from = /^(goes|go|comes|come|sits|sit|is|are)$/.test(span.text) ? index + 1 : index;
  const words = (at: number, length: number) => build.spans.slice(at, at + length).map((s) => s.text);
  const found = [3, 2, 1]
    .map((length) => [length, PLACES.find(([place]) => place.test(words(from, length).join(" ")))] as const)
    .find(([, place]) => place !== undefined);
  if (!found) return undefined;
  const [length, [, at]] = [found[0], found[1]!];
  if (moves) last.spec.items.splice(last.spec.items.lastIndexOf(last.item), 1);
  last.spec.operations.push({ kind: "place", item: last.item, at });
  let end = from + length - 1;
  const restated = words(end + 1, 6).join(" ");
  const again = new RegExp(
    `^,? (right |just |directly )?(${RESTATED[at].source.slice(2, -2)}) the ((${at === "first" ? "bottom|first" : "top|last"}) )?`,
  );
  const said = again.exec(`${restated} `)?.[0].trim().split(" ").length ?? 0;
  const outer = tagOf(build.spans[end + said + 1], "item")?.item === build.context.cell.outerItem;
  if (said && outer) end += said + 1;
  else end += restatedAtLayer(build, last.spec, last.item, end);
  build.named.push(...words(index, end - index + 1));
  return end;
};

const AT_LAYER = /^, (right |just |directly )?(under|below|beneath|underneath|above|over|on top of) the $/;

/**
 * "…, with the swiss on the bottom, under the ham": a place said again at a layer of the product
 * after a comma is read when it comes to the same layers; when it does not, which was meant is not
 * said, and it is held. The number of words read after `end`.
 */
function restatedAtLayer(build: BuildReading, spec: BuildSpec, item: string, end: number): number {
  for (const length of [4, 5, 6, 3]) {
    const said = build.spans.slice(end + 1, end + 1 + length);
    const match = AT_LAYER.exec(`${said.map((s) => s.text).join(" ")} `);
    const other = tagOf(build.spans[end + 1 + length], "item")?.item;
    if (!match || other === undefined || other === item) continue;
    const at = /^(above|over|on top of)$/.test(match[2]) ? { above: other } : { below: other };
    const { outerItem } = build.context.cell;
    const base = spec.recipe ? build.recipeLayers(spec.recipe) : wrapInOuter(spec.items, outerItem);
    const once = applyOperations([...base], spec.operations, [], outerItem);
    const twice = applyOperations(
      [...base],
      [...spec.operations, { kind: "place", item, at }],
      [],
      outerItem,
    );
    if (once.join() !== twice.join()) build.unplaced.push(...said.map((s) => s.text), other);
    return length + 1;
  }
  return 0;
}

/**
 * "A club. No tomato.", "Club sandwich, please. Tomato is not necessary.": a sentence of edits
 * only — an item taken out, doubled or swapped, nothing built, no place, no motion — edits the
 * product said before it in the same command.
 */
export function editsOnly(spans: Span[]): boolean {
  const edits = spans.some((span) => /^(remove|double|swap)$/.test(tagOf(span, "modifier")?.modifier ?? ""));
  const other = spans.some(
    (span) => span.tags.some((tag) => !/^(item|modifier)$/.test(tag.kind)) || span.number !== undefined,
  );
  return edits && !other && spans.some((span) => tagOf(span, "item"));
}

/**
 * "…, just the normal", "the usual one": the product just named as it is. Read only when nothing
 * of it was changed; beside an edit it is not read, and the order waits.
 */
export const readAsItIs: BuildReader = (build, index, span) => {
  const { current } = build;
  if (!/^(normal|usual)$/.test(span.text) || !current || current.recipe === undefined) return undefined;
  if (current.operations.length > 0 || !/^(the|just|as|,)$/.test(build.text(index - 1) ?? ""))
    return undefined;
  const end = /^(one|amount|way)$/.test(build.text(index + 1) ?? "") ? index + 1 : index;
  build.named.push(...build.spans.slice(index, end + 1).map((s) => s.text));
  return end;
};
