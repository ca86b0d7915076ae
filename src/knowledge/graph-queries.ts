import type { PositionRole } from "../contracts/graph-cell.js";
import type { RoutineMetadata } from "./cell-graph-data.js";
import type { GraphSnapshot } from "./graph-snapshot.js";
import { shortestPath } from "./shortest-path.js";

export interface PositionInfo {
  name: string;
  role: PositionRole;
  description: string;
}
export interface ToolInfo {
  name: string;
  type: string;
  description: string;
}
export interface RoutineInfo {
  name: string;
  description: string;
  /** A tool name, or "none". */
  required_tool: string;
}

/** The ten knowledge-layer queries (DESIGN §2), answered synchronously from a snapshot. */
export interface GraphQueries {
  getAllPositions(): PositionInfo[];
  getAllTools(): ToolInfo[];
  getAllRoutines(): RoutineInfo[];
  getToolLocations(): Record<string, string>;
  getAllowedMoves(position: string): string[];
  getSupportedPositions(routine: string): string[];
  getRoutineByName(routine: string): RoutineInfo | null;
  getRoutineMetadata(routine: string, position: string): RoutineMetadata | null;
  getShortestPath(from: string, to: string): string[];
  isMoveAllowed(from: string, to: string): boolean;
}

export function snapshotQueries(snapshot: GraphSnapshot): GraphQueries {
  const routineInfo = (name: string): RoutineInfo | null => {
    const routine = snapshot.routines.get(name);
    return routine
      ? { name: routine.name, description: routine.description, required_tool: routine.required_tool }
      : null;
  };
  return {
    getAllPositions: () =>
      [...snapshot.positions.values()].map(({ name, role, description }) => ({ name, role, description })),
    getAllTools: () =>
      [...snapshot.tools.values()].map(({ name, type, description }) => ({ name, type, description })),
    getAllRoutines: () => [...snapshot.routines.keys()].map((name) => routineInfo(name)!),
    getToolLocations: () => Object.fromEntries(snapshot.toolLocations),
    getAllowedMoves: (position) =>
      snapshot.moveGraph.hasNode(position) ? snapshot.moveGraph.outNeighbors(position) : [],
    getSupportedPositions: (routine) => [...(snapshot.supportedAt.get(routine)?.keys() ?? [])],
    getRoutineByName: routineInfo,
    getRoutineMetadata: (routine, position) => {
      const metadata = snapshot.supportedAt.get(routine)?.get(position);
      return metadata ? { ...metadata } : null;
    },
    getShortestPath: (from, to) => shortestPath(snapshot, from, to),
    isMoveAllowed: (from, to) =>
      snapshot.moveGraph.hasNode(from) &&
      snapshot.moveGraph.hasNode(to) &&
      snapshot.moveGraph.hasDirectedEdge(from, to),
  };
}
