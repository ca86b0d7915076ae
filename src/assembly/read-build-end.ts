import { skipWords, type BuildReader, type BuildReading } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/*
 * An end of a product: the outer item that closes it on top, or opens it at the bottom. "no bread on
 * top", "without the top bread", "hold the top slice", "nothing on top" leave that one layer off
 * (the other stays; "no bread at the bottom" likewise); said of a layer list that ends in no outer
 * item ("bread and cheese, nothing on top") they say the list is all there is. Never every layer of
 * the outer item: "no bread on top" is not "no bread".
 */
type End = "top" | "bottom";
const SAID_AT: Array<[string[], End]> = [
  [["on", "top"], "top"],
  [["at", "the", "top"], "top"],
  [["on", "the", "top"], "top"],
  [["at", "the", "bottom"], "bottom"],
  [["on", "the", "bottom"], "bottom"],
  [["at", "bottom"], "bottom"],
];
const PIECE = /^(slice|piece|layer|one)$/;

/** The end said from `at` ("on top", "at the bottom") and how many words say it. */
function endAt(build: BuildReading, at: number): [number, End] | null {
  const said = SAID_AT.find(([words]) => words.every((word, k) => build.text(at + k) === word));
  return said ? [said[0].length, said[1]] : null;
}

/** The outer item's layer at that end taken off the product said last; the index of the last word read. */
function leaveOff(build: BuildReading, end: End, last: number): number {
  const outer = build.context.cell.outerItem;
  build.currentSpec().operations.push({ kind: "remove", item: outer, times: 1, end });
  build.mode = "none";
  build.openEdit = null;
  return last;
}

export const readEndOfProduct: BuildReader = (build, index, span) => {
  const outer = build.context.cell.outerItem;
  const isOuter = (at: number) => tagOf(build.spans[at], "item")?.item === outer;
  // "…, nothing on top": with a product said before it.
  if (span.text === "nothing" && build.current) {
    const said = endAt(build, index + 1);
    return said ? leaveOff(build, said[1], index + said[0]) : undefined;
  }
  if (build.mode !== "remove") return undefined;
  // "no bread on top"
  if (isOuter(index)) {
    const said = endAt(build, index + 1);
    return said ? leaveOff(build, said[1], index + said[0]) : undefined;
  }
  // "without the top bread", "hold the top slice (of bread)", "leave off the bottom one"
  if (span.text !== "top" && span.text !== "bottom") return undefined;
  const end = span.text;
  const at = index + 1;
  if (isOuter(at)) return leaveOff(build, end, at);
  if (!PIECE.test(build.text(at) ?? "")) return undefined;
  const of = skipWords(build.spans, at + 1, /^(of|the)$/);
  return build.text(at + 1) === "of" && isOuter(of) ? leaveOff(build, end, of) : leaveOff(build, end, at);
};
