import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
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

/** POSTs `body` to /api/plan on a kept-alive connection; true when the plan came back ok. */
function postPlan(url: URL, agent: Agent, body: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/plan",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            const result = JSON.parse(Buffer.concat(chunks).toString()) as { ok?: boolean };
            resolve(response.statusCode === 200 && result.ok === true);
          } catch {
            resolve(false);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Sends `total` POST /api/plan requests with `concurrency` in flight on kept-alive connections;
 * returns requests per second and the server's CPU time per request. node:http, not fetch: fetch
 * costs the client about as much CPU as the server spends answering, and on two cores the client
 * would be what is measured.
 */
async function throughput(
  url: string,
  serverPid: number,
  total: number,
  concurrency: number,
  body: (index: number) => unknown,
): Promise<{ perSecond: number; failures: number; serverCpuMs: number | null }> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const payload = JSON.stringify(body(index));
      if (!(await postPlan(target, agent, payload))) failures++;
    }
  };
  const cpuBefore = cpuSeconds(serverPid);
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = cpuSeconds(serverPid);
  agent.destroy();
  return {
    perSecond: total / seconds,
    failures,
    serverCpuMs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / total,
  };
}

/** User + system CPU seconds of a process (Linux /proc), or null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return null;
  }
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
      await throughput(url, child.pid!, 500, 16, () => ({ text: COMMANDS[0] })); // warm-up
      const goal = await throughput(url, child.pid!, 5000, 32, () => ({
        goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" },
      }));
      const text = await throughput(url, child.pid!, SUSTAINED, 32, (index) => ({
        text: COMMANDS[index % COMMANDS.length],
      }));
      const loaded = residentMiB(child.pid!);
      console.log(
        `plan from a goal object         ${goal.perSecond.toFixed(0).padStart(7)} req/s  (n=5000, 32 in flight, ${goal.failures} not ok)`,
      );
      console.log(
        `plan from operator text         ${text.perSecond.toFixed(0).padStart(7)} req/s  (n=${SUSTAINED}, 32 in flight, ${text.failures} not ok; target ≥ 2,000)`,
      );
      if (text.serverCpuMs !== null)
        console.log(
          `  server CPU per text request   ${text.serverCpuMs.toFixed(3).padStart(7)} ms  (one core could answer ${(1000 / text.serverCpuMs).toFixed(0)} req/s; the client takes the other)`,
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
