import {
  COMPOSITE_NAMES,
  type AssemblyInstruction,
  type AssemblyPrimitive,
  type CompositeTemplate,
} from "../contracts/assembly.js";
import { shortestPath } from "../knowledge/shortest-path.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import { cloneScene, type SceneState } from "./scene-state.js";

/** One composite of the sequence with the primitives it became and the scene after it. */
export interface CompiledStep {
  instruction: AssemblyInstruction;
  primitives: AssemblyPrimitive[];
  sceneAfter: SceneState;
  error: string | null;
}

export interface CompiledSequence {
  ok: boolean;
  primitives: AssemblyPrimitive[];
  steps: CompiledStep[];
  /** Scene rule violations, one line each ("Step 3: add_layer: …"). */
  errors: string[];
  sceneAfter: SceneState;
}

type Bindings = Record<string, string | number>;

/**
 * The instruction compiler: composites (tier 1) → primitives (tier 0) through the cell file's
 * templates, with parameters substituted (stack-aware drop and pick heights), while a scene
 * simulation enforces the rules — no double grip, must hold to place, stack full, at most N tiles
 * of an ingredient per stack, unknown item or location. Moves between places without a direct
 * edge in the motion graph are routed through it. Pure.
 */
export function compileSequence(
  sequence: readonly AssemblyInstruction[],
  cell: AssemblyCell,
  startScene: SceneState,
): CompiledSequence {
  const file = cell.file;
  const limits = file.limits;
  const motion = file.motion;
  let scene = cloneScene(startScene);
  const steps: CompiledStep[] = [];
  const errors: string[] = [];

  sequence.forEach((instruction, index) => {
    const before = cloneScene(scene);
    const out: AssemblyPrimitive[] = [];
    const fail = (message: string) => {
      throw new RuleViolation(`Instruction ${index + 1}: ${instruction.instruction}: ${message}`);
    };
    const zoneName = (name: unknown) => cell.zoneOf.get(String(name));
    const location = (name: unknown) =>
      zoneName(name) ?? (cell.locationNames.has(String(name)) ? String(name) : null);
    // The approach height over a stack with `below` tiles under the one placed or picked.
    const heightOver = (below: number) =>
      round(motion.drop_approach_cm + Math.max(0, limits.max_layers_per_stack - below - 1) * motion.tile_cm);
    const dropHeight = (target: string) => heightOver(scene.stacks[target]?.length ?? 0);
    const pickHeight = (target: string) => heightOver(Math.max(0, (scene.stacks[target]?.length ?? 1) - 1));
    const emit = (primitive: AssemblyPrimitive) => {
      if (primitive.primitive === "move_to") {
        const target = String(primitive.params.location);
        if (target === scene.current_position) return;
        const path = shortestPath(cell.snapshot, scene.current_position, target);
        const route = path.length > 1 ? path.slice(1) : [target];
        for (const stop of route) out.push({ primitive: "move_to", params: { location: stop } });
        scene.current_position = target;
        return;
      }
      if (primitive.primitive === "gripper_set")
        scene.gripper = primitive.params.profile === "close_object" ? "close_object" : "open";
      if (primitive.primitive === "set_speed") scene.speed = primitive.params.level as SceneState["speed"];
      out.push(primitive);
    };
    const expand = (name: string, params: Record<string, unknown>) => {
      const template: CompositeTemplate | undefined = file.composites[name];
      if (!template) return fail(`no template for '${name}'`);
      const bindings: Bindings = {
        home: file.locations.home,
        active_zone: scene.active_zone,
        lift_clearance_cm: motion.lift_clearance_cm,
        ...(Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, value as string | number]),
        ) as Bindings),
      };
      // The scene rules and effects of the leaf composites.
      switch (name) {
        case "pick_up": {
          const item = String(params.item);
          if (!cell.slotOf.has(item))
            return fail(`unknown item '${item}' (items: ${cell.itemNames.join(", ")})`);
          if (scene.holding) return fail(`already holding ${scene.holding} (no double grip)`);
          bindings.slot = cell.slotOf.get(item)!;
          break;
        }
        case "pick_from": {
          const target = location(params.location)!;
          const stack = scene.stacks[target] ?? [];
          if (stack.length === 0) return fail(`nothing to pick at ${target}`);
          if (scene.holding) return fail(`already holding ${scene.holding} (no double grip)`);
          bindings.pick_height_cm = pickHeight(target);
          break;
        }
        case "place_at": {
          const target = location(params.location);
          if (!target) return fail(`unknown location '${params.location}'`);
          if (!scene.holding) return fail("not holding anything to place");
          if (target === file.locations.home) return fail("tiles are not put down at home");
          bindings.location = target;
          if (zoneName(target)) {
            const stack = scene.stacks[target] ?? [];
            if (stack.length >= limits.max_layers_per_stack)
              return fail(`the stack on ${target} is full (${limits.max_layers_per_stack} layers)`);
            if (stack.filter((layer) => layer === scene.holding).length >= limits.max_tiles_per_item) {
              return fail(
                `${target} already has ${limits.max_tiles_per_item} tiles of ${scene.holding} (the most per stack)`,
              );
            }
          } else if (cell.slotOf.get(scene.holding) !== target) {
            return fail(`${target} is the supply slot of another item, not of ${scene.holding}`);
          }
          bindings.drop_height_cm = zoneName(target) ? dropHeight(target) : motion.drop_approach_cm;
          break;
        }
        case "transfer": {
          const destination = location(params.destination);
          if (!destination) return fail(`unknown destination '${params.destination}'`);
          if (zoneName(destination)) return fail(`${destination} is an assembly zone: stack with add_layer`);
          break;
        }
        case "add_layer":
          if (!cell.slotOf.has(String(params.item)))
            return fail(`unknown item '${params.item}' (items: ${cell.itemNames.join(", ")})`);
          if (scene.holding === params.item) {
            // Already holding it (picked up by hand): only the placing half.
            expand("place_at", { location: scene.active_zone });
            return;
          }
          break;
        case "set_active_zone": {
          const zone = zoneName(params.zone);
          if (!zone) return fail(`unknown zone '${params.zone}' (zones: ${cell.zoneNames.join(", ")})`);
          scene.active_zone = zone;
          return;
        }
        case "return_to_stack":
          if (!scene.holding) return; // a no-op when empty-handed
          bindings.slot = cell.slotOf.get(scene.holding)!;
          break;
        case "clear_assembly":
          if (scene.holding) return fail(`holding ${scene.holding}: put it back first`);
          break;
        case "move_relative": {
          const distance = Number(params.distance_cm);
          if (!["right", "left", "up", "down", "forward", "backward"].includes(String(params.direction)))
            return fail(`unknown direction '${params.direction}'`);
          if (!(distance > 0) || distance > motion.max_relative_move_cm)
            return fail(`distance must be above 0 and at most ${motion.max_relative_move_cm} cm`);
          break;
        }
        case "adjust_speed":
          if (!["slow", "normal", "fast"].includes(String(params.level)))
            return fail(`unknown speed '${params.level}'`);
          break;
        case "wait":
          if (!(Number(params.seconds) >= 0) || Number(params.seconds) > 600)
            return fail("seconds must be from 0 to 600");
          break;
      }
      if (template.when === "holding" && !scene.holding) return;
      const rounds =
        template.for_each === "active_zone_layer_top_first"
          ? [...(scene.stacks[scene.active_zone] ?? [])].reverse()
          : [null];
      for (const layer of rounds) {
        const round: Bindings = { ...bindings, active_zone: scene.active_zone };
        if (layer) {
          round.item = layer;
          round.slot = cell.slotOf.get(layer)!;
        }
        for (const templateStep of template.steps) {
          const substituted = substitute(templateStep.params, round);
          if ("primitive" in templateStep) emit({ primitive: templateStep.primitive, params: substituted });
          else expand(templateStep.composite, substituted);
        }
      }
      // Effects that follow the primitives.
      if (name === "pick_up") scene.holding = String(params.item);
      if (name === "pick_from") {
        const target = location(params.location)!;
        scene.holding = scene.stacks[target].pop() ?? null;
      }
      if (name === "place_at") {
        const target = location(params.location)!;
        if (zoneName(target)) scene.stacks[target] = [...(scene.stacks[target] ?? []), scene.holding!];
        scene.holding = null;
      }
    };
    try {
      if (!COMPOSITE_NAMES.includes(instruction.instruction as (typeof COMPOSITE_NAMES)[number])) {
        fail(`not an instruction an interpreter may produce (${COMPOSITE_NAMES.join(", ")})`);
      }
      expand(instruction.instruction, instruction.params ?? {});
      steps.push({ instruction, primitives: out, sceneAfter: cloneScene(scene), error: null });
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      errors.push(error.message);
      scene = before; // the step does not happen; later steps are still checked
      steps.push({ instruction, primitives: [], sceneAfter: cloneScene(scene), error: error.message });
    }
  });
  const primitives = steps.flatMap((entry) => entry.primitives);
  return { ok: errors.length === 0, primitives, steps, errors, sceneAfter: scene };
}

class RuleViolation extends Error {}

function substitute(
  params: Record<string, string | number>,
  bindings: Bindings,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== "string") out[key] = value;
    else {
      const whole = value.match(/^\{(\w+)\}$/);
      out[key] = whole
        ? (bindings[whole[1]] ?? value)
        : value.replace(/\{(\w+)\}/g, (_, name: string) => String(bindings[name] ?? `{${name}}`));
    }
  }
  return out;
}

const round = (value: number) => Math.round(value * 100) / 100;
