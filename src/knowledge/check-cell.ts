import { NO_TOOL } from "../contracts/robot-state.js";
import type { CellGraphData } from "./cell-graph-data.js";
import { findDanglingNames } from "./graph-snapshot.js";

export interface CellCheckReport {
  ok: boolean;
  errors: string[];
  warnings: string[];
}

/**
 * Lints a graph cell: every move stored both ways, every position reachable from home, every
 * routine's tool has a stand, every stand supports attaching and releasing, no dangling names.
 */
export function checkCell(data: CellGraphData): CellCheckReport {
  const errors = findDanglingNames(data);
  const warnings: string[] = [];
  const edges = new Set(data.moves.map((move) => `${move.from}\u0000${move.to}`));
  for (const move of data.moves) {
    if (!edges.has(`${move.to}\u0000${move.from}`)) {
      errors.push(`move '${move.from} -> ${move.to}' is stored one way only: add '${move.to} -> ${move.from}' or write it with '<->'`);
    }
  }
  const neighbours = new Map<string, string[]>();
  for (const move of data.moves) neighbours.set(move.from, [...(neighbours.get(move.from) ?? []), move.to]);
  const reached = new Set([data.home]);
  const queue = [data.home];
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.shift()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  for (const position of data.positions) {
    if (!reached.has(position.name)) errors.push(`position '${position.name}' cannot be reached from home '${data.home}'`);
  }
  const standOf = new Map(data.toolStands.map((stand) => [stand.tool, stand.position]));
  for (const routine of data.routines) {
    if (routine.required_tool !== NO_TOOL && !standOf.has(routine.required_tool)) {
      errors.push(`routine '${routine.name}' needs tool '${routine.required_tool}', which has no tool stand`);
    }
  }
  const effects = new Map(data.routines.map((routine) => [routine.name, routine.effect]));
  for (const stand of data.toolStands) {
    const here = data.supportedAt.filter((support) => support.position === stand.position).map((s) => effects.get(s.routine));
    if (!here.includes("attach_tool")) errors.push(`tool stand '${stand.name}' at '${stand.position}' has no attach routine (tool_attach) supported there`);
    if (!here.includes("release_tool")) errors.push(`tool stand '${stand.name}' at '${stand.position}' has no release routine (tool_release) supported there`);
  }
  for (const routine of data.routines) {
    if (!data.supportedAt.some((support) => support.routine === routine.name)) {
      warnings.push(`routine '${routine.name}' is supported nowhere (no supported_at)`);
    }
  }
  for (const tool of data.tools) {
    if (!standOf.has(tool.name)) warnings.push(`tool '${tool.name}' has no tool stand`);
  }
  return { ok: errors.length === 0, errors, warnings };
}
