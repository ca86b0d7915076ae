import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

const run = promisify(execFile);
const CLI = join(process.cwd(), "dist", "cli", "main.js");
let temp: { dir: string; cleanup: () => void };
afterEach(() => temp?.cleanup());

/** Runs `cellpilot …` as its own process (no terminal: stdin is a pipe) and returns its exit code and output. */
async function cellpilot(
  args: string[],
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    CELLPILOT_TIME_SCALE: "0",
    CELLPILOT_LLM: "off",
    NO_COLOR: "1",
    CELLPILOT_FAULT: "",
  };
  const child = execFile(process.execPath, [CLI, ...args, "--data-dir", temp.dir], { env });
  if (input !== undefined) child.stdin!.end(input);
  else child.stdin!.end();
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number>((resolve) => child.on("close", (exit) => resolve(exit ?? -1)));
  return { code, stdout, stderr };
}

describe("the conversation across processes (CLI)", () => {
  it("a review left pending by one process is resumed by the next reply in another", async () => {
    temp = makeTempDir("cellpilot-restart-");
    const first = await cellpilot(["ask", "--json", "weld at position 1"]);
    expect(first.code).toBe(3);
    const pending = JSON.parse(first.stdout);
    expect(pending.kind).toBe("review");
    expect(pending.pendingReview.kind).toBe("approval");

    const second = await cellpilot(["ask", "--json", "yes"]);
    expect(second.code).toBe(0);
    const done = JSON.parse(second.stdout);
    expect(done.kind).toBe("run");
    expect(done.correlationId).toBe(pending.correlationId);
    expect(done.state).toMatchObject({ current_position: "Pos_1", current_tool: "Welder" });

    const history = JSON.parse((await cellpilot(["history", "--json"])).stdout);
    expect(history.total).toBe(1);
    expect(history.runs[0]).toMatchObject({
      run_id: done.run.runId,
      status: "completed",
      operator_input: "weld at position 1",
      correlation_id: pending.correlationId,
    });
    const actions = readFileSync(join(temp.dir, "runs", `${done.run.runId}.actions.yaml`), "utf8");
    expect(actions).toContain(`correlation_id: "${pending.correlationId}"`);
    const logs = readdirSync(join(temp.dir, "logs"));
    expect(logs).toHaveLength(1);
    const events = readFileSync(join(temp.dir, "logs", logs[0]), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).event);
    expect(events).toEqual(
      expect.arrayContaining([
        "HITL_CREATED",
        "HITL_FAST_PATH_MATCH",
        "HITL_RESUME_VALID",
        "VERIFICATION_ATTEMPT",
        "RUN_FINISHED",
      ]),
    );
  }, 90_000);

  it("ask --yes runs end to end; a fault fails the run with exit 1 and the progress shows it; replay runs it again", async () => {
    temp = makeTempDir("cellpilot-ask-");
    const ok = await cellpilot(["ask", "--yes", "--json", "weld at position 1 and 2"]);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    const done = JSON.parse(ok.stdout);
    expect(done).toMatchObject({ kind: "run", run: { status: "completed", totalSteps: 12 } });
    const failed = await cellpilot(["ask", "--yes", "--fault", "position:Home", "go home"]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("✓ [1] Move to Safe_Pos_2");
    expect(failed.stdout).toContain("✗ [2] Move to Home: injected fault at position Home");
    const replay = await cellpilot(["replay", "--yes", done.run.runId]);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    expect(replay.stdout).toContain("no longer fits");
    expect(replay.stdout).toMatch(/Done: \d+ steps completed/);
  }, 90_000);

  it("chat reads a pipe line by line through the same pipeline", async () => {
    temp = makeTempDir("cellpilot-chat-");
    const session = await cellpilot(
      ["chat"],
      "go to position 2\nyes but also go to position 3\nyes\nwhere is the robot?\n",
    );
    expect(session.code).toBe(0);
    expect(session.stdout).toContain("you> go to position 2");
    expect(session.stdout).toMatch(/Done: \d+ steps completed/);
    expect(session.stdout).toMatch(/Pos_3/);
    const bad = await cellpilot(["replay", "not-an-id"]);
    expect(bad.code, bad.stdout + bad.stderr).toBe(2);
    expect(bad.stderr).toContain("is not a run id");
  }, 90_000);
});
