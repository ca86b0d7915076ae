import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import { understandWithRules } from "../understand/rules-understanding.js";
import { formatLatency, measureLatency, type BenchSection } from "./harness.js";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PLAN_LINES = 5_000;

/** The dev set's commands (and a few more), cycled: a realistic mix of actions, questions, unknowns. */
function commands(): string[] {
  const texts = readFileSync(join(repo, "eval", "commands.dev.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { text: string }).text);
  return [
    ...texts,
    "weld pos 1 and 2 then inspect all positions except 2",
    "wled at postion 1",
    "put the camera back and go home",
  ];
}

async function planJsonlThroughput(lines: string[]): Promise<{ seconds: number; outputLines: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-bench-"));
  try {
    const started = process.hrtime.bigint();
    // What users run: bin/cellpilot, which starts the bundle `npm run build` made (dist/bundle).
    const child = spawn(
      process.execPath,
      [join(repo, "bin", "cellpilot"), "plan", "--json", "--jsonl", "--data-dir", dataDir],
      {
        env: { ...process.env, CELLPILOT_LLM: "off" },
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    let outputLines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) outputLines++;
    });
    child.stdin.end(lines.join("\n") + "\n");
    await new Promise((done) => child.on("close", done));
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, outputLines };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Parse latency of the rules layer, and `plan --jsonl` throughput through the built CLI. */
export const section: BenchSection = {
  name: "understanding (rules router + intent parser, plan --jsonl)",
  async run() {
    const snapshot = loadGraphSnapshot("welding");
    const texts = commands();
    const parse = measureLatency(20_000, (index) => {
      understandWithRules(snapshot, texts[index % texts.length], { startPosition: "Home" });
    });
    console.log(formatLatency("parse (rules, demo cell, mixed commands)", parse) + "   target p50 ≤ 0.2 ms");
    const lines = Array.from({ length: PLAN_LINES }, (_, index) => texts[index % texts.length]);
    const { seconds, outputLines } = await planJsonlThroughput(lines);
    console.log(
      `${"plan --jsonl (bin/cellpilot, incl. start-up)".padEnd(52)} ${Math.round(PLAN_LINES / seconds)} commands/s  (${PLAN_LINES} lines in ${seconds.toFixed(2)} s, ${outputLines} answers)   target ≥ 2,000/s`,
    );
  },
};
