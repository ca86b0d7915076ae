import { afterAll, describe, expect, it } from "vitest";
import { KnowledgeError } from "../../src/knowledge/errors.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { readGraphCellFile } from "../../src/knowledge/graph-cell-file.js";
import { lineOf, makeTempDir, weldingCellText, writeCellFile } from "../fixtures/temp-dir.js";

const temp = makeTempDir();
afterAll(temp.cleanup);
const original = weldingCellText();

/** Reads a broken variant and returns the error message (it must be a CELL_FILE_INVALID). */
function errorOf(name: string, text: string): { path: string; message: string } {
  const path = writeCellFile(temp.dir, name, text);
  try {
    readGraphCellFile(path);
  } catch (error) {
    expect(error).toBeInstanceOf(KnowledgeError);
    expect((error as KnowledgeError).code).toBe("CELL_FILE_INVALID");
    return { path, message: (error as Error).message };
  }
  throw new Error("the broken cell file was accepted");
}

describe("a bad cell file is refused with the file, the line and the field", () => {
  it("the welding cell itself is valid", () => {
    expect(readGraphCellFile(writeCellFile(temp.dir, "ok.cell.yaml", original)).cell).toBe("welding");
  });

  it("YAML syntax error: file and line of the broken text", () => {
    const text = original.replace("  - name: Safe_Pos_2\n", "  - name: [Safe_Pos_2\n");
    const { path, message } = errorOf("syntax.cell.yaml", text);
    expect(message.startsWith(`${path}:`)).toBe(true);
    const line = Number(message.slice(path.length + 1).split(":")[0]);
    // The parser notices the unclosed bracket on that line or within the next few.
    expect(line).toBeGreaterThanOrEqual(lineOf(text, "[Safe_Pos_2"));
    expect(line).toBeLessThanOrEqual(lineOf(text, "[Safe_Pos_2") + 4);
    // …and names the field the broken text belongs to.
    expect(message.split("\n")[0]).toContain(": positions[2].name");
  });

  it("wrong enum: the role of the fourth position", () => {
    const text = original.replace(
      "  - name: Safe_Pos_3\n    role: safe_approach",
      "  - name: Safe_Pos_3\n    role: safe_place",
    );
    const { path, message } = errorOf("enum.cell.yaml", text);
    expect(message).toContain(`${path}:${lineOf(text, "role: safe_place")}: positions[3].role:`);
  });

  it("missing field: a tool without its type", () => {
    const text = original.replace("    type: sensor\n", "");
    const { path, message } = errorOf("missing.cell.yaml", text);
    expect(message).toContain(`${path}:${lineOf(text, "name: Camera")}: tools[1].type:`);
  });

  it("dangling name: a stand on a position that does not exist", () => {
    const text = original.replace(
      "position: Tool_Camera_Position, tool: Camera",
      "position: Tool_Cam_Position, tool: Camera",
    );
    const { path, message } = errorOf("dangling.cell.yaml", text);
    expect(message).toBe(
      `${path}:${lineOf(text, "Tool_Cam_Position")}: tool_stands[1].position: 'Tool_Cam_Position' is not a position of this cell`,
    );
  });

  it("two tool stands on one position: the second is refused", () => {
    const text = original.replace(
      "position: Tool_Camera_Position, tool: Camera",
      "position: Tool_Weld_Position, tool: Camera",
    );
    const { path, message } = errorOf("two-stands.cell.yaml", text);
    expect(message).toBe(
      `${path}:${lineOf(text, "name: ToolStand_Camera")}: tool_stands[1].position: 'Tool_Weld_Position' already holds the stand 'ToolStand_Welder'`,
    );
  });

  it("dangling name: a move to an unknown position names the move", () => {
    const text = original.replace("  - Safe_Pos_3 <-> Pos_3", "  - Safe_Pos_3 <-> Pos_4");
    const { path, message } = errorOf("dangling-move.cell.yaml", text);
    expect(message).toBe(
      `${path}:${lineOf(text, "Pos_4")}: moves[9]: 'Pos_4' is not a position of this cell`,
    );
  });

  it("dangling name: a routine's required tool and a SUPPORTED_AT position", () => {
    const text = original
      .replace("required_tool: Welder", "required_tool: Laser")
      .replace("- { position: Pos_3, stabilize: 0.5", "- { position: Pos_7, stabilize: 0.5");
    const { path, message } = errorOf("dangling-routine.cell.yaml", text);
    expect(message).toContain(
      `${path}:${lineOf(text, "required_tool: Laser")}: routines[2].required_tool: 'Laser' is not a tool`,
    );
    expect(message).toContain(
      `${path}:${lineOf(text, "Pos_7")}: routines[3].supported_at[2].position: 'Pos_7' is not a position`,
    );
  });

  it("a name used twice is refused at its second use", () => {
    const text = original.replace("  - name: Safe_Pos_3\n", "  - name: Safe_Pos_2\n");
    const { path, message } = errorOf("twice.cell.yaml", text);
    const lines = text.split("\n");
    const second = lines.findIndex(
      (line, index) => line === "  - name: Safe_Pos_2" && index + 1 > lineOf(text, "name: Safe_Pos_2"),
    );
    expect(message).toContain(`${path}:${second + 1}: positions[3].name:`);
    expect(message).toMatch(/positions\[3\]\.name: the name 'Safe_Pos_2' is used twice/);
  });

  it("a move written in another form is refused with the move's line", () => {
    const text = original.replace("  - Home <-> Safe_Pos_2", "  - Home to Safe_Pos_2");
    const { path, message } = errorOf("move-form.cell.yaml", text);
    expect(message).toContain(
      `${path}:${lineOf(text, "Home to Safe_Pos_2")}: moves[1]: expected "A <-> B" or "A -> B"`,
    );
  });

  it("loading a bad cell by path refuses it with the same message", () => {
    const text = original.replace("review_policy: always", "review_policy: sometimes");
    const path = writeCellFile(temp.dir, "policy.cell.yaml", text);
    expect(() => loadGraphSnapshot(path)).toThrow(`${path}:${lineOf(text, "review_policy")}: review_policy:`);
  });

  it("an unreadable or unknown cell is a clear error", () => {
    expect(() => loadGraphSnapshot(`${temp.dir}/nope.cell.yaml`)).toThrow(/no cell .*nope\.cell\.yaml/);
  });
});
