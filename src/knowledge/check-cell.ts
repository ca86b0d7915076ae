import { NO_TOOL } from "../contracts/robot-state.js";
import type { CellGraphData } from "./cell-graph-data.js";
import { findDanglingNames } from "./graph-snapshot.js";

/** What a lint problem is about, so a file-level check can point at its line. */
export type CellSubject =
  | { kind: "position" | "tool" | "tool_stand" | "routine"; name: string }
  | { kind: "move"; from: string; to: string }
  | { kind: "cell" };

export interface CellProblem {
  severity: "error" | "warning";
  message: string;
  subject: CellSubject;
}

export interface CellCheckReport {
  ok: boolean;
  errors: string[];
  warnings: string[];
  problems: CellProblem[];
}

function reachableFrom(start: string, moves: CellGraphData["moves"]): Set<string> {
  const neighbours = new Map<string, string[]>();
  for (const move of moves) neighbours.set(move.from, [...(neighbours.get(move.from) ?? []), move.to]);
  const reached = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.shift()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached;
}

/**
 * Lints a graph cell: every move stored both ways, every position reachable from home, every
 * routine's tool has a stand, every stand supports attaching and releasing, no dangling names.
 */
export function checkCell(data: CellGraphData): CellCheckReport {
  const problems: CellProblem[] = findDanglingNames(data).map((message) => ({
    severity: "error",
    message,
    subject: { kind: "cell" },
  }));
  const error = (message: string, subject: CellSubject) =>
    problems.push({ severity: "error", message, subject });
  const warning = (message: string, subject: CellSubject) =>
    problems.push({ severity: "warning", message, subject });

  const edges = new Set(data.moves.map((move) => `${move.from}\u0000${move.to}`));
  for (const move of data.moves) {
    if (!edges.has(`${move.to}\u0000${move.from}`)) {
      error(
        `move '${move.from} -> ${move.to}' is stored one way only: add '${move.to} -> ${move.from}' or write it with '<->'`,
        { kind: "move", from: move.from, to: move.to },
      );
    }
  }
  const reached = reachableFrom(data.home, data.moves);
  for (const position of data.positions) {
    if (!reached.has(position.name)) {
      error(`position '${position.name}' cannot be reached from home '${data.home}'`, {
        kind: "position",
        name: position.name,
      });
    }
  }
  const standOf = new Map(data.toolStands.map((stand) => [stand.tool, stand.position]));
  for (const routine of data.routines) {
    if (routine.required_tool !== NO_TOOL && !standOf.has(routine.required_tool)) {
      error(`routine '${routine.name}' needs tool '${routine.required_tool}', which has no tool stand`, {
        kind: "routine",
        name: routine.name,
      });
    }
  }
  const effects = new Map(data.routines.map((routine) => [routine.name, routine.effect]));
  for (const stand of data.toolStands) {
    const here = data.supportedAt
      .filter((support) => support.position === stand.position)
      .map((s) => effects.get(s.routine));
    const subject: CellSubject = { kind: "tool_stand", name: stand.name };
    if (!here.includes("attach_tool"))
      error(
        `tool stand '${stand.name}' at '${stand.position}' has no attach routine (tool_attach) supported there`,
        subject,
      );
    if (!here.includes("release_tool"))
      error(
        `tool stand '${stand.name}' at '${stand.position}' has no release routine (tool_release) supported there`,
        subject,
      );
  }
  for (const routine of data.routines) {
    if (!data.supportedAt.some((support) => support.routine === routine.name)) {
      warning(`routine '${routine.name}' is supported nowhere (no supported_at)`, {
        kind: "routine",
        name: routine.name,
      });
    }
  }
  for (const tool of data.tools) {
    if (!standOf.has(tool.name))
      warning(`tool '${tool.name}' has no tool stand`, { kind: "tool", name: tool.name });
  }
  const errors = problems.filter((problem) => problem.severity === "error").map((problem) => problem.message);
  const warnings = problems
    .filter((problem) => problem.severity === "warning")
    .map((problem) => problem.message);
  return { ok: errors.length === 0, errors, warnings, problems };
}
