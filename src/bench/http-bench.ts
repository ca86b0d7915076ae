import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchSection } from "./harness.js";

const COMMANDS = [
  "weld at position 1 and 2",
  "inspect position 3 with the camera",
  "go to position 2",
  "weld at position 1",
];
/** Sustained load: this many plan-from-text requests, then the server's memory is read. */
const SUSTAINED = Number(process.env.CELLPILOT_BENCH_REQUESTS) || 100_000;
const MAIN = join(dirname(dirname(fileURLToPath(import.meta.url))), "cli", "main.js");

/** Sends `total` POST /api/plan requests with `concurrency` in flight; returns requests per second. */
async function throughput(
  url: string,
  total: number,
  concurrency: number,
  body: (index: number) => unknown,
): Promise<{ perSecond: number; failures: number }> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const response = await fetch(`${url}/api/plan`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body(index)),
      });
      const result = (await response.json()) as { ok?: boolean };
      if (response.status !== 200 || result.ok !== true) failures++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: total / ((performance.now() - start) / 1000), failures };
}

/** Resident memory of a process in MiB (Linux /proc), or null elsewhere. */
function residentMiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * HTTP throughput of plan requests on loopback against `cellpilot serve` in its own process
 * (so the client's memory is not counted) and that server's resident memory. The rate limit is
 * raised for the run: the default would (correctly) stop a single client long before.
 */
export const section: BenchSection = {
  name: "HTTP API (loopback, POST /api/plan against cellpilot serve)",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-http-bench-"));
    const child = spawn(
      process.execPath,
      [MAIN, "serve", "--port", "0", "--data-dir", dataDir, "--rate", "1000000000"],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = "";
        child.stdout!.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /(http:\/\/\S+?)\/\s/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`cellpilot serve exited (${code}) before listening`)));
      });
      const idle = residentMiB(child.pid!);
      await throughput(url, 500, 16, () => ({ text: COMMANDS[0] })); // warm-up
      const goal = await throughput(url, 5000, 32, () => ({
        goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" },
      }));
      const text = await throughput(url, SUSTAINED, 32, (index) => ({
        text: COMMANDS[index % COMMANDS.length],
      }));
      const loaded = residentMiB(child.pid!);
      console.log(
        `plan from a goal object         ${goal.perSecond.toFixed(0).padStart(7)} req/s  (n=5000, 32 in flight, ${goal.failures} not ok)`,
      );
      console.log(
        `plan from operator text         ${text.perSecond.toFixed(0).padStart(7)} req/s  (n=${SUSTAINED}, 32 in flight, ${text.failures} not ok; target ≥ 2,000)`,
      );
      const format = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(1)} MiB`);
      console.log(
        `server resident memory          idle ${format(idle)} (target ≤ 100), after ${SUSTAINED + 10_500} requests ${format(loaded)} (target ≤ 150)`,
      );
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
