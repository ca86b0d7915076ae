import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

/** Bad input exits 2 with a clear message on standard error, before anything runs (docs/cli.md). */
const temp = makeTempDir("cellpilot-cli-");
afterAll(() => temp.cleanup());

function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["dist/cli/main.js", ...args, "--data-dir", temp.dir], {
    encoding: "utf8",
    env: { ...process.env, CELLPILOT_LLM: "off", ...env },
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe("bad input exits 2 with a clear message", () => {
  it("a cell 'file' that never ends (/dev/zero) is refused at once, naming the file", () => {
    for (const args of [
      ["plan", "go home", "--cell", "/dev/zero"],
      ["state", "--cell", "/dev/zero"],
    ]) {
      const result = cli(args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("/dev/zero: the cell file is larger than 1,048,576 bytes");
    }
  });

  it.each(["parse", "plan", "ask", "interpret"])(
    "%s: empty text and text over 1,000 characters",
    (command) => {
      const empty = cli([command, "   "]);
      expect(empty.status).toBe(2);
      expect(empty.stderr).toContain(`${command} needs the operator's text`);
      const huge = cli([command, "go home ".repeat(200)]);
      expect(huge.status).toBe(2);
      expect(huge.stderr).toContain("the text is 1,600 characters; at most 1,000 are read");
    },
  );

  it.each(["1e10", "Infinity", "-1", "NaN", "", "fast"])("--time-scale '%s' is refused", (scale) => {
    const result = cli(["ask", "go home", "--yes", "--time-scale", scale]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      `--time-scale must be a number from 0 (instant) to 100 (1 is real time), not '${scale}'`,
    );
  });

  it("CELLPILOT_TIME_SCALE=Infinity is refused the same way", () => {
    const result = cli(["ask", "go home", "--yes"], { CELLPILOT_TIME_SCALE: "Infinity" });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("CELLPILOT_TIME_SCALE must be a number from 0");
  });

  it("fault specs that can never fire are refused, and nothing runs", () => {
    const nowhere = cli(["ask", "go home", "--yes", "--fault", "position:Nowhere"]);
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toContain(
      "fault position 'Nowhere' can never fire: the cell has no such position",
    );
    const late = cli(["ask", "go home", "--yes", "--fault", "step:20000"]);
    expect(late.status).toBe(2);
    expect(late.stderr).toContain("fault step 20000 can never fire");
    const exponent = cli(["ask", "go home", "--yes", "--fault", "step:1e10"]);
    expect(exponent.status).toBe(2);
    expect(cli(["history", "--json"]).stdout).toContain('"runs":[]');
  });
});
