import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { createTestServer, postJson } from "../server/support/test-server.js";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-goal-");
});
afterEach(() => temp.cleanup());

function plan(goal: string) {
  const result = spawnSync(
    process.execPath,
    ["dist/cli/main.js", "plan", "--goal", goal, "--data-dir", temp.dir],
    { encoding: "utf8", env: { ...process.env, CELLPILOT_LLM: "off" } },
  );
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe("cellpilot plan --goal with bad input", () => {
  it("names the missing field like the HTTP API does, shows an example goal and exits 2", async () => {
    const cli = plan('{"goal":"move"}');
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain("goal.position is missing (expected a string)");
    expect(cli.stderr).toMatch(/e\.g\. --goal '\{"goal":"execute_routine"/);

    const server = createTestServer();
    try {
      const answer = await server.app.request("/api/plan", postJson({ goal: { goal: "move" } }));
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { message: string } };
      expect(cli.stderr).toContain(error.message);
    } finally {
      await server.close();
    }
  });

  it("exits 2 on malformed JSON and on an unknown goal kind, with the reason", () => {
    const malformed = plan("{goal: move}");
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toMatch(/--goal is not valid JSON \(.+\)/);
    const unknownKind = plan('{"goal":"fly","position":"Pos_1"}');
    expect(unknownKind.status).toBe(2);
    expect(unknownKind.stderr).toMatch(/goal\.goal must be one of "move", "execute_routine"/);
  });

  it("still plans a valid goal (exit 0) and refuses an impossible one (exit 1)", () => {
    expect(plan('{"goal":"move","position":"Pos_1"}').status).toBe(0);
    expect(plan('{"goal":"move","position":"Nowhere"}').status).toBe(1);
  });
});
