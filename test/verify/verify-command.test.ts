import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

const temp = makeTempDir();
afterAll(temp.cleanup);
const dataDir = join(temp.dir, "data");

/** Runs the built CLI; returns exit status, standard output and standard error. */
function cellpilot(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ["dist/cli/main.js", ...args, "--data-dir", dataDir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CELLPILOT_GRAPH: "" },
    });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { status: failure.status, stdout: failure.stdout, stderr: failure.stderr };
  }
}

function planFile(name: string, text: string): string {
  const path = join(temp.dir, name);
  writeFileSync(path, text);
  return path;
}

describe("cellpilot verify and state", () => {
  it("a valid hand-written plan passes (exit 0)", () => {
    const path = planFile(
      "good.yaml",
      "- {id: 1, name: a, action: move, target: Safe_Pos_3}\n- {id: 2, name: b, action: move, target: Pos_3}\n",
    );
    const result = cellpilot("verify", path, "--json");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ valid: true, feedback: "" });
  });

  it("an invalid plan is refused with the exact feedback lines (exit 1)", () => {
    const path = planFile(
      "bad.yaml",
      'name: "Robot Sequence"\ndescription: ""\ncorrelation_id: ""\nsteps:\n  - {id: 1, name: a, action: move, target: Pos_1}\n  - {id: 2, name: b, action: routine, target: tack_weld, position: Pos_1}\n',
    );
    const result = cellpilot("verify", path);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      "Invalid:\nStep 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_1'\nStep 2: Routine 'tack_weld' requires tool 'Welder', but robot has 'none'\n",
    );
  });

  it("--from and --tool simulate another start", () => {
    const path = planFile(
      "from.yaml",
      "- {id: 1, name: w, action: routine, target: tack_weld, position: Pos_2}\n",
    );
    expect(cellpilot("verify", path, "--from", "Pos_2", "--tool", "Welder").status).toBe(0);
    expect(cellpilot("verify", path, "--from", "Pos_2", "--tool", "Camera").stdout).toContain(
      "Step 1: Routine 'tack_weld' requires tool 'Welder', but robot has 'Camera'",
    );
  });

  it("a malformed or missing plan file is bad input (exit 2) with the line and field", () => {
    const path = planFile("malformed.yaml", "- {id: 1, name: a, action: teleport, target: Pos_1}\n");
    const malformed = cellpilot("verify", path);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toMatch(/malformed\.yaml:\d+: steps\[0\]\.action/);
    const missing = cellpilot("verify", join(temp.dir, "none.yaml"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("cannot read the plan");
  });

  it("--graph neo4j without NEO4J_URI says what to set (exit 2)", () => {
    const path = planFile("neo.yaml", "- {id: 1, name: a, action: move, target: Safe_Pos_1}\n");
    const saved = process.env.NEO4J_URI;
    delete process.env.NEO4J_URI;
    try {
      const result = cellpilot("verify", path, "--graph", "neo4j");
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("NEO4J_URI");
    } finally {
      if (saved !== undefined) process.env.NEO4J_URI = saved;
    }
  });

  it("state shows the initial state of a fresh data directory", () => {
    const result = cellpilot("state", "--json");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      cell: "welding",
      current_position: "Home",
      current_tool: "none",
    });
    expect(cellpilot("state").stdout).toMatch(/^Cell: welding\nPosition: Home\nTool: none\nLast updated: /);
  });
});
