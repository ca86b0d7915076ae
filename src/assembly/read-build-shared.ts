import type { BuildReader, BuildReading, BuildSpec } from "./build-reading.js";

/** "them" after "all", "each" or "both": the products just listed. */
const OF_THEM = /^(of|them|those|these|the|two|three|2|3)$/;
const SIDE_OR_ZONE = /^(side|sides|stack|stacks|zone|zones|spot|spots|area|areas|place|places|ways|ends?)$/;

/** What "both", "each" or "all of them" after a list of products refers to: the list, from the edits on. */
export interface SharedEdit {
  specs: BuildSpec[];
  /** How many operations the last product of the list had when the reference was said. */
  from: number;
  words: string[];
}

/** The products listed: a generic one only with fillings or edits ("three sandwiches: …" is a header). */
const products = (build: BuildReading) =>
  build.specs.filter(
    (spec) => spec.recipe || spec.learned || (spec.generic && spec.items.length + spec.operations.length > 0),
  );

/**
 * "a club and a classic, both without lettuce", "a blt and a veggie, each with extra cheese": after a
 * list of products, "both", "each", "all (of them)" refers to that list — an edit said after it
 * applies to each product, and it never makes more products. Said before any list, or before a zone
 * noun ("both sides"), it is left to the readers of zones.
 */
export const readSharedEdit: BuildReader = (build, index, span) => {
  // "one for each place": "each" under "for" counts the places, it refers to no list.
  if (!/^(both|each|all)$/.test(span.text) || build.text(index - 1) === "for") return undefined;
  const listed = products(build);
  if (listed.length < 2 || build.current !== listed.at(-1)) return undefined;
  let end = index;
  while (OF_THEM.test(build.text(end + 1) ?? "")) end++;
  const words = build.spans.slice(index, end + 1).map((s) => s.text);
  if (SIDE_OR_ZONE.test(build.text(end + 1) ?? "")) return undefined;
  // "all" alone, or "all the …", is no reference unless "of them" says so; "both" and "each" are.
  if (span.text === "all" && !words.includes("them")) return undefined;
  build.shared = { specs: listed, from: listed.at(-1)!.operations.length, words };
  return end;
};

/**
 * The edits said after the reference, copied to each product of the list; false when the clause went
 * on to another product after it, so that what the reference covers is not certain.
 */
export function shareEdits(build: BuildReading): boolean {
  const { shared } = build;
  if (!shared) return true;
  const last = shared.specs.at(-1)!;
  if (build.specs.at(-1) !== last) return false;
  const edits = last.operations.slice(shared.from);
  if (edits.length === 0) return false;
  for (const spec of shared.specs.slice(0, -1)) spec.operations.push(...edits.map((edit) => ({ ...edit })));
  build.named.push(...shared.words);
  return true;
}
