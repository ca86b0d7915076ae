import type { BuildReader } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/** "on each side of", "on both sides of", "either side of": a layer on both faces of another. */
const EACH_SIDE = /^(each|both|either) sides? of (the )?$/;

/**
 * "a tomato slice on each side of the cheese": the layer just named goes right under and right
 * above a layer of its product — one each, never a product on each zone. Said of a layer the
 * product lacks, it is held.
 */
export const readEachSide: BuildReader = (build, index, span) => {
  if (!/^(each|both|either)$/.test(span.text)) return undefined;
  const words = (length: number) => build.spans.slice(index, index + length).map((s) => s.text);
  const length = [3, 4].find(
    (n) => EACH_SIDE.test(`${words(n).join(" ")} `) && tagOf(build.spans[index + n], "item") !== undefined,
  );
  const last = build.lastAdded;
  const other = length ? tagOf(build.spans[index + length], "item")?.item : undefined;
  if (!length || !other || !last || other === last.item) return undefined;
  const { spec } = last;
  const end = index + length;
  const base = spec.recipe ? build.recipeLayers(spec.recipe) : spec.items;
  const operation = last.fromOperation ? spec.operations.at(-1) : undefined;
  // (a product that holds the layer already: whether it moves or more are added is not said)
  const holds = last.fromOperation && base.includes(last.item);
  if (!base.includes(other) || holds || (last.fromOperation && operation?.kind !== "add")) {
    build.unplaced.push(...words(length), build.spans[end].text);
    return end;
  }
  if (operation?.kind === "add") {
    operation.at = { below: other };
    spec.operations.push({ kind: "more", item: last.item, times: operation.times, at: { above: other } });
  } else {
    spec.items.splice(spec.items.lastIndexOf(last.item), 1);
    spec.items.splice(spec.items.indexOf(other), 0, last.item);
    spec.items.splice(spec.items.indexOf(other) + 1, 0, last.item);
  }
  return end;
};
