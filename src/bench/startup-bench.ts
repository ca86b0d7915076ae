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

/**
 * Reports the child's own CPU time (user + system) on fd 3 as it exits: on a busy machine wall
 * time is mostly waiting for a core, CPU time is what the command itself costs.
 */
const REPORT_CPU = `data:text/javascript,${encodeURIComponent(
  'import{writeSync}from"node:fs";process.on("exit",()=>{const u=process.cpuUsage();try{writeSync(3,String((u.user+u.system)/1000))}catch{}})',
)}`;

function run(args: string[], env: NodeJS.ProcessEnv): { wallMs: number; cpuMs: number } {
  const start = performance.now();
  const result = spawnSync(process.execPath, ["--import", REPORT_CPU, ...args], {
    env,
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const wallMs = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}`);
  return { wallMs, cpuMs: Number(String(result.output[3] ?? "")) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Start-up of one-shot commands as run by `bin/cellpilot`, against `node -e 0` measured in the
 * same loop (interleaved, so a busy machine slows both alike); medians of RUNS runs; the CPU time of each process is printed beside it.
 */
export const section: BenchSection = {
  name: "start-up (bin/cellpilot, wall time; ratio to `node -e 0` in the same run)",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-startup-bench-"));
    const env = { ...process.env, CELLPILOT_LLM: "off", CELLPILOT_DATA_DIR: dataDir, NO_COLOR: "1" };
    const wall = new Map<string, number[]>();
    const cpu = new Map<string, number[]>();
    const record = (label: string, sample: { wallMs: number; cpuMs: number }) => {
      wall.set(label, [...(wall.get(label) ?? []), sample.wallMs]);
      cpu.set(label, [...(cpu.get(label) ?? []), sample.cpuMs]);
    };
    try {
      for (const command of COMMANDS) run([BIN, ...command.args], env); // warm the file cache
      for (let index = 0; index < RUNS; index++) {
        record("node -e 0", run(["-e", "0"], env));
        for (const command of COMMANDS) record(command.label, run([BIN, ...command.args], env));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const bareWall = median(wall.get("node -e 0")!);
    const bareCpu = median(cpu.get("node -e 0")!);
    console.log(
      `${"node -e 0".padEnd(32)} ${bareWall.toFixed(0).padStart(6)} ms wall, ${bareCpu.toFixed(0).padStart(4)} ms CPU`,
    );
    for (const command of COMMANDS) {
      const ms = median(wall.get(command.label)!);
      const cpuMs = median(cpu.get(command.label)!);
      const ratio = ms / bareWall;
      console.log(
        `${command.label.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms wall, ${cpuMs.toFixed(0).padStart(4)} ms CPU  ${ratio.toFixed(2)}× node wall, ${(cpuMs / bareCpu).toFixed(2)}× CPU  (target ≤ ${command.target}×: ${ratio <= command.target ? "met" : "NOT met"})`,
      );
    }
  },
};
