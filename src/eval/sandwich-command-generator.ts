import type { InterpretResult } from "../contracts/assembly.js";
import type { SeededRandom } from "./seeded-random.js";
import { addNoise, type NoiseSpec, type RenderedWord } from "./transcription-noise.js";

/** The sandwich cell as operators name it (`eval/templates/sandwich.yaml`). */
export interface SandwichNames {
  items: Record<string, string[]>;
  recipes: Record<string, string[]>;
  zones: Record<string, string[]>;
  directions: Record<string, string[]>;
  names: string[];
}

/** What a sandwich command must come to: layers per zone, other instructions, a learned name — or a question. */
export type SandwichLabel =
  | { zones: Record<string, string[]>; other: Array<[string, Record<string, unknown>]>; composite?: string }
  | "clarify";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five"];

/**
 * Composes one labelled sandwich command: a construction, names in its slots, a paraphrase
 * template, then transcription noise. Labels come from the recipes' layers (`recipeLayers`), with
 * the modifiers applied as DESIGN §4 says: without removes, extra adds one more after the first,
 * swap replaces.
 */
export function generateSandwichCommand(
  recipeLayers: Record<string, string[]>,
  names: SandwichNames,
  templates: Record<string, string[]>,
  noise: NoiseSpec,
  random: SeededRandom,
): { text: string; label: SandwichLabel } {
  const recipe = random.pick(Object.keys(names.recipes));
  const layers = recipeLayers[recipe];
  const absent = Object.keys(names.items).filter((item) => !layers.includes(item));
  // A swap needs an item the recipe does not have (a club has them all).
  const constructions = Object.keys(templates).filter((name) => name !== "swap" || absent.length > 0);
  const construction = random.pick(constructions);
  const fillings = [...new Set(layers.slice(1, -1))];
  const itemNames = Object.keys(names.items);
  const [first, second, third] = [random.pick(itemNames), random.pick(itemNames), random.pick(itemNames)];
  const zone = random.pick(Object.keys(names.zones));
  const slots: Record<string, string> = {
    R: recipe,
    Z: zone,
    I: first,
    J: second,
    K: third,
    X: random.pick(fillings),
    Y: absent.length > 0 ? random.pick(absent) : first,
    D: random.pick(Object.keys(names.directions)),
    CM: String(1 + Math.floor(random.next() * 5)),
    N: "2",
    NAME: random.pick(names.names),
  };
  const on = (zoneName: string, stack: string[]) => ({ zones: { [zoneName]: stack }, other: [] });
  const label: Record<string, SandwichLabel> = {
    recipe: on("assembly_fixture", layers),
    recipe_zone: on(zone, layers),
    without: on(
      "assembly_fixture",
      layers.filter((layer) => layer !== slots.X),
    ),
    extra: on("assembly_fixture", [
      ...layers.slice(0, layers.indexOf(slots.X) + 1),
      slots.X,
      ...layers.slice(layers.indexOf(slots.X) + 1),
    ]),
    swap: on(
      "assembly_fixture",
      layers.map((layer) => (layer === slots.X ? slots.Y : layer)),
    ),
    list: on("assembly_fixture", [first, second, third]),
    zone_list: on(zone, [first, second, third]),
    count: on("assembly_fixture", [first, second]),
    // "make a blt twice": two of it, the second on the next free zone.
    repeat: { zones: { assembly_fixture: layers, assembly_left: layers }, other: [] },
    learning: {
      ...on("assembly_fixture", [first, second, first]),
      composite: slots.NAME.replace(/^(the|a|an) /, "").replace(/\s+/g, "_"),
    },
    move: {
      zones: {},
      other: [["move_relative", { direction: slots.D, distance_cm: Number(slots.CM) }]],
    },
    clarify: "clarify",
  };
  const template = random.pick(templates[construction]);
  return {
    text: addNoise(render(template, slots, names, random), noise, random),
    label: label[construction],
  };
}

function render(
  template: string,
  slots: Record<string, string>,
  names: SandwichNames,
  random: SeededRandom,
): RenderedWord[] {
  const words: RenderedWord[] = [];
  for (const part of template.split(/(\{[A-Z]+\})/).filter(Boolean)) {
    const slot = /^\{([A-Z]+)\}$/.exec(part)?.[1];
    if (!slot) {
      for (const text of part.trim().split(/\s+/).filter(Boolean)) words.push({ text, grammar: true });
      continue;
    }
    const value = slots[slot];
    if (slot === "CM" || slot === "N") {
      const spelled = random.chance(0.3) ? NUMBER_WORDS[Number(value)] : undefined;
      words.push({ text: spelled ?? value, number: true, numberSlot: slot === "CM" && !spelled });
      continue;
    }
    const choices =
      slot === "R"
        ? names.recipes[value]
        : slot === "Z"
          ? names.zones[value]
          : slot === "D"
            ? names.directions[value]
            : slot === "NAME"
              ? [value]
              : names.items[value];
    for (const text of random.pick(choices).split(/\s+/)) words.push({ text, grammar: slot === "NAME" });
  }
  return words;
}

/** Exact when the layers per zone, the other instructions and the learned name match; a question when nothing is executable. */
export function judgeSandwich(
  result: InterpretResult | null,
  label: SandwichLabel,
): "exact" | "asked" | "wrong" {
  const sequence = result?.sequence ?? [];
  if (sequence.length === 0) return label === "clarify" ? "exact" : "asked";
  if (label === "clarify") return "wrong";
  const zones: Record<string, string[]> = {};
  const other: Array<[string, Record<string, unknown>]> = [];
  let zone = "assembly_fixture";
  for (const step of sequence) {
    if (step.instruction === "set_active_zone") zone = String(step.params.zone);
    else if (step.instruction === "add_layer") (zones[zone] ??= []).push(String(step.params.item));
    else other.push([step.instruction, step.params]);
  }
  const same =
    JSON.stringify(zones) === JSON.stringify(label.zones) &&
    JSON.stringify(other) === JSON.stringify(label.other) &&
    (label.composite === undefined || result?.composite_name === label.composite);
  return same ? "exact" : "wrong";
}
