import type { PositionRole } from "../contracts/graph-cell.js";
import type { CellGraphData } from "./cell-graph-data.js";
import { KnowledgeError } from "./errors.js";

/**
 * The only Cypher cellpilot sends at run time. The snapshot query returns the whole capabilities
 * graph of one cell in ONE round trip (a query per path or per metadata look-up would cost
 * dozens); the version query is the cheap check that decides whether to send it again.
 */
export const NEO4J_VERSION_QUERY = `MATCH (m:CellMeta {cell: $cell}) RETURN m.version AS version`;

export const NEO4J_SNAPSHOT_QUERY = `MATCH (m:CellMeta {cell: $cell})
RETURN m {.version, .description, .home, .initial_position, .initial_tool, .move_seconds, .review_policy, .vocabulary_json} AS meta,
  COLLECT { MATCH (p:Position {cell: $cell}) RETURN p {.name, .role, .description, .words, .allowed_tools} ORDER BY p.ordinal } AS positions,
  COLLECT { MATCH (t:Tool {cell: $cell}) RETURN t {.name, .type, .description, .words} ORDER BY t.ordinal } AS tools,
  COLLECT { MATCH (r:Routine {cell: $cell}) RETURN r {.name, .description, .required_tool, .effect, .words} ORDER BY r.ordinal } AS routines,
  COLLECT { MATCH (t:Tool {cell: $cell})-[:TOOL_AVAILABLE_AT]->(s:ToolStand {cell: $cell})-[:LOCATED_AT]->(p:Position {cell: $cell})
    RETURN {name: s.name, pose: s.pose, tool: t.name, position: p.name} ORDER BY s.ordinal } AS tool_stands,
  COLLECT { MATCH (a:Position {cell: $cell})-[e:ONLY_ALLOWED_MOVE_TO]->(b:Position {cell: $cell})
    RETURN [a.name, b.name] ORDER BY e.ordinal } AS moves,
  COLLECT { MATCH (r:Routine {cell: $cell})-[s:SUPPORTED_AT]->(p:Position {cell: $cell})
    RETURN {routine: r.name, position: p.name, stabilize: s.stabilize, action_after: s.action_after, verify: s.verify} ORDER BY s.ordinal } AS supported_at`;

/** Every statement sent at run time (tests lint each of them). */
export const NEO4J_RUNTIME_QUERIES = [NEO4J_VERSION_QUERY, NEO4J_SNAPSHOT_QUERY] as const;

/** One row of the snapshot query, as the driver returns it (record.toObject()). */
export interface SnapshotRow {
  meta: {
    version: string;
    description: string | null;
    home: string;
    initial_position: string;
    initial_tool: string;
    move_seconds: number | null;
    review_policy: string | null;
    vocabulary_json: string | null;
  };
  positions: Array<{
    name: string;
    role: string;
    description: string | null;
    words: string[] | null;
    allowed_tools: string[] | null;
  }>;
  tools: Array<{ name: string; type: string; description: string | null; words: string[] | null }>;
  routines: Array<{
    name: string;
    description: string | null;
    required_tool: string | null;
    effect: string | null;
    words: string[] | null;
  }>;
  tool_stands: Array<{ name: string; pose: string | null; tool: string; position: string }>;
  moves: Array<[string, string]>;
  supported_at: Array<{
    routine: string;
    position: string;
    stabilize: number | null;
    action_after: string | null;
    verify: string | null;
  }>;
}

const ROLES = new Set(["home", "safe_approach", "tool_mount", "work"]);
const EFFECTS = new Set(["attach_tool", "release_tool", "none"]);
const POLICIES = new Set(["always", "risky", "never"]);

