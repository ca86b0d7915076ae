import type { CellGraphData } from "./cell-graph-data.js";
import { graphVersion } from "./graph-snapshot.js";
import { cellMetaProperties } from "./neo4j-snapshot-query.js";

/**
 * `cellpilot cell export --cypher`: an idempotent seeding script for one cell. Constraints are
 * created IF NOT EXISTS, every node and edge is MERGEd on its key (cell + name), what a previous
 * version of the cell had and this one has not is removed, and the `(:CellMeta {cell, version})`
 * node is written last, so a reader that sees the new version sees the whole new graph.
 * Several cells can share one database: every node carries its cell's name.
 */
export const NEO4J_LABELS = ["CellMeta", "Position", "Tool", "ToolStand", "Routine"] as const;
export const NEO4J_RELATIONSHIP_TYPES = [
  "ONLY_ALLOWED_MOVE_TO",
  "SUPPORTED_AT",
  "LOCATED_AT",
  "TOOL_AVAILABLE_AT",
] as const;

/** A Cypher string literal; control characters escaped so the script stays one statement per line. */
export function cypherString(text: string): string {
  const escaped = text.replace(/[\\'\u0000-\u001f\u007f\u2028\u2029]/g, (character) => {
    if (character === "\\") return "\\\\";
    if (character === "'") return "\\'";
    if (character === "\n") return "\\n";
    if (character === "\t") return "\\t";
    if (character === "\r") return "\\r";
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return `'${escaped}'`;
}

function cypherValue(value: string | number | null | string[]): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(cypherString).join(", ")}]`;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  return cypherString(value);
}

function setClause(variable: string, properties: Record<string, string | number | null | string[]>): string {
  return Object.entries(properties)
    .map(([key, value]) => `${variable}.${key} = ${cypherValue(value)}`)
    .join(", ");
}

/** The statements of the seeding script, in order (each runs in its own transaction). */
export function exportCellCypher(data: CellGraphData): string[] {
  const cell = cypherString(data.cell);
  const key = (name: string) => `{cell: ${cell}, name: ${cypherString(name)}}`;
  const statements: string[] = [
    `CREATE CONSTRAINT cellpilot_cell_meta IF NOT EXISTS FOR (n:CellMeta) REQUIRE n.cell IS UNIQUE`,
    ...(["Position", "Tool", "ToolStand", "Routine"] as const).map(
      (label) =>
        `CREATE CONSTRAINT cellpilot_${label.toLowerCase()}_key IF NOT EXISTS FOR (n:${label}) REQUIRE (n.cell, n.name) IS UNIQUE`,
    ),
  ];
  data.positions.forEach((position, ordinal) =>
    statements.push(
      `MERGE (n:Position ${key(position.name)}) SET ${setClause("n", {
        role: position.role,
        description: position.description,
        words: position.words,
        allowed_tools: position.allowedTools ?? null,
        ordinal,
      })}`,
    ),
  );
  data.tools.forEach((tool, ordinal) =>
    statements.push(
      `MERGE (n:Tool ${key(tool.name)}) SET ${setClause("n", {
        type: tool.type,
        description: tool.description,
        words: tool.words,
        ordinal,
      })}`,
    ),
  );
  data.routines.forEach((routine, ordinal) =>
    statements.push(
      `MERGE (n:Routine ${key(routine.name)}) SET ${setClause("n", {
        description: routine.description,
        required_tool: routine.required_tool,
        effect: routine.effect,
        words: routine.words,
        ordinal,
      })}`,
    ),
  );
  data.toolStands.forEach((stand, ordinal) =>
    statements.push(
      `MERGE (n:ToolStand ${key(stand.name)}) SET ${setClause("n", { pose: stand.pose, ordinal })}`,
      `MATCH (s:ToolStand ${key(stand.name)}) MATCH (p:Position ${key(stand.position)}) MERGE (s)-[:LOCATED_AT]->(p)`,
      `MATCH (t:Tool ${key(stand.tool)}) MATCH (s:ToolStand ${key(stand.name)}) MERGE (t)-[:TOOL_AVAILABLE_AT]->(s)`,
    ),
  );
  data.moves.forEach((move, ordinal) =>
    statements.push(
      `MATCH (a:Position ${key(move.from)}) MATCH (b:Position ${key(move.to)}) MERGE (a)-[r:ONLY_ALLOWED_MOVE_TO]->(b) SET r.ordinal = ${ordinal}`,
    ),
  );
  data.supportedAt.forEach((support, ordinal) =>
    statements.push(
      `MATCH (r:Routine ${key(support.routine)}) MATCH (p:Position ${key(support.position)}) MERGE (r)-[s:SUPPORTED_AT]->(p) SET ${setClause(
        "s",
        { stabilize: support.stabilize, action_after: support.action_after, verify: support.verify, ordinal },
      )}`,
    ),
  );
  // Remove what an earlier version of this cell had and this one has not.
  const names = (list: Array<{ name: string }>) => cypherValue(list.map((entry) => entry.name));
  const pairs = (list: Array<[string, string]>) =>
    `[${list.map(([a, b]) => `[${cypherString(a)}, ${cypherString(b)}]`).join(", ")}]`;
  statements.push(
    `MATCH (n:Position {cell: ${cell}}) WHERE NOT n.name IN ${names(data.positions)} DETACH DELETE n`,
    `MATCH (n:Tool {cell: ${cell}}) WHERE NOT n.name IN ${names(data.tools)} DETACH DELETE n`,
    `MATCH (n:Routine {cell: ${cell}}) WHERE NOT n.name IN ${names(data.routines)} DETACH DELETE n`,
    `MATCH (n:ToolStand {cell: ${cell}}) WHERE NOT n.name IN ${names(data.toolStands)} DETACH DELETE n`,
    `MATCH (a:Position {cell: ${cell}})-[r:ONLY_ALLOWED_MOVE_TO]->(b:Position {cell: ${cell}}) WHERE NOT [a.name, b.name] IN ${pairs(
      data.moves.map((move) => [move.from, move.to]),
    )} DELETE r`,
    `MATCH (a:Routine {cell: ${cell}})-[r:SUPPORTED_AT]->(b:Position {cell: ${cell}}) WHERE NOT [a.name, b.name] IN ${pairs(
      data.supportedAt.map((support) => [support.routine, support.position]),
    )} DELETE r`,
    `MATCH (s:ToolStand {cell: ${cell}})-[r:LOCATED_AT]->(p:Position {cell: ${cell}}) WHERE NOT [s.name, p.name] IN ${pairs(
      data.toolStands.map((stand) => [stand.name, stand.position]),
    )} DELETE r`,
    `MATCH (t:Tool {cell: ${cell}})-[r:TOOL_AVAILABLE_AT]->(s:ToolStand {cell: ${cell}}) WHERE NOT [t.name, s.name] IN ${pairs(
      data.toolStands.map((stand) => [stand.tool, stand.name]),
    )} DELETE r`,
    `MERGE (m:CellMeta {cell: ${cell}}) SET ${setClause("m", cellMetaProperties(data, graphVersion(data)))}`,
  );
  return statements;
}

/** The script as a file: one statement per line, each ended by `;` (cypher-shell reads it as is). */
export function formatCypherScript(data: CellGraphData): string {
  return [
    `// cellpilot seeding script for cell '${data.cell.replace(/[\r\n]/g, " ")}' (idempotent: run it again after every change)`,
    `// cypher-shell -a "$NEO4J_URI" -u "$NEO4J_USER" -p "$NEO4J_PASSWORD" -f ${data.cell.replace(/[^\w.-]/g, "_")}.cypher`,
    ...exportCellCypher(data).map((statement) => `${statement};`),
    "",
  ].join("\n");
}
