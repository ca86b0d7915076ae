import type { AssemblyInstruction } from "../contracts/assembly.js";
import {
  askClause,
  clauseDone,
  step,
  type ClauseResult,
  type InterpretContext,
} from "./interpret-context.js";

/**
 * Puts sandwiches on zones: named zones first, then free ones (a whole new sandwich never lands on
 * a stack already built); refuses more stacks than zones, a stack over its layer limit or too many
 * tiles of one ingredient, with a question. Pure.
 */
export function placeLayers(
  placements: Array<{ zone: string | null; layers: string[]; label: string }>,
  context: InterpretContext,
  notes: string[],
  fuzzy: number,
  free: boolean,
  verbless = false,
): ClauseResult {
  const { cell, scene } = context;
  const maxLayers = cell.file.limits.max_layers_per_stack;
  const maxPerItem = cell.file.limits.max_tiles_per_item;
  const used = new Set(placements.flatMap((placement) => placement.zone ?? []));
  const preference = [...new Set([scene.active_zone, cell.defaultZone, ...cell.zoneNames])];
  const wholeSandwich = (layers: string[]) =>
    layers.length >= 2 && layers[0] === cell.outerItem && layers[layers.length - 1] === cell.outerItem;
  const taken = context.takenZones ?? new Set<string>();
  const emptyZone = (zone: string) => (scene.stacks[zone] ?? []).length === 0 && !taken.has(zone);
  const unassigned = placements.filter((placement) => placement.zone === null);
  const full = () =>
    askClause(
      `I have ${cell.zoneNames.length} assembly zones, so I can build at most ${cell.zoneNames.length} stacks at once. Which should I make first?`,
      `${placements.length + taken.size} stacks`,
      notes,
    );
  if (placements.length === 1 && unassigned.length === 1) {
    const only = unassigned[0];
    // A whole new sandwich goes on an empty zone rather than on top of one already built.
    const whole = wholeSandwich(only.layers) && !emptyZone(scene.active_zone);
    const free = whole ? preference.find(emptyZone) : scene.active_zone;
    // …and never on one this command already put a product on.
    if (free === undefined && taken.size > 0) return full();
    only.zone = free ?? scene.active_zone;
    // "a veggie. cheese.": layers said with no verb after a product this command closed would
    // go on its top ("…, then put lettuce" says so).
    if (verbless && !whole && !wholeSandwich(only.layers) && taken.has(only.zone))
      return askClause(
        `Should the ${only.layers.join(", ")} go inside the ${cell.file.product.noun} I am making there, or on top of it?`,
        `${only.layers.join(", ")} on a finished ${cell.file.product.noun}`,
        notes,
      );
  } else {
    for (const placement of unassigned) {
      const free = preference.find((zone) => !used.has(zone) && emptyZone(zone));
      if (!free) return full();
      placement.zone = free;
      used.add(free);
    }
  }
  const sequence: AssemblyInstruction[] = [];
  const planned: Record<string, string[]> = {};
  let active = scene.active_zone;
  for (const placement of placements) {
    const zone = placement.zone!;
    const stack = (planned[zone] ??= [...(scene.stacks[zone] ?? [])]);
    stack.push(...placement.layers);
    if (stack.length > maxLayers)
      return askClause(
        `That would make ${stack.length} layers on ${zone}, but a stack holds at most ${maxLayers}. Shall I leave some layers out or split it over two zones?`,
        `${stack.length} layers on one stack`,
        notes,
      );
    for (const item of new Set(stack)) {
      const count = stack.filter((layer) => layer === item).length;
      if (count > maxPerItem)
        return askClause(
          `That needs ${count} tiles of ${item} on ${zone}, but I can stack at most ${maxPerItem} of one ingredient. How many should I use?`,
          `${count} ${item} tiles`,
          notes,
        );
    }
    if (zone !== active) {
      sequence.push(step("set_active_zone", { zone }));
      active = zone;
    }
    for (const layer of placement.layers) sequence.push(step("add_layer", { item: layer }));
  }
  const described = placements.map(({ label, layers, zone }) => `${label} (${layers.join(", ")}) on ${zone}`);
  const confidence = Math.max(0.6, (free ? 0.92 : 0.95) - 0.08 * fuzzy);
  return { ...clauseDone(sequence, described.join("; "), confidence), notes };
}