/** Turns the snapshot row into the same graph data a cell file gives (so the version hashes agree). */
export function cellGraphDataFromRow(cell: string, row: SnapshotRow): CellGraphData {
  const bad = (what: string) => {
    throw new KnowledgeError("CELL_GRAPH_INVALID", `Neo4j cell '${cell}': ${what}`);
  };
  for (const position of row.positions)
    if (!ROLES.has(position.role)) bad(`position '${position.name}' has role '${position.role}'`);
  for (const routine of row.routines)
    if (routine.effect !== null && !EFFECTS.has(routine.effect))
      bad(`routine '${routine.name}' has effect '${routine.effect}'`);
  let vocabulary: Record<string, string[]> = {};
  try {
    vocabulary = row.meta.vocabulary_json
      ? (JSON.parse(row.meta.vocabulary_json) as Record<string, string[]>)
      : {};
  } catch {
    bad("CellMeta.vocabulary_json is not JSON");
  }
  const policy = row.meta.review_policy ?? "always";
  if (!POLICIES.has(policy)) bad(`CellMeta.review_policy is '${policy}'`);
  return {
    cell,
    description: row.meta.description ?? "",
    home: row.meta.home,
    initialState: { position: row.meta.initial_position, tool: row.meta.initial_tool ?? "none" },
    moveSeconds: row.meta.move_seconds ?? 1,
    reviewPolicy: policy as CellGraphData["reviewPolicy"],
    positions: row.positions.map((position) => ({
      name: position.name,
      role: position.role as PositionRole,
      description: position.description ?? "",
      words: position.words ?? [],
      ...(position.allowed_tools ? { allowedTools: position.allowed_tools } : {}),
    })),
    tools: row.tools.map((tool) => ({
      name: tool.name,
      type: tool.type,
      description: tool.description ?? "",
      words: tool.words ?? [],
    })),
    toolStands: row.tool_stands.map((stand) => ({
      name: stand.name,
      position: stand.position,
      tool: stand.tool,
      pose: stand.pose ?? "",
    })),
    routines: row.routines.map((routine) => ({
      name: routine.name,
      description: routine.description ?? "",
      required_tool: routine.required_tool ?? "none",
      effect: (routine.effect ?? "none") as CellGraphData["routines"][number]["effect"],
      words: routine.words ?? [],
    })),
    moves: row.moves.map(([from, to]) => ({ from, to })),
    supportedAt: row.supported_at.map((support) => ({
      routine: support.routine,
      position: support.position,
      stabilize: support.stabilize ?? 0,
      action_after: support.action_after,
      verify: support.verify,
    })),
    vocabulary,
  };
}

/** The properties of a cell's `(:CellMeta)` node: written by the seeding script, read back by the snapshot query. */
export function cellMetaProperties(data: CellGraphData, version: string): SnapshotRow["meta"] {
  return {
    version,
    description: data.description,
    home: data.home,
    initial_position: data.initialState.position,
    initial_tool: data.initialState.tool,
    move_seconds: data.moveSeconds,
    review_policy: data.reviewPolicy,
    vocabulary_json: JSON.stringify(data.vocabulary),
  };
}

/** The row the snapshot query returns for a cell seeded from `data` (for the bench's counting runner). */
export function snapshotRowFor(data: CellGraphData, version: string): SnapshotRow {
  return {
    meta: cellMetaProperties(data, version),
    positions: data.positions.map((p) => ({
      name: p.name,
      role: p.role,
      description: p.description,
      words: p.words,
      allowed_tools: p.allowedTools ?? null,
    })),
    tools: data.tools.map((t) => ({
      name: t.name,
      type: t.type,
      description: t.description,
      words: t.words,
    })),
    routines: data.routines.map((r) => ({
      name: r.name,
      description: r.description,
      required_tool: r.required_tool,
      effect: r.effect,
      words: r.words,
    })),
    tool_stands: data.toolStands.map((s) => ({
      name: s.name,
      pose: s.pose,
      tool: s.tool,
      position: s.position,
    })),
    moves: data.moves.map((m) => [m.from, m.to]),
    supported_at: data.supportedAt.map((s) => ({ ...s })),
  };
}
