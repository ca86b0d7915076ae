import type { BuildReader } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/** Words that repeat the layer just named. */
const REPEAT_WORDS: Record<string, number> = { twice: 2, thrice: 3 };

/** "cheese twice", "meat 3 times": the layer just named, that many times. */
export const readRepeat: BuildReader = (build, index) => {
  const span = build.spans[index];
  const next = build.text(index + 1);
  const repeat = REPEAT_WORDS[span.text] ?? (next === "times" || next === "x" ? span.number : undefined);
  if (repeat === undefined) return undefined;
  const last = build.lastAdded;
  // "a cheese sandwich twice" names no layer last; "make a classic twice": no layer to repeat.
  if (last && tagOf(build.spans[index - 1], "item")) {
    const times = Math.max(1, Math.round(repeat));
    if (last.fromOperation) {
      const operation = last.spec.operations.at(-1);
      if (operation && (operation.kind === "add" || operation.kind === "double")) operation.times = times;
    } else {
      for (let k = 1; k < times; k++) last.spec.items.push(last.item);
    }
  } else build.unplaced.push(span.text, "times");
  return span.number !== undefined ? index + 1 : index;
};

/** A number: a count of the list that follows ("only two layers"), or of the next sandwich or layer. */
export const readNumber: BuildReader = (build, index) => {
  const { number } = build.spans[index];
  const next = build.text(index + 1) ?? "";
  if (number === undefined) return undefined;
  if (/^(cm|mm|s|sec|seconds?)$/.test(next)) return index;
  if (/^(layers|items|ingredients|things|tiles)$/.test(next) && build.text(index + 2) !== "of") {
    // "only two layers, bread and tomato": a count of the list that follows, not a multiplier.
    build.declaredCount = number;
    return index + 1;
  }
  build.pendingCount = number;
  return index;
};
