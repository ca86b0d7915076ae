import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchSection } from "./harness.js";
import { benchPostgres } from "./throwaway-postgres.js";

const COMMANDS = ["weld at position 1 and 2", "inspect position 3 with the camera", "go to position 2"];
const REQUESTS = Number(process.env.CELLPILOT_BENCH_REPLICA_REQUESTS) || 20_000;
const IN_FLIGHT = 32;
const MAIN = join(dirname(dirname(fileURLToPath(import.meta.url))), "cli", "main.js");

interface Replica {
  url: string;
  child: ChildProcess;
}

function startReplica(databaseUrl: string, dataDir: string): Promise<Replica> {
  const child = spawn(
    process.execPath,
    [MAIN, "serve", "--port", "0", "--data-dir", dataDir, "--rate", "1000000000"],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CELLPILOT_STORE: "postgres", DATABASE_URL: databaseUrl, CELLPILOT_LLM: "off" },
    },
  );
  return new Promise<Replica>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/\S+?)\/\s/.exec(output);
      if (match) resolve({ url: match[1], child });
    });
    child.once("exit", (code) => reject(new Error(`cellpilot serve exited (${code}) before listening`)));
  });
}

async function stopReplica(replica: Replica): Promise<void> {
  if (replica.child.exitCode !== null || replica.child.signalCode !== null) return;
  const exited = new Promise((resolve) => replica.child.once("exit", resolve));
  replica.child.kill("SIGTERM");
  await exited;
}

/** POST /api/plan from text, spread round-robin over the replicas; requests per second. */
async function planThroughput(
  urls: string[],
  total: number,
): Promise<{ perSecond: number; failures: number }> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const response = await fetch(`${urls[index % urls.length]}/api/plan`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: COMMANDS[index % COMMANDS.length] }),
      });
      const result = (await response.json()) as { ok?: boolean };
      if (response.status !== 200 || result.ok !== true) failures++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { perSecond: total / ((performance.now() - start) / 1000), failures };
}

/**
 * Plan-from-text throughput through one `serve` replica and through two, both on one PostgreSQL
 * store (each request reads the robot state from it). Skipped, with the reason, without PostgreSQL.
 */
export const section: BenchSection = {
  name: "Replicas (POST /api/plan from text through 1 and 2 serve processes on one PostgreSQL)",
  async run() {
    const postgres = benchPostgres();
    if ("skipped" in postgres) {
      console.log(`skipped: ${postgres.skipped}`);
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-replica-bench-"));
    const replicas: Replica[] = [];
    try {
      replicas.push(
        ...(await Promise.all(["a", "b"].map((name) => startReplica(postgres.url, join(dataDir, name))))),
      );
      const urls = replicas.map((replica) => replica.url);
      await planThroughput(urls, 1_000); // warm-up: both replicas, their pools and the database
      const one = await planThroughput(urls.slice(0, 1), REQUESTS);
      const two = await planThroughput(urls, REQUESTS);
      const line = (label: string, figures: { perSecond: number; failures: number }) =>
        console.log(
          `${label} ${figures.perSecond.toFixed(0).padStart(7)} req/s  (n=${REQUESTS}, ${IN_FLIGHT} in flight, ${figures.failures} not ok)`,
        );
      line("one replica                    ", one);
      line("two replicas (round-robin)     ", two);
      console.log(
        `two vs one                      ${(two.perSecond / one.perSecond).toFixed(2)}×  on this machine (the client shares its cores)`,
      );
    } finally {
      await Promise.all(replicas.map(stopReplica));
      postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
