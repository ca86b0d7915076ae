import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

/** The built CLI (`npm install` builds dist/), run offline in a temporary data directory. */
let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-cli-");
});
afterEach(() => temp.cleanup());

const env = { ...process.env, CELLPILOT_LLM: "off" };
function cli(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ["dist/cli/main.js", ...args, "--data-dir", temp.dir], {
    input,
    encoding: "utf8",
    env,
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}
function json(args: string[]) {
  const { stdout, stderr, status } = cli(args);
  try {
    return JSON.parse(stdout);
  } catch {
    throw new Error(`cellpilot ${args.join(" ")} exited ${status} with no JSON: ${stdout}${stderr}`);
  }
}

describe("cellpilot parse --json", () => {
  it("prints exactly the contract's keys", () => {
    const output = json(["parse", "--json", "weld at position 1 and 2"]);
    // The contract keys, and the account of the command (DESIGN §6).
    expect(Object.keys(output).sort()).toEqual([
      "account",
      "confidence",
      "correlation_id",
      "goal",
      "intent",
      "source",
    ]);
    expect(output).toMatchObject({
      intent: "action",
      source: "rules",
      goal: {
        goal: "sequence",
        steps: [
          { action: "routine", routine: "tack_weld", position: "Pos_1" },
          { action: "routine", routine: "tack_weld", position: "Pos_2" },
        ],
      },
    });
    expect(output.correlation_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
  it("questions and unknown input", () => {
    expect(json(["parse", "--json", "where is the robot?"])).toMatchObject({
      intent: "question",
      goal: null,
    });
    expect(json(["parse", "--json", "asdfgh"])).toMatchObject({
      intent: "unknown",
      goal: { goal: "unknown" },
    });
  });
});

describe("cellpilot plan --json from text", () => {
  it("parses, builds and verifies", () => {
    const output = json(["plan", "--json", "inspect position 3"]);
    expect(output.ok).toBe(true);
    expect(output.verification.valid).toBe(true);
    expect(output.steps.at(-1)).toMatchObject({
      action: "routine",
      target: "camera_inspection",
      position: "Pos_3",
    });
  });
  it("refuses a routine at a named position where it is not supported, naming it and what is supported", () => {
    const output = json(["plan", "--json", "weld at position 1, 2, and 3"]);
    expect(output).toMatchObject({ ok: false, intent: "action" });
    expect(output.message).toMatch(/Pos_3/);
    expect(output.message).toMatch(/supported only at Pos_1 and Pos_2/);
  });
  it("answers questions and asks about what is missing, with ok:false", () => {
    expect(json(["plan", "--json", "what tool is attached?"])).toMatchObject({
      ok: false,
      intent: "question",
      message: "The robot holds no tool.",
    });
    expect(json(["plan", "--json", "weld"])).toMatchObject({
      ok: false,
      intent: "action",
      message: "Which position should I weld at? Pos_1 or Pos_2",
    });
    expect(json(["plan", "--json", "tell me a joke"])).toMatchObject({ ok: false, intent: "unknown" });
  });
  it("prints a human-readable plan without --json", () => {
    const { stdout, status } = cli(["plan", "go", "to", "position", "2"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/Plan for "go to position 2"/);
    expect(stdout).toMatch(/Move to Pos_2/);
    expect(stdout).toMatch(/Verification: passed/);
  });
});

describe("--jsonl batches", () => {
  const lines = [
    "weld at position 1",
    "",
    "\u0007\u0000garbage\u001b",
    "where is the robot?",
    "x".repeat(50_000),
    "weld position 2 then inspect position 1",
  ];
  it.each(["parse", "plan"])("%s: one JSON line per input line, in order, never crashing", (command) => {
    const { stdout, status } = cli([command, "--json", "--jsonl"], lines.join("\n") + "\n");
    expect(status).toBe(0);
    const outputs = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(outputs).toHaveLength(lines.length);
    const intents = outputs.map((output) => output.intent ?? (output.ok ? "action" : undefined));
    expect(intents).toEqual(["action", "unknown", "unknown", "question", "unknown", "action"]);
  });
  it("is a dry run: the robot state and the history do not change", () => {
    const batch = cli(["plan", "--json", "--jsonl"], "weld at position 1\ngo home\nattach the camera\n");
    expect(
      batch.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).ok),
    ).toEqual([true, true, true]);
    const state = json(["state", "--json"]);
    expect(state).toMatchObject({ current_position: "Home", current_tool: "none" });
    expect(json(["plan", "--json", "what did you do today?"]).message).toMatch(/nothing ran/);
  });
});
