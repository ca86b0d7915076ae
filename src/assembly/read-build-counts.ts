import type { BuildReader } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/** Words that repeat the layer just named. */
const REPEAT_WORDS: Record<string, number> = { twice: 2, thrice: 3 };

/**
 * Counts in a build: "cheese twice", "meat 3 times" repeat the layer just named; "only two layers"
 * counts the list that follows; another number counts the next sandwich or layer.
 */
export const readCount: BuildReader = (build, index) => {
  const span = build.spans[index];
  const next = build.text(index + 1) ?? "";
  const repeat = REPEAT_WORDS[span.text] ?? (next === "times" || next === "x" ? span.number : undefined);
  if (repeat !== undefined) {
    const last = build.lastAdded;
    const times = Math.max(1, Math.round(repeat));
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
  if (/^(cm|mm|s|sec|seconds?)$/.test(next)) return index;
  if (/^(layers|items|ingredients|things|tiles)$/.test(next) && build.text(index + 2) !== "of") {
    // "only two layers, bread and tomato": a count of the list that follows, not a multiplier.
    build.declaredCount = span.number;
    return index + 1;
  }
  build.pendingCount = span.number;
  return index;
};
