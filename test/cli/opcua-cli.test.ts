import { execFile, spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireRunLock } from "../../src/execute/run-lock.js";
import { cellDatabaseFile } from "../../src/store/data-dir.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const CLI = join(process.cwd(), "dist", "cli", "main.js");
const ENV = {
  ...process.env,
  CELLPILOT_LLM: "off",
  NO_COLOR: "1",
  CELLPILOT_FAULT: "",
  CELLPILOT_CONTROLLER: "",
};
let temp: { dir: string; cleanup: () => void };
let simulator: ChildProcess | null = null;
afterEach(() => {
  simulator?.kill("SIGKILL");
  simulator = null;
  temp?.cleanup();
});

/** `cellpilot sim opcua` on a free loopback port; resolves with its endpoint and its output so far. */
async function startSimulator(args: string[]): Promise<{ endpoint: string; output: () => string }> {
  const child = spawn(
    process.execPath,
    [CLI, "sim", "opcua", "--port", "0", "--data-dir", join(temp.dir, "sim"), ...args],
    { env: ENV },
  );
  simulator = child;
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = /at (opc\.tcp:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`the simulator exited (${code}): ${output}`)));
  });
  return { endpoint, output: () => output };
}

async function cellpilot(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = execFile(process.execPath, [CLI, ...args, "--data-dir", join(temp.dir, "data")], {
    env: ENV,
  });
  child.stdin!.end();
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number>((resolve) => child.on("close", (exit) => resolve(exit ?? -1)));
  return { code, stdout, stderr };
}

// Two node processes loading node-opcua each, on a shared machine: generous per-test limits.
describe("cellpilot with an OPC UA controller (two processes)", { timeout: 120_000 }, () => {
  it("ask --controller runs the plan on 'sim opcua'; state --controller reads Pos_2 and the Welder back", async () => {
    temp = makeTempDir("cellpilot-opcua-cli-");
    const sim = await startSimulator(["--time-scale", "0.01"]);
    const asked = await cellpilot(["ask", "--yes", "--controller", sim.endpoint, "weld at position 1 and 2"]);
    expect(asked.stderr).toBe("");
    expect(asked.code).toBe(0);
    expect(asked.stdout).toMatch(/Done: 12 steps completed/);
    expect(sim.output()).toMatch(/RunRoutine\(tack_weld, Pos_2\)/);
    const state = await cellpilot(["state", "--json", "--controller", sim.endpoint]);
    expect(state.code).toBe(0);
    expect(JSON.parse(state.stdout)).toMatchObject({
      current_position: "Pos_2",
      current_tool: "Welder",
      controller: { kind: "opcua", endpoint: sim.endpoint, connected: true },
    });
  });

  it("the controller killed mid-step: the run fails in time with the reason, the lock is released, exit non-zero", async () => {
    temp = makeTempDir("cellpilot-opcua-kill-");
    const sim = await startSimulator(["--time-scale", "2"]);
    const asking = cellpilot(["ask", "--yes", "--controller", sim.endpoint, "weld at position 1"]);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (/command 2\)/.test(sim.output())) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    simulator!.kill("SIGKILL");
    const killed = Date.now();
    const asked = await asking;
    // Within the step's timeout (2 s × 2 + 10 s): the broken connection is noticed at once.
    expect(Date.now() - killed).toBeLessThan(14_000);
    expect(asked.code).not.toBe(0);
    expect(asked.stdout).toMatch(
      /failed at step 2 of \d+: .*connection to the controller was lost during MoveTo\(Tool_Weld_Position\)/,
    );
    const dataDir = join(temp.dir, "data");
    const store = openSqliteStore({
      file: cellDatabaseFile(dataDir, "welding"),
      initialState: { position: "Home", tool: "none" },
    });
    try {
      const [run] = await store.listRuns({ limit: 1 });
      expect(run.status).toBe("failed");
      const steps = await store.getRunSteps(run.run_id);
      expect(steps.map((step) => step.state)).toEqual(["completed", "error"]);
      expect(steps[1].error).toMatch(/connection to the controller was lost/);
      // The lock was released by the process itself, not left for a takeover.
      const lock = await acquireRunLock(store, "probe");
      expect(lock).toMatchObject({ ok: true, staleHolder: null });
      if (lock.ok) await lock.release();
    } finally {
      await store.close();
    }
  });

  it("refuses a controller address it cannot use, before anything runs", async () => {
    temp = makeTempDir("cellpilot-opcua-bad-");
    const bad = await cellpilot(["ask", "--yes", "--controller", "http://127.0.0.1:4840", "go home"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not an address like opc\.tcp:\/\/127\.0\.0\.1:4840/);
    const remote = await cellpilot(["state", "--controller", "opc.tcp://192.0.2.10:4840"]);
    expect(remote.code).toBe(2);
    expect(remote.stderr).toMatch(/set CELLPILOT_CONTROLLER_USER and CELLPILOT_CONTROLLER_PASSWORD/);
  });
});
