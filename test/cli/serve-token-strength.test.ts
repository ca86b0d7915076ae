import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-serve-");
});
afterEach(() => temp.cleanup());

describe("cellpilot serve with a weak token", () => {
  it("stops at start-up with exit 2 and says how to make a strong one, before listening", () => {
    const result = spawnSync(
      process.execPath,
      ["dist/cli/main.js", "serve", "--host", "0.0.0.0", "--port", "0", "--data-dir", temp.dir],
      {
        encoding: "utf8",
        timeout: 30_000,
        env: { ...process.env, CELLPILOT_TOKEN: "secret123", CELLPILOT_LLM: "off" },
      },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /CELLPILOT_TOKEN is too weak \(9 characters.*at least 32 characters.*openssl rand -hex 32/,
    );
    expect(result.stdout).not.toContain("console for cell");
  });
});
