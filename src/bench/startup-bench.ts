import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchSection } from "./harness.js";

const BIN = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), "bin", "cellpilot");
const RUNS = 7;

/** What users type, with the ratio to a bare `node -e 0` each must stay within (issue 13). */
const COMMANDS: Array<{ label: string; args: string[]; target: number }> = [
  { label: "parse", args: ["parse", "weld pos 1"], target: 3 },
  { label: "plan", args: ["plan", "weld pos 1"], target: 3 },
  { label: "state", args: ["state"], target: 3 },
  { label: "ask --yes --time-scale 0", args: ["ask", "--yes", "--time-scale", "0", "go home"], target: 5 },
];

function wallMs(args: string[], env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { env, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Start-up of one-shot commands as run by `bin/cellpilot`, against `node -e 0` measured in the
 * same loop (interleaved, so a busy machine slows both alike); medians of RUNS runs.
 */
export const section: BenchSection = {
  name: "start-up (bin/cellpilot, wall time; ratio to `node -e 0` in the same run)",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-startup-bench-"));
    const env = { ...process.env, CELLPILOT_LLM: "off", CELLPILOT_DATA_DIR: dataDir, NO_COLOR: "1" };
    const samples = new Map<string, number[]>([["node -e 0", []]]);
    try {
      for (const command of COMMANDS) wallMs([BIN, ...command.args], env); // warm the file cache
      for (let run = 0; run < RUNS; run++) {
        samples.get("node -e 0")!.push(wallMs(["-e", "0"], env));
        for (const command of COMMANDS) {
          const list = samples.get(command.label) ?? [];
          list.push(wallMs([BIN, ...command.args], env));
          samples.set(command.label, list);
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const bare = median(samples.get("node -e 0")!);
    console.log(`${"node -e 0".padEnd(32)} ${bare.toFixed(0).padStart(6)} ms`);
    for (const command of COMMANDS) {
      const ms = median(samples.get(command.label)!);
      const ratio = ms / bare;
      console.log(
        `${command.label.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}× node  (target ≤ ${command.target}×: ${ratio <= command.target ? "met" : "NOT met"})`,
      );
    }
  },
};
