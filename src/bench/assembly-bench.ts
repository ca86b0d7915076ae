import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileSequence } from "../assembly/compile-sequence.js";
import { createInterpretContext } from "../assembly/create-interpret-context.js";
import { interpretRules } from "../assembly/interpret-rules.js";
import type { LearnedMemory } from "../assembly/learned-memory.js";
import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import { initialScene } from "../assembly/scene-state.js";
import { seededRandom } from "../assembly/seeded-random.js";
import { verifyAssemblyRun } from "../assembly/verify-assembly-run.js";
import { formatLatency, measureLatency, type BenchSection } from "./harness.js";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The sandwich dev set and the broader unseen sets, cycled: recipes, zones, moves, recovery, creative, learning. */
function commands(): string[] {
  const files = [join(repo, "eval", "sandwich.dev.jsonl"), join(repo, "test", "assembly", "fixtures", "sandwich.broad.jsonl")];
  return files.flatMap((file) => {
    try {
      return readFileSync(file, "utf8").split("\n").filter((line) => line.trim()).map((line) => (JSON.parse(line) as { text: string }).text);
    } catch {
      return [];
    }
  });
}

export const section: BenchSection = {
  name: "assembly interpreter (sandwich cell, offline)",
  async run() {
    const cell = loadAssemblyCell("sandwich");
    const texts = commands();
    const context = createInterpretContext(cell, { random: seededRandom(1) });
    console.log(formatLatency(`interpret, rules only (${texts.length} commands cycled)`, measureLatency(5000, (i) => void interpretRules(texts[i % texts.length], context))));

    const memory: LearnedMemory = {
      composites: Array.from({ length: 200 }, (_, i) => ({ name: `special_${i}`, sequence: [{ instruction: "add_layer", params: { item: "bread" } }], taught_from: "", created_at: "" })),
      aliases: Array.from({ length: 200 }, (_, i) => ({ phrase: `lunch number ${i}`, composite: `special_${i}` })),
    };
    const learned = createInterpretContext(cell, { memory, random: seededRandom(1) });
    console.log(formatLatency("interpret with 200 learned composites + 200 aliases", measureLatency(2000, (i) => void interpretRules(i % 2 ? "make special 17" : texts[i % texts.length], learned))));

    const club = interpretRules("make a club on the left and a BLT on the right then go home", context)!;
    const scene = initialScene(cell);
    console.log(
      formatLatency(`compile + verify (${club.sequence.length} composites)`, measureLatency(5000, () => {
        const compiled = compileSequence(club.sequence, cell, scene);
        verifyAssemblyRun(cell, scene.current_position, compiled.primitives, compiled.errors);
      })),
    );
  },
};
