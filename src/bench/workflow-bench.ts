import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { MemorySaver } from "@langchain/langgraph";
import Database from "better-sqlite3";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import { cellDatabaseFile } from "../store/data-dir.js";
import { openSqliteStore } from "../store/sqlite-store.js";
import {
  createWorkflowConversationService,
  type WorkflowServiceOptions,
} from "../workflow/create-conversation-service.js";
import { silentWorkflowLog } from "../workflow/workflow-log.js";
import { checkpointFile } from "../workflow/open-checkpointer.js";
import { formatLatency, measureLatencyAsync, summarize, type BenchSection } from "./harness.js";

const MAIN = join(dirname(dirname(fileURLToPath(import.meta.url))), "cli", "main.js");
const COMMANDS = [
  "weld at position 1 and 2",
  "go home",
  "inspect position 3",
  "put the tool back and go home",
];

/** The welding cell's workflow in a temporary data directory: real SQLite, instant simulator, no LLM, no log. */
function openBenchService(extra: Partial<WorkflowServiceOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "cellpilot-bench-workflow-"));
  const snapshot = loadGraphSnapshot("welding");
  const store = openSqliteStore({
    file: cellDatabaseFile(dir, "welding"),
    initialState: snapshot.data.initialState,
  });
  const service = createWorkflowConversationService({
    snapshot,
    store,
    dataDir: dir,
    llm: null,
    timeScale: 0,
    fault: null,
    log: silentWorkflowLog,
    ...extra,
  });
  async function close() {
    await service.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { service, dir, close };
}

/** One approved request end to end in-process (rules, instant simulator): plan → review → yes → verify → execute. */
async function askYesLatency(extra: Partial<WorkflowServiceOptions>, runs: number) {
  const { service, dir, close } = openBenchService(extra);
  try {
    return await measureLatencyAsync(runs, async (index) => {
      const conversation = `bench-${index}`;
      const review = await service.send(conversation, COMMANDS[index % COMMANDS.length]);
      if (review.kind === "review") await service.send(conversation, "yes");
    });
  } finally {
    await close();
  }
}

const TURN_WARM_UP = 200;

/**
 * One workflow turn in-process on the rules path: a command to its review waiting (route, plan,
 * prepare review, interrupt), with the checkpoints and bytes it leaves in the SQLite file.
 */
async function turnFigures(runs: number) {
  const { service, dir, close } = openBenchService();
  const cpu: number[] = [];
  let conversations = 0; // warm-up turns included: each turn opens a new conversation
  try {
    // warmed up until the JIT has compiled the hot paths, as in a server that has been running
    const wall = await measureLatencyAsync(
      runs,
      async () => {
        const before = process.cpuUsage();
        const turn = await service.send(`turn-${conversations++}`, "weld at position 1 and 2");
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        if (turn.kind !== "review") throw new Error(`expected a review, got ${turn.kind}`);
      },
      TURN_WARM_UP,
    );
    const db = new Database(checkpointFile(dir, "welding"), { readonly: true });
    const checkpoints = db
      .prepare("SELECT count(*) AS n, sum(length(checkpoint) + length(metadata)) AS bytes FROM checkpoints")
      .get() as { n: number; bytes: number };
    const writes = db.prepare("SELECT count(*) AS n, sum(length(value)) AS bytes FROM writes").get() as {
      n: number;
      bytes: number | null;
    };
    db.close();
    return {
      wall,
      cpu: summarize(cpu.slice(-runs)),
      checkpoints: checkpoints.n / conversations,
      writes: writes.n / conversations,
      kib: (checkpoints.bytes + (writes.bytes ?? 0)) / conversations / 1024,
    };
  } finally {
    await close();
  }
}

export const section: BenchSection = {
  name: "conversation workflow (ask --yes, rules path, simulated motion excluded)",
  async run() {
    const turn = await turnFigures(1000);
    console.log(
      formatLatency("one turn in-process: command → review waiting (target p50 ≤ 5 ms)", turn.wall),
    );
    console.log(formatLatency("  its CPU time (this process)", turn.cpu));
    console.log(
      `  checkpoints per turn ${turn.checkpoints.toFixed(2)}, pending writes ${turn.writes.toFixed(2)}, ${turn.kib.toFixed(1)} KiB written`,
    );
    const sqlite = await askYesLatency({}, 150);
    const memory = await askYesLatency({ checkpointer: new MemorySaver() }, 150);
    console.log(formatLatency("ask --yes in-process, SQLite checkpointer (2 turns)", sqlite));
    console.log(formatLatency("ask --yes in-process, MemorySaver (2 turns)", memory));
    console.log(
      `checkpointer cost per turn (SQLite − memory, p50 / 2 turns)        ${((sqlite.p50Ms - memory.p50Ms) / 2).toFixed(3)} ms`,
    );

    const dir = mkdtempSync(join(tmpdir(), "cellpilot-bench-ask-"));
    const run = promisify(execFile);
    const samples: number[] = [];
    try {
      for (let index = 0; index < 6; index++) {
        const start = performance.now();
        await run(
          process.execPath,
          [MAIN, "ask", "--yes", "--time-scale", "0", "--data-dir", dir, COMMANDS[index % COMMANDS.length]],
          {
            env: { ...process.env, CELLPILOT_LLM: "off", NO_COLOR: "1" },
          },
        );
        samples.push(performance.now() - start);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(
      formatLatency("`cellpilot ask --yes` process wall time (incl. Node start)", summarize(samples)),
    );
  },
};
