import { isOpen, type BuildReader, type BuildReading } from "./build-reading.js";
import { parse, type EditReading } from "./edit-grammar.js";
import { tagOf, type Span } from "./lexicon.js";

/** "swap A for B", "substitute B for A": a swap under way. */
const swapping = (mode: BuildReading["mode"]) => mode === "swap" || mode === "substitute";

/** The item an edit under way names: the one to take out, one side of a swap, or what "instead" replaces. */
export function editItem(build: BuildReading, item: string): boolean {
  const { mode, lastAdded } = build;
  if (mode !== "remove" && mode !== "instead" && !swapping(mode)) return false;
  build.openEdit = null;
  if (mode === "remove") build.currentSpec().operations.push({ kind: "remove", item });
  else if (mode === "instead") {
    if (lastAdded) {
      build.undoLastAdded();
      lastAdded.spec.operations.push({ kind: "swap", from: item, to: lastAdded.item });
    } else build.notes.push(`I did not catch what should replace the ${item}`);
    build.lastAdded = null;
    build.mode = "none";
  } else if (build.swapFirst === null) build.swapFirst = item;
  else {
    const [from, to] = mode === "swap" ? [build.swapFirst, item] : [item, build.swapFirst];
    build.currentSpec().operations.push({ kind: "swap", from, to });
    build.swapFirst = null;
    build.mode = "none";
  }
  return true;
}

/** The edit words that are no modifier of the cell, by their type in edit-grammar.peggy. */
const EDIT_WORDS = new Map(Object.entries({ instead: "I", but: "b", except: "e", and: "j", ",": "j" }));
/** A word's type: the edit its modifier tag makes (remove, double, swap, add), an edit word, an item (i), or x. */
const editType = (span: Span) =>
  tagOf(span, "modifier")?.modifier[0] ?? EDIT_WORDS.get(span.text) ?? (tagOf(span, "item") ? "i" : "x");
const BY_TYPE: Record<string, EditReading> = { a: { add: true }, j: { join: true } };
const readings = new WeakMap<BuildReading, { types: string; read: Array<EditReading | undefined> }>();

/**
 * What a word of the clause reads as in a recipe edit (edit-grammar.peggy), read once per clause and
 * only when a word there starts or ends an edit: other adding words and joiners read as their type.
 */
function editReading(build: BuildReading, index: number): EditReading | undefined {
  if (!readings.has(build)) {
    const [types, words] = [build.spans.map(editType).join(""), build.spans.map((span) => span.text)];
    readings.set(build, { types, read: /[rdsIbe]/.test(types) ? parse(types, { words }) : [] });
  }
  const { types, read } = readings.get(build)!;
  return read[index] ?? BY_TYPE[types[index]];
}

/** "but the cheese no": the item at `index` is taken out by the negation said after it. */
export const negatedAfter = (build: BuildReading, index: number) =>
  editReading(build, index)?.negatedAfter === true;

/** An edit word starts its edit (a removal, a doubling, a swap) or ends one; false when it does neither. */
function startEdit(build: BuildReading, reading: EditReading): boolean {
  if (reading.remove || reading.end) build.mode = reading.remove ? "remove" : "none";
  else if (reading.double) [build.mode, build.doubleTimes] = ["double", reading.double];
  else if (reading.swap) {
    build.mode = reading.swap;
    if (reading.swap !== "instead") build.swapFirst = null;
  } else return false;
  return true;
}

/** A modifier word of the cell; an adding one goes on with a swap under way ("replace the cheese with ham"). */
export const readModifier: BuildReader = (build, index, span) => {
  if (!tagOf(span, "modifier")) return undefined;
  const reading = editReading(build, index);
  // "no more", "not any more": no doubling at all (the negation is the doubling's: nothing waits).
  if (reading?.double) build.openEdit = /^(no|not|any)$/.test(build.text(index - 1) ?? "") ? null : span.text;
  const { mode, swapFirst } = build;
  if (reading && !startEdit(build, reading) && reading.add && !(swapping(mode) && swapFirst !== null))
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
  if (reading?.join && mode !== "remove" && !swapping(mode))
    build.mode = mode === "double" ? "double" : current && !isOpen(current) ? "add" : "none";
  if (reading?.remove) build.openEdit = build.text(index) ?? null;
  return reading && (reading.join || startEdit(build, reading)) ? index : undefined;
};
