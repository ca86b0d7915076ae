import type { AssemblyCell } from "./load-assembly-cell.js";
import type { CreativeAxes, IngredientLogic, SpatialStructure } from "./creative-axes.js";
import { checkCreativeAxes } from "./check-creative-axes.js";
import { overflowProblem, zoneRooms, type ZoneRoom } from "./creative-room.js";

/** The stacks of a creative build, one per zone, bottom to top. */
export type CreativeStacks = Array<{ zone: string; layers: string[] }>;

/**
 * Builds stacks that honour the assigned axes: palindromes read the same both ways, `inverted`
 * ends in the outer item, `doubled` alternates exactly two items, `three_zone_split` uses three zones, and
 * so on. Given the layers already on each zone (`stacks`), sizes fit the room left and the zones
 * with most room come first (`zones` gives the order among equals): `single_tall` is as many
 * layers as the zone still takes. Every result is checked with `checkCreativeAxes` and against
 * the room left before it is returned; a failed check is retried, then reported.
 */
export function generateCreative(
  axes: Pick<CreativeAxes, "spatial" | "logic">,
  namedItems: readonly string[],
  zones: readonly string[],
  cell: AssemblyCell,
  random: () => number,
  stacksNow: Readonly<Record<string, readonly string[]>> = {},
): { stacks: CreativeStacks; problem: string | null } {
  const rooms = zoneRooms(cell, stacksNow, zones);
  let problem: string | null = "not generated";
  let stacks: CreativeStacks = [];
  for (let attempt = 0; attempt < 8 && problem; attempt++) {
    stacks = buildStacks(axes.spatial, axes.logic, namedItems, rooms, cell, random);
    problem = checkCreativeAxes(axes, stacks, namedItems, cell) ?? overflowProblem(stacks, rooms);
  }
  return { stacks, problem };
}

