import type { BuildReader, BuildReading } from "./build-reading.js";
import { tagOf } from "./lexicon.js";

/** What may stand between "with" and the fillings, or between them: "a bit of", "some", "the", "and". */
const BETWEEN = /^(a|an|the|some|bit|a bit|little|a little|of|and|,|both)$/;
/** What closes the description: "in it", "on it", "inside". */
const CLOSES = /^(in|on|inside)$/;

/**
 * "the one with tomatoes in it", "the one with a bit of everything": a product of the cell's
 * recipes said by fillings it has. The one recipe with them all is the product; said after a
 * recipe that has them ("the veggie one, the one with the cheese in it") it says that recipe
 * again; when several recipes have them, or none, which one is meant is asked.
 */
export const readDescribed: BuildReader = (build, index, span) => {
  if (span.text !== "one" || build.text(index - 1) !== "the" || build.text(index + 1) !== "with")
    return undefined;
  const { cell } = build.context;
  const items: string[] = [];
  let end = index + 1;
  for (let at = index + 2; at < build.spans.length; at++) {
    const said = build.spans[at];
    const item = tagOf(said, "item")?.item;
    if (item) items.push(item);
    else if (said.text === "everything")
      items.push(...cell.itemNames.filter((name) => name !== cell.outerItem));
    else if (!BETWEEN.test(said.text)) break;
    end = at;
  }
  if (items.length === 0) return undefined;
  if (CLOSES.test(build.text(end + 1) ?? "") && /^(it|them)$/.test(build.text(end + 2) ?? "")) end += 2;
  const having = cell.file.recipes.filter((recipe) => items.every((item) => recipe.layers.includes(item)));
  const current = build.current?.recipe;
  if (current && having.some((recipe) => recipe.name === current)) return end;
  if (having.length === 1) build.newSpec({ recipe: having[0].name });
  else
    askWhich(
      build,
      having.map((recipe) => recipe.name),
      items,
    );
  return end;
};

function askWhich(build: BuildReading, recipes: string[], items: string[]) {
  const fillings = [...new Set(items)].join(" and ");
  const question =
    recipes.length > 0
      ? `${recipes.join(", ")} all have ${fillings}. Which one would you like?`
      : `None of mine has ${fillings}. Which one would you like?`;
  build.question ??= { question, summary: `the one with ${fillings}` };
}
