// An assembly plan in the operator's words: each composite instruction as a sentence, and what
// the stacks will hold afterwards (layers per zone). Pure.
import { applySequence } from "./assembly-stacks.js";

const words = (name) => String(name ?? "").replaceAll("_", " ");

/** One composite instruction (DESIGN §4 tier 1) as the operator would say it. */
export function describeInstruction({ instruction, params = {} }) {
  switch (instruction) {
    case "set_active_zone":
      return `Work at ${words(params.zone)}`;
    case "add_layer":
      return `Add a layer of ${words(params.item)}`;
    case "pick_up":
      return `Pick up the ${words(params.item)}`;
    case "place_at":
      return `Place it at ${words(params.location)}`;
    case "transfer":
      return `Move the ${words(params.item)} to ${words(params.destination)}`;
    case "return_to_stack":
      return "Put the held item back in its slot";
    case "clear_assembly":
      return "Clear the stack (layers back to their slots, top first)";
    case "go_home":
      return "Go home";
    case "move_relative":
      return `Move ${words(params.direction)} ${params.distance_cm ?? ""} cm`.replace("  ", " ");
    case "adjust_speed":
      return `Speed: ${words(params.level)}`;
    case "wait":
      return `Wait ${params.seconds ?? ""} s`;
    default: {
      const detail = Object.entries(params)
        .map(([name, value]) => `${words(name)} ${words(value)}`)
        .join(", ");
      return detail ? `${words(instruction)}: ${detail}` : words(instruction);
    }
  }
}

/**
 * The stacks after a sequence, for the zones it changes: [{zone, layers: [bottom … top]}].
 * `scene` is the current {stacks, activeZone, holding}; `zoneOf` maps an alias to its zone.
 */
export function layersPerZone(scene, sequence, zoneOf) {
  const after = applySequence(scene, sequence, zoneOf);
  return Object.entries(after.stacks)
    .filter(([zone, layers]) => JSON.stringify(layers) !== JSON.stringify(scene.stacks?.[zone] ?? []))
    .map(([zone, layers]) => ({ zone, layers }));
}
