import { createHash } from "node:crypto";
import { DirectedGraph } from "graphology";
import { NO_TOOL } from "../contracts/robot-state.js";
import type {
  CellGraphData,
  PositionNode,
  RoutineMetadata,
  RoutineNode,
  ToolNode,
  ToolStandNode,
} from "./cell-graph-data.js";
import { KnowledgeError } from "./errors.js";

/**
 * An immutable in-memory view of a cell's graph, built once per graph version. The planner and
 * verifier read only this, so planning does no I/O.
 */
export interface GraphSnapshot {
  readonly data: CellGraphData;
  /** A content hash: two snapshots with the same version describe the same graph. */
  readonly version: string;
  readonly home: string;
  readonly positions: ReadonlyMap<string, PositionNode>;
  readonly tools: ReadonlyMap<string, ToolNode>;
  readonly toolStands: ReadonlyMap<string, ToolStandNode>;
  readonly routines: ReadonlyMap<string, RoutineNode>;
  /** ONLY_ALLOWED_MOVE_TO as a directed graph over position names. */
  readonly moveGraph: DirectedGraph;
  /** routine → position → metadata (SUPPORTED_AT). */
  readonly supportedAt: ReadonlyMap<string, ReadonlyMap<string, RoutineMetadata>>;
  /** tool → the position of its stand. */
  readonly toolLocations: ReadonlyMap<string, string>;
  /** stand position → the tool stored there. */
  readonly toolAtStandPosition: ReadonlyMap<string, string>;
}

/** Checks every name the graph refers to; returns problems as operator-readable lines. */
export function findDanglingNames(data: CellGraphData): string[] {
  const problems: string[] = [];
  const positions = new Set(data.positions.map((p) => p.name));
  const tools = new Set(data.tools.map((t) => t.name));
  const routines = new Set(data.routines.map((r) => r.name));
  const seen = new Set<string>();
  for (const name of [...data.positions, ...data.tools, ...data.toolStands, ...data.routines].map(
    (n) => n.name,
  )) {
    if (seen.has(name)) problems.push(`name '${name}' is used twice`);
    seen.add(name);
  }
  if (!positions.has(data.home)) problems.push(`home '${data.home}' is not a position`);
  if (!positions.has(data.initialState.position))
    problems.push(`initial_state.position '${data.initialState.position}' is not a position`);
  if (data.initialState.tool !== NO_TOOL && !tools.has(data.initialState.tool))
    problems.push(`initial_state.tool '${data.initialState.tool}' is not a tool`);
  for (const move of data.moves) {
    if (!positions.has(move.from))
      problems.push(`move '${move.from} -> ${move.to}': '${move.from}' is not a position`);
    if (!positions.has(move.to))
      problems.push(`move '${move.from} -> ${move.to}': '${move.to}' is not a position`);
  }
  for (const stand of data.toolStands) {
    if (!positions.has(stand.position))
      problems.push(`tool stand '${stand.name}': position '${stand.position}' is not a position`);
    if (!tools.has(stand.tool))
      problems.push(`tool stand '${stand.name}': tool '${stand.tool}' is not a tool`);
  }
  for (const routine of data.routines) {
    if (routine.required_tool !== NO_TOOL && !tools.has(routine.required_tool))
      problems.push(`routine '${routine.name}': required_tool '${routine.required_tool}' is not a tool`);
  }
  for (const support of data.supportedAt) {
    if (!routines.has(support.routine))
      problems.push(`supported_at: routine '${support.routine}' is not a routine`);
    if (!positions.has(support.position))
      problems.push(
        `routine '${support.routine}': supported_at position '${support.position}' is not a position`,
      );
  }
  for (const position of data.positions) {
    for (const tool of position.allowedTools ?? []) {
      if (!tools.has(tool))
        problems.push(`position '${position.name}': allowed tool '${tool}' is not a tool`);
    }
  }
  return problems;
}

/** JSON with object keys sorted, so the version does not depend on the order keys were written in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/** A content hash of the graph data: equal for a cell file and the same cell loaded from Neo4j. */
export function graphVersion(data: CellGraphData): string {
  return createHash("sha256").update(canonicalJson(data)).digest("hex").slice(0, 16);
}

export function buildSnapshot(data: CellGraphData): GraphSnapshot {
  const problems = findDanglingNames(data);
  if (problems.length > 0) {
    throw new KnowledgeError("CELL_GRAPH_INVALID", `cell '${data.cell}': ${problems.join("; ")}`);
  }
  const moveGraph = new DirectedGraph();
  for (const position of data.positions) moveGraph.addNode(position.name);
  for (const move of data.moves) moveGraph.mergeEdge(move.from, move.to);

  const supportedAt = new Map<string, Map<string, RoutineMetadata>>();
  for (const routine of data.routines) supportedAt.set(routine.name, new Map());
  for (const support of data.supportedAt) {
    supportedAt.get(support.routine)!.set(support.position, {
      stabilize: support.stabilize,
      action_after: support.action_after,
      verify: support.verify,
    });
  }
  const toolLocations = new Map<string, string>();
  const toolAtStandPosition = new Map<string, string>();
  for (const stand of data.toolStands) {
    toolLocations.set(stand.tool, stand.position);
    toolAtStandPosition.set(stand.position, stand.tool);
  }
  return Object.freeze({
    data,
    version: graphVersion(data),
    home: data.home,
    positions: new Map(data.positions.map((p) => [p.name, p])),
    tools: new Map(data.tools.map((t) => [t.name, t])),
    toolStands: new Map(data.toolStands.map((s) => [s.name, s])),
    routines: new Map(data.routines.map((r) => [r.name, r])),
    moveGraph,
    supportedAt,
    toolLocations,
    toolAtStandPosition,
  });
}
