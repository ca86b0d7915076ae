import {
  COMPOSITE_NAMES,
  DIRECTIONS,
  SPEED_LEVELS,
  type AssemblyInstruction,
} from "../contracts/assembly.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import type { SceneState } from "./scene-state.js";

/**
 * Pass 2 of the LLM mode, and the gate for any sequence from outside the rules: every
 * instruction, item, location, direction, speed and zone checked against the cell's exact lists;
 * zone stacking must use add_layer; no stack over its limits. Returns operator-readable issues.
 */
export function validateSequence(
  sequence: readonly AssemblyInstruction[],
  cell: AssemblyCell,
  scene?: SceneState,
): string[] {
  const issues: string[] = [];
  const items = cell.itemNames;
  const zones = [...cell.zoneOf.keys()];
  const locations = [...cell.locationNames];
  const maxMove = cell.file.motion.max_relative_move_cm;
  const stacks: Record<string, string[]> = Object.fromEntries(
    cell.zoneNames.map((zone) => [zone, [...(scene?.stacks[zone] ?? [])]]),
  );
  let active = scene?.active_zone ?? cell.defaultZone;
  sequence.forEach((entry, index) => {
    const n = index + 1;
    const params = (entry?.params ?? {}) as Record<string, unknown>;
    const instruction = entry?.instruction;
    if (!COMPOSITE_NAMES.includes(instruction as (typeof COMPOSITE_NAMES)[number])) {
      issues.push(`Step ${n}: unknown instruction '${instruction}' (allowed: ${COMPOSITE_NAMES.join(", ")})`);
      return;
    }
    const needItem = () => {
      if (!items.includes(String(params.item)))
        issues.push(`Step ${n}: ${instruction}: unknown item '${params.item}' (items: ${items.join(", ")})`);
    };
    switch (instruction) {
      case "pick_up":
        needItem();
        break;
      case "add_layer":
        needItem();
        if (items.includes(String(params.item))) stacks[active]?.push(String(params.item));
        break;
      case "place_at": {
        const location = String(params.location);
        if (!locations.includes(location))
          issues.push(
            `Step ${n}: place_at: unknown location '${location}' (locations: ${locations.join(", ")})`,
          );
        else if (zones.includes(location))
          issues.push(
            `Step ${n}: place_at '${location}' is a zone: stacking on a zone must use set_active_zone and add_layer`,
          );
        break;
      }
      case "transfer": {
        needItem();
        const destination = String(params.destination);
        if (!locations.includes(destination))
          issues.push(`Step ${n}: transfer: unknown destination '${destination}'`);
        else if (zones.includes(destination))
          issues.push(`Step ${n}: transfer onto zone '${destination}': use set_active_zone and add_layer`);
        break;
      }
      case "set_active_zone": {
        const zone = String(params.zone);
        if (!zones.includes(zone))
          issues.push(
            `Step ${n}: set_active_zone: unknown zone '${zone}' (zones: ${cell.zoneNames.join(", ")})`,
          );
        else active = cell.zoneOf.get(zone)!;
        break;
      }
      case "move_relative": {
        if (!DIRECTIONS.includes(params.direction as (typeof DIRECTIONS)[number]))
          issues.push(
            `Step ${n}: move_relative: unknown direction '${params.direction}' (directions: ${DIRECTIONS.join(", ")})`,
          );
        const distance = params.distance_cm;
        if (typeof distance !== "number" || !(distance > 0) || distance > maxMove)
          issues.push(
            `Step ${n}: move_relative: distance_cm must be a number above 0 and at most ${maxMove}, got '${distance}'`,
          );
        break;
      }
      case "adjust_speed":
        if (!SPEED_LEVELS.includes(params.level as (typeof SPEED_LEVELS)[number]))
          issues.push(
            `Step ${n}: adjust_speed: unknown level '${params.level}' (levels: ${SPEED_LEVELS.join(", ")})`,
          );
        break;
      case "wait":
        if (typeof params.seconds !== "number" || !(params.seconds >= 0) || params.seconds > 600)
          issues.push(`Step ${n}: wait: seconds must be a number from 0 to 600, got '${params.seconds}'`);
        break;
      case "clear_assembly":
        if (stacks[active]) stacks[active] = [];
        break;
    }
  });
  for (const [zone, stack] of Object.entries(stacks)) {
    if (stack.length > cell.file.limits.max_layers_per_stack)
      issues.push(
        `Zone ${zone} would hold ${stack.length} layers (at most ${cell.file.limits.max_layers_per_stack})`,
      );
    for (const item of new Set(stack)) {
      const count = stack.filter((layer) => layer === item).length;
      if (count > cell.file.limits.max_tiles_per_item)
        issues.push(
          `Zone ${zone} would hold ${count} ${item} tiles (at most ${cell.file.limits.max_tiles_per_item})`,
        );
    }
  }
  return issues;
}
