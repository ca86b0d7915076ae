import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { goalToSteps, type SequenceStep } from "../contracts/goal.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import { understandWithRules } from "../understand/rules-understanding.js";
import {
  generateGraphCommand,
  type GraphCellNames,
  type GraphTemplates,
  type LabelledCommand,
} from "./graph-command-generator.js";
import { seededRandom, type SeededRandom } from "./seeded-random.js";
import { createInterpretContext } from "../assembly/create-interpret-context.js";
import { interpretRules } from "../assembly/interpret-rules.js";
import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import { seededRandom as assemblySeededRandom } from "../assembly/seeded-random.js";
import {
  generateSandwichCommand,
  judgeSandwich,
  type SandwichLabel,
  type SandwichNames,
} from "./sandwich-command-generator.js";
import type { NoiseSpec } from "./transcription-noise.js";

/** How one command was read against its label. */
export type Verdict = "exact" | "asked" | "wrong";

/**
 * A dialect's generated evaluation: it composes labelled commands from a seeded random source and
 * judges what its understanding makes of one. The graph dialect is below; another dialect
 * (assembly) plugs in by adding a `GeneratedSet` to `generatedSets`.
 */
export interface GeneratedSet {
  name: string;
  generate(random: SeededRandom): { text: string; label: unknown };
  judge(text: string, label: unknown): Verdict;
  /** Words that change a command's meaning in this dialect and that its grammar does not read ("unless"). */
  meaningWords?: readonly string[];
}

export interface Tally {
  name: string;
  total: number;
  exact: number;
  asked: number;
  wrong: number;
  /** A few commands that were acted on wrongly, to show. */
  wrongExamples: string[];
}

const readYaml = <T>(templatesDir: string, file: string): T =>
  parse(readFileSync(join(templatesDir, file), "utf8")) as T;

/** The generated set of one graph cell, from `eval/templates/<cell>.yaml`. */
export function graphCellSet(templatesDir: string, cell: string): GeneratedSet {
  const snapshot = loadGraphSnapshot(cell);
  const names = readYaml<GraphCellNames>(templatesDir, `${cell}.yaml`);
  const templates = readYaml<GraphTemplates>(templatesDir, "graph-constructions.yaml");
  const noise = readYaml<NoiseSpec>(templatesDir, "noise.yaml");
  return {
    name: `generated ${cell}`,
    generate: (random) => generateGraphCommand(snapshot, names, templates, noise, random),
    judge: (text, label) =>
      judgeGraph(
        understandWithRules(snapshot, text, { startPosition: snapshot.home }),
        label as LabelledCommand["label"],
      ),
  };
}

/** An executable goal that is not the label acted wrongly; no executable goal is a question. */
function judgeGraph(
  understood: ReturnType<typeof understandWithRules>,
  label: SequenceStep[] | "clarify",
): Verdict {
  const goal = understood.goal;
  const executable = understood.intent === "action" && goal !== null && goal.goal !== "unknown";
  if (!executable) return label === "clarify" ? "exact" : "asked";
  if (label === "clarify") return "wrong";
  return JSON.stringify(goalToSteps(goal)) === JSON.stringify(label) ? "exact" : "wrong";
}

/** The sandwich cell's generated set, from `eval/templates/sandwich*.yaml`, judged by the offline interpreter. */
export function sandwichSet(templatesDir: string): GeneratedSet {
  const cell = loadAssemblyCell("sandwich");
  const names = readYaml<SandwichNames>(templatesDir, "sandwich.yaml");
  const templates = readYaml<Record<string, string[]>>(templatesDir, "sandwich-constructions.yaml");
  const noise = readYaml<NoiseSpec>(templatesDir, "noise.yaml");
  const layers = Object.fromEntries(cell.file.recipes.map((recipe) => [recipe.name, recipe.layers]));
  return {
    name: "generated sandwich",
    generate: (random) => generateSandwichCommand(layers, names, templates, noise, random),
    judge: (text, label) =>
      judgeSandwich(
        interpretRules(text, createInterpretContext(cell, { random: assemblySeededRandom(1) })),
        label as SandwichLabel,
      ),
    meaningWords: ["unless", "in case", "excluding", "before"],
  };
}

/** Every generated set: one per graph cell with names in `eval/templates/`, and the sandwich cell's. */
export function generatedSets(templatesDir: string): GeneratedSet[] {
  return [
    ...["welding", "paintshop"].map((cell) => graphCellSet(templatesDir, cell)),
    sandwichSet(templatesDir),
  ];
}

/** Generates `count` commands from `seed` and judges each. */
export function runGeneratedSet(set: GeneratedSet, count: number, seed: number): Tally {
  const random = seededRandom(seed);
  const tally: Tally = { name: set.name, total: 0, exact: 0, asked: 0, wrong: 0, wrongExamples: [] };
  for (let index = 0; index < count; index++) {
    const { text, label } = set.generate(random);
    const verdict = set.judge(text, label);
    tally.total++;
    tally[verdict]++;
    if (verdict === "wrong" && tally.wrongExamples.length < 10) tally.wrongExamples.push(text);
  }
  return tally;
}
