import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { checkCellFile } from "../../src/knowledge/check-cell-file.js";
import { checkCell } from "../../src/knowledge/check-cell.js";
import { generateCell, seededRandom } from "../../src/bench/generate-cell.js";
import { lineOf, makeTempDir, weldingCellText, writeCellFile } from "../fixtures/temp-dir.js";

const temp = makeTempDir();
afterAll(temp.cleanup);
const original = weldingCellText();

describe("cell check lints a cell and points at the line and field", () => {
  it("the welding cell passes with no warnings", () => {
    const report = checkCellFile(writeCellFile(temp.dir, "welding.cell.yaml", original));
    expect(report).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it("a move stored one way only", () => {
    const text = original.replace("  - Safe_Pos_1 <-> Safe_Pos_2", "  - Safe_Pos_1 -> Safe_Pos_2");
    const path = writeCellFile(temp.dir, "one-way.cell.yaml", text);
    const report = checkCellFile(path);
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      {
        file: path,
        line: lineOf(text, "Safe_Pos_1 -> Safe_Pos_2"),
        field: "moves[5]",
        message:
          "move 'Safe_Pos_1 -> Safe_Pos_2' is stored one way only: add 'Safe_Pos_2 -> Safe_Pos_1' or write it with '<->'",
      },
    ]);
  });

  it("a position that cannot be reached from home", () => {
    const text = original.replace("  - Safe_Pos_3 <-> Pos_3\n", "");
    const path = writeCellFile(temp.dir, "unreachable.cell.yaml", text);
    const report = checkCellFile(path);
    expect(report.errors).toEqual([
      {
        file: path,
        line: lineOf(text, "name: Pos_3"),
        field: "positions[6].name",
        message: "position 'Pos_3' cannot be reached from home 'Home'",
      },
    ]);
  });

  it("a stand whose position supports no release routine, and a tool without a stand", () => {
    const text = original
      .replace(
        "      - { position: Tool_Camera_Position, stabilize: 1.0, action_after: release_tool, verify: none }\n",
        "",
      )
      .replace(
        '  - { name: ToolStand_Welder, position: Tool_Weld_Position, tool: Welder, pose: "welder cradle" }\n',
        "",
      );
    const path = writeCellFile(temp.dir, "stands.cell.yaml", text);
    const report = checkCellFile(path);
    const byField = Object.fromEntries(report.errors.map((problem) => [problem.field, problem]));
    expect(byField["tool_stands[0].name"]).toMatchObject({
      line: lineOf(text, "ToolStand_Camera"),
      message:
        "tool stand 'ToolStand_Camera' at 'Tool_Camera_Position' has no release routine (tool_release) supported there",
    });
    expect(byField["routines[2].name"]).toMatchObject({
      line: lineOf(text, "name: tack_weld"),
      message: "routine 'tack_weld' needs tool 'Welder', which has no tool stand",
    });
    expect(report.warnings.map((problem) => problem.message)).toEqual(["tool 'Welder' has no tool stand"]);
  });

  it("generated cells pass the lint", () => {
    for (const seed of [1, 2, 3]) {
      const report = checkCell(generateCell({ positions: 60, tools: 3, random: seededRandom(seed) }));
      expect(report.errors).toEqual([]);
    }
  });

  it("`cellpilot cell check` accepts both built-in cells, the assembly cell through its own loader", () => {
    for (const cell of ["welding", "sandwich"]) {
      const output = execFileSync(process.execPath, ["dist/cli/main.js", "cell", "check", cell], {
        encoding: "utf8",
      });
      expect(output).toMatch(new RegExp(`${cell}\\.cell\\.yaml: ok\\n$`));
    }
  });

  it("`cellpilot cell check` prints the located problems and exits 1", () => {
    const text = original.replace("  - Safe_Pos_1 <-> Safe_Pos_2", "  - Safe_Pos_1 -> Safe_Pos_2");
    const path = writeCellFile(temp.dir, "cli.cell.yaml", text);
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["dist/cli/main.js", "cell", "check", path], { encoding: "utf8" });
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      status = failure.status;
      output = failure.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain(
      `error: ${path}:${lineOf(text, "Safe_Pos_1 -> Safe_Pos_2")}: moves[5]: move 'Safe_Pos_1 -> Safe_Pos_2'`,
    );
  });
});
