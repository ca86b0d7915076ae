import { lintCypherQuery, type DbSchema } from "@neo4j-cypher/language-support";
import { describe, expect, it } from "vitest";
import {
  exportCellCypher,
  formatCypherScript,
  NEO4J_LABELS,
  NEO4J_RELATIONSHIP_TYPES,
} from "../../src/knowledge/export-cypher.js";
import { NEO4J_RUNTIME_QUERIES } from "../../src/knowledge/neo4j-snapshot-query.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { generateCell, seededRandom } from "../../src/bench/generate-cell.js";

/**
 * Every Cypher statement cellpilot sends (the runtime queries) or exports (the seeding script)
 * is linted with Neo4j's own language support: syntax errors, semantic errors and warnings
 * (unknown labels or relationship types, cartesian products) all fail the test.
 */
const schema: DbSchema = {
  labels: [...NEO4J_LABELS],
  relationshipTypes: [...NEO4J_RELATIONSHIP_TYPES],
  parameters: { cell: "welding" },
};

function problems(statement: string): string[] {
  return lintCypherQuery(statement, schema).diagnostics.map(
    (diagnostic) => `${diagnostic.severity}: ${diagnostic.message}`,
  );
}

// Neo4j's semantic analysis takes 70–200 ms per statement on a busy 2-core machine.
describe("Cypher lint", { timeout: 180_000 }, () => {
  it("the linter itself catches mistakes (so a clean result means something)", () => {
    expect(problems("MATCH (n:Position) RETRN n").length).toBeGreaterThan(0);
    expect(problems("MATCH (n:Positon) RETURN n").join()).toMatch(/Positon is not present/);
    expect(problems("MATCH (a:Position), (b:Position) RETURN a, b").join()).toMatch(/cartesian product/);
    expect(problems("MATCH (n:Position {cell: $cel}) RETURN n").join()).toMatch(/\$cel is not defined/);
  });

  it("the runtime queries (version check, one-round-trip snapshot) are clean", () => {
    for (const query of NEO4J_RUNTIME_QUERIES) expect(problems(query), query).toEqual([]);
  });

  it("every statement of the welding cell's seeding script is clean", () => {
    const statements = exportCellCypher(loadGraphSnapshot("welding").data);
    expect(statements.length).toBeGreaterThan(50);
    for (const statement of statements) expect(problems(statement), statement).toEqual([]);
  });

  it("names with quotes, backslashes and newlines stay valid string literals", () => {
    const data = generateCell({ positions: 6, tools: 1, random: seededRandom(3) });
    const tricky = {
      ...data,
      description: "it's a \\ test\nwith a newline",
      positions: data.positions.map((position, index) =>
        index === 1 ? { ...position, description: "O'Brien's \"spot\"\t\u0001" } : position,
      ),
    };
    const escaped = exportCellCypher(tricky).filter((statement) => statement.includes("\\"));
    expect(escaped.length).toBeGreaterThanOrEqual(2);
    for (const statement of escaped) expect(problems(statement), statement).toEqual([]);
    const script = formatCypherScript(tricky);
    expect(
      script
        .split("\n")
        .filter((line) => line && !line.startsWith("//"))
        .every((line) => line.endsWith(";")),
    ).toBe(true);
  });
});