function buildStacks(
  spatial: SpatialStructure,
  logic: IngredientLogic,
  namedItems: readonly string[],
  rooms: readonly ZoneRoom[],
  cell: AssemblyCell,
  random: () => number,
): CreativeStacks {
  const { itemNames: allItems, outerItem, categoryRank: rank } = cell;
  const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(options: readonly T[]) => options[Math.floor(random() * options.length)];
  const shuffle = <T>(options: readonly T[]) => {
    const out = [...options];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const pool = logic === "constrained" ? [...namedItems] : [...allItems];
  const [first] = rooms;
  const capacity = (items: readonly string[], zone: ZoneRoom) =>
    Math.min(
      zone.layers,
      items.reduce((sum, item) => sum + (zone.perItem[item] ?? 0), 0),
    );

  /** `length` layers from `items` under the ingredient logic, each item within the zone's room. */
  const layersFor = (
    allowed: readonly string[],
    length: number,
    mustCover: readonly string[] = [],
    zone: ZoneRoom = first,
  ): string[] => {
    const items = allowed.filter((item) => (zone.perItem[item] ?? 0) > 0);
    const counts = new Map<string, number>();
    const take = (item: string) => counts.set(item, (counts.get(item) ?? 0) + 1);
    const room = (item: string) => (counts.get(item) ?? 0) < (zone.perItem[item] ?? 0);
    switch (logic) {
      case "all_one": {
        if (items.length === 0) return [];
        const roomy = items.filter((item) => zone.perItem[item] >= 4);
        const item = pick(roomy.length > 0 ? roomy : items);
        return Array(Math.min(zone.layers, Math.max(4, Math.min(length, zone.perItem[item], 6)))).fill(item);
      }
      case "doubled": {
        if (items.length < 2) return [];
        const [one, two] = shuffle(items).slice(0, 2);
        let size = Math.min(length, zone.layers);
        while (
          size > 0 &&
          (Math.ceil(size / 2) > zone.perItem[one] || Math.floor(size / 2) > zone.perItem[two])
        )
          size--;
        return alternate(size, one, two);
      }
      case "category_grouped": {
        const chosen = shuffle(items)
          .slice(0, Math.max(1, Math.min(items.length, integer(2, items.length))))
          .slice(0, Math.max(1, zone.layers));
        const layers = [...chosen];
        while (layers.length < Math.min(length, capacity(chosen, zone))) {
          const extra = pick(chosen);
          if (layers.filter((layer) => layer === extra).length < zone.perItem[extra]) layers.push(extra);
        }
        return layers.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      }
      default: {
        // full_set, random_ordered, constrained: cover what must be covered, fill at random.
        const layers: string[] = [];
        for (const item of shuffle(mustCover.filter((item) => items.includes(item)))) {
          if (layers.length >= zone.layers) break;
          layers.push(item);
          take(item);
        }
        const target = Math.min(Math.max(length, layers.length), capacity(items, zone));
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
  const alternate = (length: number, one: string, two: string) =>
    Array.from({ length }, (_, index) => (index % 2 === 0 ? one : two));
  /** The one stack of a single-zone build. */
  const single = (layers: string[]) => [{ zone: first.zone, layers }];

  switch (spatial) {
    case "single_tall":
      return single(layersFor(pool, first.layers, cover(pool)));
    case "single_short": {
      const length = Math.min(integer(2, 3), first.layers);
      return single(layersFor(pool, length, cover(pool).slice(0, length)).slice(0, 3));
    }
    case "palindrome": {
      if (logic === "all_one") return single(layersFor(pool, 5));
      if (logic === "doubled") {
        const [outer, inner] = shuffle(pool.filter((item) => first.perItem[item] > 0)).slice(0, 2);
        const fits = [3, 5, 7].filter(
          (length) =>
            length <= first.layers &&
            (length + 1) / 2 <= first.perItem[outer] &&
            (length - 1) / 2 <= first.perItem[inner],
        );
        return single(alternate(pick(fits.length > 0 ? fits : [3]), outer, inner));
      }
      // constrained (and anything else allowed): a random half mirrored around a middle layer.
      // At most two of an item in the half keeps the mirrored stack within the per-item limit.
      // Mirrored pairs only from items with room for two more, so the stack stays within the limits.
      const paired = pool.filter((item) => first.perItem[item] >= 2);
      const half: string[] = [];
      const length = Math.min(integer(1, 3), Math.floor((first.layers - 1) / 2));
      while (half.length < length && paired.length > 0) {
        const item = pick(paired);
        if (2 * (half.filter((layer) => layer === item).length + 1) <= Math.min(4, first.perItem[item]))
          half.push(item);
        else if (paired.length === 1) break;
      }
      const middles = pool.filter(
        (item) => first.perItem[item] > 2 * half.filter((layer) => layer === item).length,
      );
      const middle = pick(middles.length > 0 ? middles : pool);
      return single([...half, middle, ...[...half].reverse()]);
    }
    case "inverted": {
      const withoutBread = pool.filter((item) => item !== outerItem && first.perItem[item] > 0);
      if (logic === "doubled") {
        const other = pick(withoutBread);
        const fits = [4, 6].filter(
          (length) =>
            length <= first.layers && length / 2 <= Math.min(first.perItem[other], first.perItem[outerItem]),
        );
        return single(alternate(pick(fits.length > 0 ? fits : [2]), other, outerItem));
      }
      const bodyRoom = { ...first, layers: first.layers - 1 };
      const body =
        withoutBread.length > 0
          ? layersFor(
              withoutBread,
              integer(3, 5),
              logic === "full_set" ? withoutBread : cover(withoutBread),
              bodyRoom,
            )
          : [];
      const layers =
        logic === "category_grouped"
          ? [...body.sort((a, b) => rank(a) - rank(b)), outerItem]
          : [...body, outerItem];
      return single(layers.slice(-first.layers));
    }
    case "three_zone_split": {
      const three = rooms.slice(0, 3);
      if (logic === "all_one") {
        const roomy = pool.filter((item) => three.every((zone) => zone.perItem[item] >= 4));
        const item = pick(roomy.length > 0 ? roomy : pool);
        return three.map((zone) => ({
          zone: zone.zone,
          layers: Array(Math.min(integer(4, 5), zone.layers, zone.perItem[item])).fill(item),
        }));
      }
      const spread = shuffle(cover(pool));
      return three.map((zone, index) => ({
        zone: zone.zone,
        layers: layersFor(
          pool,
          integer(3, 5),
          spread.filter((_, at) => at % 3 === index),
          zone,
        ),
      }));
    }
    case "two_zone_contrast": {
      const shuffled = shuffle(pool);
      const cut = logic === "doubled" ? Math.min(2, shuffled.length - 2) : integer(1, shuffled.length - 1);
      const sides = [shuffled.slice(0, Math.max(1, cut)), shuffled.slice(Math.max(1, cut))];
      return rooms.slice(0, 2).map((zone, index) => ({
        zone: zone.zone,
        layers: layersFor(sides[index], integer(3, 5), cover(sides[index]), zone),
      }));
    }
  }
}
