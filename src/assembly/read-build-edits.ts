import { isOpen, type BuildReader, type BuildReading } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/** "swap A for B", "substitute B for A": a swap under way. */
const swapping = (mode: BuildReading["mode"]) => mode === "swap" || mode === "substitute";

/** The item an edit under way names: the one to take out, one side of a swap, or what "instead" replaces. */
export function editItem(build: BuildReading, item: string): boolean {
  const { mode, lastAdded } = build;
  if (mode !== "remove" && mode !== "instead" && !swapping(mode)) return false;
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

export const readModifier: BuildReader = (build, index, span) => {
  const modifier = tagOf(span, "modifier");
  if (!modifier) return undefined;
  const { mode } = build;
  if (modifier.modifier === "remove") {
    // "not too …" takes nothing out.
    if (!(modifier.word === "not" && build.text(index + 1) === "too")) build.mode = "remove";
  } else if (modifier.modifier === "double") {
    build.mode = "double";
    build.doubleTimes = modifier.word === "triple" ? 3 : 2;
  } else if (modifier.modifier === "swap") {
    if (/^(instead of|rather than|in place of)$/.test(modifier.word)) build.mode = "instead";
    else {
      build.mode = modifier.word === "substitute" ? "substitute" : "swap";
      build.swapFirst = null;
    }
  } else if (swapping(mode) && build.swapFirst !== null) {
    // "replace the cheese with ham": "with" continues the swap.
  } else if (!(mode === "remove" && (span.text === "and" || span.text === "," || isNegated(build, index)))) {
    build.mode = "add";
  }
  return index;
};

/** "not with tomato", "no with": the negation governs the "with" after it (a "without"). */
const isNegated = (build: BuildReading, index: number) =>
  tagOf(build.spans[index - 1], "modifier")?.modifier === "remove";

/** "… instead" replaces the layer just named; "but" ends an edit; "except" takes out what follows. */
export const readEditWord: BuildReader = (build, index, span) => {
  const word = span.text;
  if (!/^(instead|but|except)$/.test(word)) return undefined;
  build.mode = word === "instead" ? "instead" : word === "except" ? "remove" : "none";
  return index;
};

/** "and", ",": a removal, swap or doubling goes on; after a recipe the items are extras. */
export const readJoiner: BuildReader = (build, index, span) => {
  const { mode, current } = build;
  if (!/^(and|,)$/.test(span.text)) return undefined;
  if (mode !== "remove" && !swapping(mode))
    build.mode = mode === "double" ? "double" : current && !isOpen(current) ? "add" : "none";
  return index;
};
