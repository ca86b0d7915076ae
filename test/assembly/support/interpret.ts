import type { InterpretResult } from "../../../src/contracts/assembly.js";
import { createInterpretContext } from "../../../src/assembly/create-interpret-context.js";
import { interpretRules } from "../../../src/assembly/interpret-rules.js";
import type { LearnedMemory } from "../../../src/assembly/learned-memory.js";
import { loadAssemblyCell } from "../../../src/assembly/load-assembly-cell.js";
import { initialScene, type SceneState } from "../../../src/assembly/scene-state.js";
import { seededRandom } from "../../../src/assembly/seeded-random.js";

export const cell = loadAssemblyCell("sandwich");

/** A scene with some stacks and a held item, starting from the initial one. */
export function sceneWith(
  changes: Partial<SceneState> & { stacks?: Record<string, string[]> } = {},
): SceneState {
  const scene = initialScene(cell);
  return { ...scene, ...changes, stacks: { ...scene.stacks, ...(changes.stacks ?? {}) } };
}

export function interpret(
  text: string,
  options: {
    scene?: SceneState;
    memory?: LearnedMemory;
    seed?: number;
    lastSequence?: InterpretResult["sequence"];
  } = {},
): InterpretResult | null {
  return interpretRules(
    text,
    createInterpretContext(cell, {
      scene: options.scene,
      memory: options.memory,
      random: seededRandom(options.seed ?? 1),
      lastSequence: options.lastSequence,
    }),
  );
}

/** The add_layer items per zone, as the judges' scorer reads a sequence. */
export function placements(
  result: InterpretResult | null,
  start = "assembly_fixture",
): Record<string, string[]> {
  const zones: Record<string, string[]> = {};
  let zone = start;
  for (const step of result?.sequence ?? []) {
    if (step.instruction === "set_active_zone")
      zone = String(step.params.zone).replace("assembly_center", "assembly_fixture");
    if (step.instruction === "add_layer") (zones[zone] ??= []).push(String(step.params.item));
  }
  return zones;
}

export const layers = (result: InterpretResult | null) => Object.values(placements(result)).flat();
export const instructions = (result: InterpretResult | null) =>
  (result?.sequence ?? []).map((step) => step.instruction);

/** The demo cell's recipes as layers, as the judges' labels write them. */
export const CLUB = ["bread", "meat", "cheese", "lettuce", "tomato", "bread"];
export const VEGGIE = ["bread", "lettuce", "tomato", "cheese", "bread"];
export const BLT = ["bread", "meat", "lettuce", "tomato", "bread"];
export const CHEESE = ["bread", "cheese", "bread"];
