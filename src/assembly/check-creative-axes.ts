import type { AssemblyCell } from "./load-assembly-cell.js";
import type { CreativeAxes } from "./creative-axes.js";

/**
 * Whether stacks honour the creative axes and the cell's limits: the check a creative result
 * passes before it is returned. Null when they do, else the first reason they do not.
 */
export function checkCreativeAxes(
  axes: Pick<CreativeAxes, "spatial" | "logic">,
  stacks: ReadonlyArray<{ zone: string; layers: readonly string[] }>,
  namedItems: readonly string[],
  cell: AssemblyCell,
): string | null {
  const used = stacks.filter((stack) => stack.layers.length > 0);
  const all = used.flatMap((stack) => stack.layers);
  if (all.length === 0) return "no layers";
  if (new Set(used.map((stack) => stack.zone)).size !== used.length) return "two stacks on one zone";
  for (const stack of used) {
    if (!cell.zoneNames.includes(stack.zone)) return `unknown zone ${stack.zone}`;
    if (stack.layers.length > cell.file.limits.max_layers_per_stack)
      return `${stack.zone} over ${cell.file.limits.max_layers_per_stack} layers`;
    for (const item of new Set(stack.layers)) {
      if (!cell.itemNames.includes(item)) return `unknown item ${item}`;
      if (stack.layers.filter((layer) => layer === item).length > cell.file.limits.max_tiles_per_item)
        return `too many ${item} on ${stack.zone}`;
    }
  }
  const single = ["single_tall", "single_short", "palindrome", "inverted"].includes(axes.spatial);
  if (single && used.length !== 1) return `${axes.spatial} needs one zone, got ${used.length}`;
  if (axes.spatial === "three_zone_split" && used.length !== 3) return "three_zone_split needs three zones";
  if (axes.spatial === "two_zone_contrast") {
    if (used.length !== 2) return "two_zone_contrast needs two zones";
    const [left, right] = used.map((stack) => new Set(stack.layers));
    if ([...left].some((item) => right.has(item))) return "the two zones share ingredients";
  }
  if (axes.spatial === "single_short" && !(used[0].layers.length >= 2 && used[0].layers.length <= 3))
    return "single_short needs 2–3 layers";
  if (axes.spatial === "palindrome" && used[0].layers.join() !== [...used[0].layers].reverse().join())
    return "not a palindrome";
  if (axes.spatial === "inverted" && used[0].layers[used[0].layers.length - 1] !== cell.outerItem)
    return `inverted must end in ${cell.outerItem}`;
  switch (axes.logic) {
    case "all_one":
      if (new Set(all).size !== 1) return "all_one uses several items";
      if (used.some((stack) => stack.layers.length < 4 || stack.layers.length > 6))
        return "all_one needs 4–6 layers";
      break;
    case "doubled":
      for (const stack of used) {
        if (new Set(stack.layers).size !== 2) return "doubled needs exactly two items per stack";
        if (stack.layers.some((item, index) => index > 0 && stack.layers[index - 1] === item))
          return "doubled must alternate";
      }
      break;
    case "full_set":
      if (cell.itemNames.some((item) => !all.includes(item))) return "full_set misses an item";
      break;
    case "constrained":
      if (all.some((item) => !namedItems.includes(item)))
        return "constrained uses an item that was not named";
      break;
    case "category_grouped": {
      for (const stack of used) {
        if (
          stack.layers.some(
            (item, index) =>
              index > 0 && cell.categoryRank(stack.layers[index - 1]) > cell.categoryRank(item),
          )
        )
          return "category_grouped out of order";
      }
      break;
    }
  }
  return null;
}
