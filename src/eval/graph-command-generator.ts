import type { SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { SeededRandom } from "./seeded-random.js";
import { addNoise, type NoiseSpec, type RenderedWord } from "./transcription-noise.js";

/** A graph cell as operators name it (`eval/templates/<cell>.yaml`). */
export interface GraphCellNames {
  cell: string;
  noun: string[];
  nouns: string[];
  numbered: Record<string, string>;
  verbs: Record<string, string[]>;
  move: string[];
  places: Record<string, string[]>;
}

/** Templates by construction (`eval/templates/graph-constructions.yaml`). */
export type GraphTemplates = Record<string, string[]>;

/** A generated command and what it must be read as: steps, or "clarify" (nothing executable). */
export interface LabelledCommand {
  text: string;
  construction: string;
  label: SequenceStep[] | "clarify";
}

interface Choice {
  construction: string;
  slots: Record<string, string>;
  label: SequenceStep[] | "clarify";
}

/**
 * Composes one labelled command: a construction, the cell's names in its slots, a paraphrase
 * template, then transcription noise. Labels are computed from the cell graph (which routine is
 * supported where), so a construction is only used where its reading is defined.
 */
export function generateGraphCommand(
  snapshot: GraphSnapshot,
  names: GraphCellNames,
  templates: GraphTemplates,
  noise: NoiseSpec,
  random: SeededRandom,
): LabelledCommand {
  for (;;) {
    const choice = choose(snapshot, names, random.pick(Object.keys(templates)), random);
    if (!choice) continue;
    const template = random.pick(templates[choice.construction]);
    const words = render(template, choice.slots, names, random);
    return { text: addNoise(words, noise, random), construction: choice.construction, label: choice.label };
  }
}

function supportedNumbers(snapshot: GraphSnapshot, names: GraphCellNames, routine: string): string[] {
  const supported = snapshot.supportedAt.get(routine);
  return Object.entries(names.numbered)
    .filter(([, position]) => supported?.has(position))
    .map(([number]) => number);
}

function choose(
  snapshot: GraphSnapshot,
  names: GraphCellNames,
  construction: string,
  random: SeededRandom,
): Choice | null {
  const routines = Object.keys(names.verbs);
  const first = random.pick(routines);
  const second = random.pick(routines);
  const numbers = supportedNumbers(snapshot, names, first);
  const both = numbers.filter((number) => supportedNumbers(snapshot, names, second).includes(number));
  const at = (routine: string, number: string): SequenceStep => ({
    action: "routine",
    routine,
    position: names.numbered[number],
  });
  const distinct = (pool: string[], count: number) => {
    const left = [...pool];
    const picked: string[] = [];
    while (picked.length < count && left.length > 0)
      picked.push(...left.splice(Math.floor(random.next() * left.length), 1));
    return picked.length === count ? picked : null;
  };
  const slots = { V: first, V2: second };
  switch (construction) {
    case "single":
    case "ask": {
      const [a] = distinct(numbers, 1) ?? [];
      if (!a) return null;
      return {
        construction,
        slots: { ...slots, A: a },
        label: construction === "ask" ? "clarify" : [at(first, a)],
      };
    }
    case "list2":
    case "list3": {
      const picked = distinct(numbers, construction === "list2" ? 2 : 3);
      if (!picked) return null;
      const [A, B, C] = picked;
      return { construction, slots: { ...slots, A, B, C: C ?? "" }, label: picked.map((n) => at(first, n)) };
    }
    case "range": {
      const sorted = [...numbers].sort((x, y) => Number(x) - Number(y));
      if (sorted.length < 3 || Number(sorted[2]) - Number(sorted[0]) !== 2) return null;
      return {
        construction,
        slots: { ...slots, A: sorted[0], C: sorted[2] },
        label: sorted.map((n) => at(first, n)),
      };
    }
    case "all":
      return numbers.length < 2 ? null : { construction, slots, label: numbers.map((n) => at(first, n)) };
    case "all_except": {
      const [x] = distinct(numbers, 1) ?? [];
      if (!x || numbers.length < 3) return null;
      return {
        construction,
        slots: { ...slots, X: x },
        label: numbers.filter((n) => n !== x).map((n) => at(first, n)),
      };
    }
    case "first_two": {
      const all = Object.keys(names.numbered);
      if (!numbers.includes(all[0]) || !numbers.includes(all[1])) return null;
      return { construction, slots, label: [at(first, all[0]), at(first, all[1])] };
    }
    case "sequence":
    case "but_first": {
      const [a] = distinct(numbers, 1) ?? [];
      const [b] = distinct(supportedNumbers(snapshot, names, second), 1) ?? [];
      if (!a || !b || first === second) return null;
      return { construction, slots: { ...slots, A: a, B: b }, label: [at(first, a), at(second, b)] };
    }
    case "reference": {
      const picked = distinct(both, 2);
      if (!picked || first === second) return null;
      const [A, B] = picked;
      return {
        construction,
        slots: { ...slots, A, B },
        label: [at(first, A), at(first, B), at(second, A), at(second, B)],
      };
    }
    case "move": {
      const place = random.pick(Object.keys(names.places));
      return { construction, slots: { PLACE: place }, label: [{ action: "move", position: place }] };
    }
    default: {
      // "times_N": the single routine said with a repetition count, done N times.
      const times = /^times_(\d+)$/.exec(construction);
      const [a] = distinct(numbers, 1) ?? [];
      if (!times || !a) return null;
      return { construction, slots: { ...slots, A: a }, label: Array(Number(times[1])).fill(at(first, a)) };
    }
  }
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** Fills a template's slots with the cell's words; numbers as digits or words. */
function render(
  template: string,
  slots: Record<string, string>,
  names: GraphCellNames,
  random: SeededRandom,
): RenderedWord[] {
  const words: RenderedWord[] = [];
  for (const part of template.split(/(\{[A-Z0-9a-z]+\})/).filter(Boolean)) {
    const slot = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!slot) {
      for (const text of part.trim().split(/\s+/).filter(Boolean)) words.push({ text, grammar: true });
      continue;
    }
    const previous = words.at(-1)?.text ?? "";
    let text: string;
    if (slot === "V" || slot === "V2") text = random.pick(names.verbs[slots[slot]]);
    else if (slot === "noun") text = random.pick(names.noun);
    else if (slot === "nouns") text = random.pick(names.nouns);
    else if (slot === "GO") text = random.pick(names.move);
    else if (slot === "PLACE") text = random.pick(names.places[slots.PLACE]);
    else {
      const number = slots[slot];
      const afterNoun =
        names.noun.includes(previous) || names.nouns.includes(previous) || previous === "number";
      const spelled = random.chance(0.3) && NUMBER_WORDS[Number(number)];
      words.push({ text: spelled || number, numberSlot: afterNoun && !spelled, number: true });
      continue;
    }
    for (const word of text.split(/\s+/)) words.push({ text: word });
  }
  return words;
}
