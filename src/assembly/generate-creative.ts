import type { AssemblyCell } from "./load-assembly-cell.js";
import type { CreativeAxes, IngredientLogic, SpatialStructure } from "./creative-axes.js";
import { checkCreativeAxes } from "./check-creative-axes.js";

/** The stacks of a creative build, one per zone, bottom to top. */
export type CreativeStacks = Array<{ zone: string; layers: string[] }>;

interface Limits {
  maxLayers: number;
  maxPerItem: number;
}

const CATEGORY_RANK: Record<string, number> = { protein: 0, vegetable: 1, starch: 2, dairy: 2 };

/**
 * Builds stacks that honour the assigned axes: palindromes read the same both ways, `inverted`
 * ends in bread, `doubled` alternates exactly two items, `three_zone_split` uses three zones, and
 * so on. Every result is checked with `checkCreativeAxes` before it is returned; a failed check
 * (which the property tests show does not happen) is retried, then reported.
 */
export function generateCreative(
  axes: Pick<CreativeAxes, "spatial" | "logic">,
  namedItems: readonly string[],
  zones: readonly string[],
  cell: AssemblyCell,
  random: () => number,
): { stacks: CreativeStacks; problem: string | null } {
  const limits = { maxLayers: cell.file.limits.max_layers_per_stack, maxPerItem: cell.file.limits.max_tiles_per_item };
  const categoryOf = new Map(cell.file.items.map((item) => [item.name, item.category]));
  let problem: string | null = "not generated";
  let stacks: CreativeStacks = [];
  for (let attempt = 0; attempt < 5 && problem; attempt++) {
    stacks = buildStacks(axes.spatial, axes.logic, namedItems, zones, cell.itemNames, categoryOf, limits, random);
    problem = checkCreativeAxes(axes, stacks, namedItems, cell);
  }
  return { stacks, problem };
}

function buildStacks(
  spatial: SpatialStructure,
  logic: IngredientLogic,
  namedItems: readonly string[],
  zones: readonly string[],
  allItems: readonly string[],
  categoryOf: Map<string, string>,
  limits: Limits,
  random: () => number,
): CreativeStacks {
  const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T,>(options: readonly T[]) => options[Math.floor(random() * options.length)];
  const shuffle = <T,>(options: readonly T[]) => {
    const out = [...options];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const pool = logic === "constrained" ? [...namedItems] : [...allItems];
  const rank = (item: string) => CATEGORY_RANK[categoryOf.get(item) ?? "starch"] ?? 2;
  const capacity = (items: readonly string[]) => Math.min(limits.maxLayers, items.length * limits.maxPerItem);

  /** `length` layers from `items` under the ingredient logic, each item at most maxPerItem times. */
  const layersFor = (items: readonly string[], length: number, mustCover: readonly string[] = []): string[] => {
    const counts = new Map<string, number>();
    const take = (item: string) => counts.set(item, (counts.get(item) ?? 0) + 1);
    const room = (item: string) => (counts.get(item) ?? 0) < limits.maxPerItem;
    switch (logic) {
      case "all_one": {
        const item = pick(items);
        return Array(Math.max(4, Math.min(length, limits.maxPerItem, 6))).fill(item);
      }
      case "doubled": {
        const [first, second] = shuffle(items).slice(0, 2);
        const size = Math.min(length, 2 * limits.maxPerItem);
        return Array.from({ length: size }, (_, index) => (index % 2 === 0 ? first : second));
      }
      case "category_grouped": {
        const chosen = shuffle(items).slice(0, Math.max(1, Math.min(items.length, integer(2, items.length))));
        const layers = [...chosen];
        while (layers.length < Math.min(length, capacity(chosen))) {
          const extra = pick(chosen);
          if (layers.filter((layer) => layer === extra).length < limits.maxPerItem) layers.push(extra);
        }
        return layers.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      }
      default: {
        // full_set, random_ordered, constrained: cover what must be covered, fill at random.
        const layers: string[] = [];
        for (const item of shuffle(mustCover)) {
          layers.push(item);
          take(item);
        }
        const target = Math.min(Math.max(length, layers.length), capacity(items));
        while (layers.length < target) {
          const item = pick(items);
          if (!room(item)) continue;
          layers.splice(integer(0, layers.length), 0, item);
          take(item);
        }
        return layers;
      }
    }
  };
  const cover = (items: readonly string[]) => (logic === "full_set" || logic === "constrained" ? items : []);

  switch (spatial) {
    case "single_tall":
      return [{ zone: zones[0], layers: layersFor(pool, limits.maxLayers, cover(pool)) }];
    case "single_short": {
      const length = integer(2, 3);
      return [{ zone: zones[0], layers: layersFor(pool, length, cover(pool).slice(0, length)).slice(0, 3) }];
    }
    case "palindrome": {
      if (logic === "all_one") return [{ zone: zones[0], layers: layersFor(pool, 5) }];
      if (logic === "doubled") {
        const [first, second] = shuffle(pool).slice(0, 2);
        const length = pick([3, 5, 7]);
        return [{ zone: zones[0], layers: Array.from({ length }, (_, index) => (index % 2 === 0 ? first : second)) }];
      }
      // constrained (and anything else allowed): a random half mirrored around a middle layer.
      // At most two of an item in the half keeps the mirrored stack within the per-item limit.
      const half: string[] = [];
      const length = integer(1, 3);
      while (half.length < length) {
        const item = pick(pool);
        if (half.filter((layer) => layer === item).length < 2) half.push(item);
        else if (pool.length === 1) break;
      }
      const middle = pick(pool);
      return [{ zone: zones[0], layers: [...half, middle, ...[...half].reverse()] }];
    }
    case "inverted": {
      const withoutBread = pool.filter((item) => item !== "bread");
      if (logic === "doubled") {
        const other = pick(withoutBread);
        const length = pick([4, 6]);
        return [{ zone: zones[0], layers: Array.from({ length }, (_, index) => (index % 2 === 0 ? other : "bread")) }];
      }
      const body = withoutBread.length > 0 ? layersFor(withoutBread, integer(3, 5), logic === "full_set" ? withoutBread : cover(withoutBread)) : [];
      const layers = logic === "category_grouped" ? [...body.sort((a, b) => rank(a) - rank(b)), "bread"] : [...body, "bread"];
      return [{ zone: zones[0], layers: layers.slice(-limits.maxLayers) }];
    }
    case "three_zone_split": {
      if (logic === "all_one") {
        const item = pick(pool);
        return zones.slice(0, 3).map((zone) => ({ zone, layers: Array(integer(4, Math.min(5, limits.maxPerItem))).fill(item) }));
      }
      const spread = shuffle(cover(pool));
      return zones.slice(0, 3).map((zone, index) => ({
        zone,
        layers: layersFor(pool, integer(3, 5), spread.filter((_, at) => at % 3 === index)),
      }));
    }
    case "two_zone_contrast": {
      const shuffled = shuffle(pool);
      const cut = logic === "doubled" ? Math.min(2, shuffled.length - 2) : integer(1, shuffled.length - 1);
      const sides = [shuffled.slice(0, Math.max(1, cut)), shuffled.slice(Math.max(1, cut))];
      return zones.slice(0, 2).map((zone, index) => ({ zone, layers: layersFor(sides[index], integer(3, 5), cover(sides[index])) }));
    }
  }
}
