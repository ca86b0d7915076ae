import type { IngredientLogic, SpatialStructure } from "./creative-axes.js";
import type { AssemblyCell } from "./load-assembly-cell.js";

/** How much one zone can still take: layers left, and tiles left per ingredient. */
export interface ZoneRoom {
  zone: string;
  layers: number;
  perItem: Record<string, number>;
}

/**
 * The room left on every zone given what is already stacked, most room first (ties keep the
 * given zone order, so an empty scene keeps the caller's preference). Pure.
 */
export function zoneRooms(
  cell: AssemblyCell,
  stacks: Readonly<Record<string, readonly string[]>>,
  order: readonly string[] = cell.zoneNames,
): ZoneRoom[] {
  const { max_layers_per_stack: maxLayers, max_tiles_per_item: maxPerItem } = cell.file.limits;
  const rooms = order.map((zone) => {
    const stack = stacks[zone] ?? [];
    const perItem = Object.fromEntries(
      cell.itemNames.map((item) => [
        item,
        Math.max(0, maxPerItem - stack.filter((layer) => layer === item).length),
      ]),
    );
    return { zone, layers: Math.max(0, maxLayers - stack.length), perItem };
  });
  return rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => b.room.layers - a.room.layers || a.index - b.index)
    .map((entry) => entry.room);
}

const SINGLE_MINIMUM: Record<string, number> = {
  single_tall: 4,
  single_short: 2,
  palindrome: 3,
  inverted: 2,
};

/**
 * Why a pair of axes cannot be built in the room left, or null. Conservative: a pair that passes
 * is still generated and checked against the scene before it is returned.
 */
export function roomProblem(
  spatial: SpatialStructure,
  logic: IngredientLogic,
  namedItems: readonly string[],
  rooms: readonly ZoneRoom[],
  cell: AssemblyCell,
): string | null {
  const zonesNeeded = spatial === "three_zone_split" ? 3 : spatial === "two_zone_contrast" ? 2 : 1;
  if (rooms.length < zonesNeeded) return `${spatial} needs ${zonesNeeded} zones`;
  const chosen = rooms.slice(0, zonesNeeded);
  const pool = logic === "constrained" ? namedItems : cell.itemNames;
  let minimum = zonesNeeded === 1 ? SINGLE_MINIMUM[spatial] : 2;
  if (logic === "all_one") minimum = Math.max(minimum, 4);
  if (logic === "doubled") minimum = Math.max(minimum, spatial === "inverted" ? 4 : 2);
  if (logic === "full_set" && zonesNeeded === 1) minimum = Math.max(minimum, cell.itemNames.length);
  for (const room of chosen) {
    if (room.layers < minimum)
      return `${room.zone} has room for ${room.layers} layer${room.layers === 1 ? "" : "s"}, ${spatial} × ${logic} needs ${minimum}`;
    const usable = pool.filter((item) => room.perItem[item] > 0);
    if (usable.length === 0) return `${room.zone} has no room for ${pool.join(", ")}`;
    if (logic === "all_one" && !pool.some((item) => chosen.every((zone) => zone.perItem[item] >= 4)))
      return "no ingredient has 4 tiles of room";
    if (logic === "doubled" && usable.length < 2) return `${room.zone} has room for one ingredient only`;
    if (spatial === "inverted" && room.perItem[cell.outerItem] === 0)
      return `${room.zone} has no room for ${cell.outerItem}`;
    if (logic === "full_set" && zonesNeeded === 1 && usable.length < cell.itemNames.length)
      return `${room.zone} cannot take every ingredient`;
  }
  return null;
}

/** Whether the new layers fit on top of what each zone holds: null, or the reason. */
export function overflowProblem(
  stacks: ReadonlyArray<{ zone: string; layers: readonly string[] }>,
  rooms: readonly ZoneRoom[],
): string | null {
  for (const stack of stacks) {
    const room = rooms.find((entry) => entry.zone === stack.zone);
    if (!room) continue;
    if (stack.layers.length > room.layers)
      return `${stack.zone} has room for ${room.layers} layers, got ${stack.layers.length}`;
    for (const item of new Set(stack.layers)) {
      if (stack.layers.filter((layer) => layer === item).length > (room.perItem[item] ?? 0))
        return `${stack.zone} has room for ${room.perItem[item] ?? 0} more ${item}`;
    }
  }
  return null;
}
