import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportCellCypher, formatCypherScript } from "../../src/knowledge/export-cypher.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const temp = makeTempDir();
afterAll(temp.cleanup);
const snapshot = loadGraphSnapshot("welding");
const statements = exportCellCypher(snapshot.data);

describe("cell export --cypher", () => {
  it("creates the constraints first, IF NOT EXISTS, keyed on cell and name", () => {
    const constraints = statements.filter((statement) => statement.startsWith("CREATE CONSTRAINT"));
    expect(constraints).toHaveLength(5);
    expect(statements.slice(0, 5)).toEqual(constraints);
    for (const constraint of constraints) expect(constraint).toContain("IF NOT EXISTS");
    expect(constraints.join("\n")).toContain("FOR (n:Position) REQUIRE (n.cell, n.name) IS UNIQUE");
  });

  it("MERGEs every node and edge (never CREATE), so running it twice changes nothing", () => {
    const writes = statements.filter(
      (statement) => !statement.startsWith("CREATE CONSTRAINT") && !statement.includes("DELETE"),
    );
    expect(writes.every((statement) => statement.includes("MERGE") && !/\bCREATE\b/.test(statement))).toBe(
      true,
    );
    const count = (pattern: RegExp) => writes.filter((statement) => pattern.test(statement)).length;
    expect(count(/^MERGE \(n:Position /)).toBe(11);
    expect(count(/^MERGE \(n:Tool /)).toBe(2);
    expect(count(/^MERGE \(n:ToolStand /)).toBe(2);
    expect(count(/^MERGE \(n:Routine /)).toBe(4);
    expect(count(/\[r:ONLY_ALLOWED_MOVE_TO\]/)).toBe(24);
    expect(count(/\[s:SUPPORTED_AT\]/)).toBe(9);
    expect(count(/\[:LOCATED_AT\]/)).toBe(2);
    expect(count(/\[:TOOL_AVAILABLE_AT\]/)).toBe(2);
  });

  it("keeps SUPPORTED_AT metadata on the edge", () => {
    const edge = statements.find(
      (statement) => statement.includes("'tack_weld'") && statement.includes("'Pos_1'"),
    )!;
    expect(edge).toContain("s.stabilize = 1.5");
    expect(edge).toContain("s.verify = 'weld_quality_check'");
    expect(edge).toContain("s.action_after = null");
  });

  it("removes what an earlier version had, then writes CellMeta with the graph version last", () => {
    expect(statements.filter((statement) => statement.includes("DETACH DELETE"))).toHaveLength(4);
    const last = statements[statements.length - 1];
    expect(last).toMatch(/^MERGE \(m:CellMeta \{cell: 'welding'\}\) SET m.version = '[0-9a-f]{16}'/);
    expect(last).toContain(`m.version = '${snapshot.version}'`);
  });

  it("the CLI writes the script to a file, or to standard output", () => {
    const file = join(temp.dir, "welding.cypher");
    execFileSync(process.execPath, ["dist/cli/main.js", "cell", "export", "--cypher", file], {
      encoding: "utf8",
    });
    expect(readFileSync(file, "utf8")).toBe(formatCypherScript(snapshot.data));
    const printed = execFileSync(
      process.execPath,
      ["dist/cli/main.js", "cell", "export", "--cypher", "--cell", "welding"],
      {
        encoding: "utf8",
      },
    );
    expect(printed).toBe(formatCypherScript(snapshot.data));
  });
});
