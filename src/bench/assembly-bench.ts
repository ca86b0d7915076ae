import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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
const INTERPRET_LINES = 5_000;

/** The sandwich dev set and the broader unseen sets, cycled: recipes, zones, moves, recovery, creative, learning. */
function commands(): string[] {
  const files = [
    join(repo, "eval", "sandwich.dev.jsonl"),
    join(repo, "test", "assembly", "fixtures", "sandwich.broad.jsonl"),
  ];
  return files.flatMap((file) => {
    try {
      return readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { text: string }).text);
    } catch {
      return [];
    }
  });
}

/** `interpret --cell sandwich --jsonl` through the built CLI: seconds for the lines (start-up included). */
async function interpretJsonlSeconds(lines: string[]): Promise<{ seconds: number; outputLines: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-bench-"));
  try {
    const started = process.hrtime.bigint();
    // What users run: bin/cellpilot, which starts the bundle `npm run build` made (dist/bundle).
    const child = spawn(
      process.execPath,
      [join(repo, "bin", "cellpilot"), "interpret", "--cell", "sandwich", "--jsonl", "--seed", "1"],
      {
        env: { ...process.env, CELLPILOT_LLM: "off", CELLPILOT_DATA_DIR: dataDir },
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    let outputLines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) outputLines++;
    });
    child.stdin.end(lines.length ? lines.join("\n") + "\n" : "");
    await new Promise((done) => child.on("close", done));
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, outputLines };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const section: BenchSection = {
  name: "assembly interpreter (sandwich cell, offline)",
  async run() {
    const cell = loadAssemblyCell("sandwich");
    const texts = commands();
    const context = createInterpretContext(cell, { random: seededRandom(1) });
    console.log(
      formatLatency(
        `interpret, rules only (${texts.length} commands cycled)`,
        measureLatency(5000, (i) => void interpretRules(texts[i % texts.length], context)),
      ),
    );

    const memory: LearnedMemory = {
      composites: Array.from({ length: 200 }, (_, i) => ({
        name: `special_${i}`,
        sequence: [{ instruction: "add_layer", params: { item: "bread" } }],
        taught_from: "",
        created_at: "",
      })),
      aliases: Array.from({ length: 200 }, (_, i) => ({
        phrase: `lunch number ${i}`,
        composite: `special_${i}`,
      })),
    };
    const learned = createInterpretContext(cell, { memory, random: seededRandom(1) });
    console.log(
      formatLatency(
        "interpret with 200 learned composites + 200 aliases",
        measureLatency(
          2000,
          (i) => void interpretRules(i % 2 ? "make special 17" : texts[i % texts.length], learned),
        ),
      ),
    );

    // The lexicon and phrase bank are built once per cell file and memory version, not per line.
    const lines = Array.from({ length: INTERPRET_LINES }, (_, index) => texts[index % texts.length]);
    const empty = await interpretJsonlSeconds([]);
    const { seconds, outputLines } = await interpretJsonlSeconds(lines);
    console.log(
      `${"interpret --jsonl (bin/cellpilot, incl. start-up)".padEnd(52)} ${Math.round(INTERPRET_LINES / seconds)} commands/s  (${INTERPRET_LINES} lines in ${seconds.toFixed(2)} s, ${outputLines} answers; ${Math.round(INTERPRET_LINES / Math.max(0.001, seconds - empty.seconds))}/s after a ${empty.seconds.toFixed(2)} s start-up)   target ≥ 2,000/s`,
    );

    const club = interpretRules("make a club on the left and a BLT on the right then go home", context)!;
    const scene = initialScene(cell);
    console.log(
      formatLatency(
        `compile + verify (${club.sequence.length} composites)`,
        measureLatency(5000, () => {
          const compiled = compileSequence(club.sequence, cell, scene);
          verifyAssemblyRun(cell, scene.current_position, compiled.primitives, compiled.errors);
        }),
      ),
    );
  },
};
