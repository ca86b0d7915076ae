import type { ControllerMapping, PositionRole } from "../contracts/graph-cell.js";

/**
 * The graph content of a cell, independent of where it is stored: what a cell file and a Neo4j
 * database both reduce to before a snapshot is built.
 */
export interface PositionNode {
  name: string;
  role: PositionRole;
  description: string;
  words: string[];
  allowedTools?: string[];
}
export interface ToolNode {
  name: string;
  type: string;
  description: string;
  words: string[];
}
export interface ToolStandNode {
  name: string;
  pose: string;
  position: string;
  tool: string;
}
export interface RoutineMetadata {
  stabilize: number;
  action_after: string | null;
  verify: string | null;
}
export interface RoutineNode {
  name: string;
  description: string;
  required_tool: string;
  effect: "attach_tool" | "release_tool" | "none";
  words: string[];
}
export interface SupportedAtEdge extends RoutineMetadata {
  routine: string;
  position: string;
}
export interface CellGraphData {
  cell: string;
  description: string;
  home: string;
  initialState: { position: string; tool: string };
  moveSeconds: number;
  reviewPolicy: "always" | "risky" | "never";
  positions: PositionNode[];
  tools: ToolNode[];
  toolStands: ToolStandNode[];
  routines: RoutineNode[];
  /** Directed edges, as stored (ONLY_ALLOWED_MOVE_TO). */
  moves: Array<{ from: string; to: string }>;
  supportedAt: SupportedAtEdge[];
  vocabulary: Record<string, string[]>;
  /** The cell file's `controller:` block, when it has one (defaults: the shipped simulator). */
  controller?: ControllerMapping;
}
