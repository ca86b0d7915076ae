import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

/** The built CLI behind a reader that stops after one line (`| head -1`); built dist/ needed. */
let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-pipe-");
});
afterEach(() => temp.cleanup());

function throughHead(args: string[], input: string) {
  const script = `node dist/cli/main.js ${args.join(" ")} --data-dir "$1" | head -1; echo "cellpilot exit \${PIPESTATUS[0]}" >&2`;
  const result = spawnSync("bash", ["-c", script, "bash", temp.dir], {
    input,
    encoding: "utf8",
    env: { ...process.env, CELLPILOT_LLM: "off" },
  });
  return { stdout: result.stdout, stderr: result.stderr };
}

describe("writing to a closed pipe", () => {
  // Far more output than a pipe buffers, so the writer meets the closed pipe.
  const lines = Array.from({ length: 4000 }, (_, index) => `weld at position ${(index % 2) + 1}`).join("\n");

  for (const command of [
    ["plan", "--jsonl"],
    ["parse", "--jsonl"],
  ]) {
    it(`${command.join(" ")} | head -1 ends quietly with exit 0`, () => {
      const { stdout, stderr } = throughHead(command, lines);
      expect(stdout.trim().split("\n")).toHaveLength(1);
      expect(JSON.parse(stdout)).toHaveProperty("correlation_id");
      expect(stderr).toBe("cellpilot exit 0\n");
    });
  }
});
