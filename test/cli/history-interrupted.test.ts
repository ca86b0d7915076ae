import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cellDatabaseFile } from "../../src/store/data-dir.js";
import { currentProcessIdentity } from "../../src/store/process-identity.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-cli-");
});
afterEach(() => temp.cleanup());

function history(args: string[]) {
  return spawnSync(process.execPath, ["dist/cli/main.js", "history", ...args, "--data-dir", temp.dir], {
    encoding: "utf8",
    env: { ...process.env, CELLPILOT_LLM: "off" },
  });
}

describe("cellpilot history after a process died mid-run", () => {
  it("shows the dead run as failed and interrupted on the first read, in JSON and in text", async () => {
    const store = openSqliteStore({
      file: cellDatabaseFile(temp.dir, "welding"),
      initialState: { position: "Home", tool: "none" },
    });
    const at = Date.now();
    await store.acquireRunLease({
      ...currentProcessIdentity(),
      pid: 2 ** 22 + 12345, // no such process
      holderId: randomUUID(),
      runId: "dead-run",
      acquiredAt: new Date(at).toISOString(),
      expiresAt: new Date(at + 60_000).toISOString(),
    });
    await store.createRun({
      run_id: "dead-run",
      operator_input: "go home",
      sequence_json: "[]",
      status: "running",
    });
    await store.close();

    const json = history(["--json"]);
    expect(json.status).toBe(0);
    const [run] = JSON.parse(json.stdout).runs;
    expect(run).toMatchObject({
      run_id: "dead-run",
      status: "failed",
      interrupted: "interrupted: the process running it stopped",
    });
    const text = history([]);
    expect(text.stdout).toMatch(
      /dead-run\s+interrupted\s+0\/0 steps\s+"go home"\s+— interrupted: the process running it stopped/,
    );
  });
});
