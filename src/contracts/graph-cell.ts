import { z } from "zod";

/**
 * The graph cell file (YAML), as integrators write it. Operator words for things are data here,
 * never code: the understanding layer builds its lexicon from `words`.
 */
const Words = z.array(z.string().min(1)).default([]);

export const PositionRoleSchema = z.enum(["home", "safe_approach", "tool_mount", "work"]);
export type PositionRole = z.infer<typeof PositionRoleSchema>;

export const CellPositionSchema = z.object({
  name: z.string().min(1),
  role: PositionRoleSchema,
  description: z.string().default(""),
  words: Words,
  /** Work positions only: tools the robot may carry there. Absent means any tool. */
  allowed_tools: z.array(z.string().min(1)).optional(),
});
export type CellPosition = z.infer<typeof CellPositionSchema>;

export const CellToolSchema = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  description: z.string().default(""),
  words: Words,
});
export type CellTool = z.infer<typeof CellToolSchema>;

export const CellToolStandSchema = z.object({
  name: z.string().min(1),
  /** The position the stand is located at (LOCATED_AT). */
  position: z.string().min(1),
  /** The tool stored on the stand (TOOL_AVAILABLE_AT). */
  tool: z.string().min(1),
  pose: z.string().default(""),
});
export type CellToolStand = z.infer<typeof CellToolStandSchema>;

export const SupportedAtSchema = z.object({
  position: z.string().min(1),
  stabilize: z.number().nonnegative().default(0),
  action_after: z.string().optional(),
  verify: z.string().optional(),
});
export type SupportedAt = z.infer<typeof SupportedAtSchema>;

export const CellRoutineSchema = z.object({
  name: z.string().min(1),
  description: z.string().default(""),
  /** A tool name, or "none". */
  required_tool: z.string().min(1).default("none"),
  /** What the routine does to the held tool: tool changes are routines like any other. */
  effect: z.enum(["attach_tool", "release_tool", "none"]).default("none"),
  words: Words,
  supported_at: z.array(SupportedAtSchema).default([]),
});
export type CellRoutine = z.infer<typeof CellRoutineSchema>;

/** "A <-> B" (both directions) or "A -> B" (one way; `cell check` flags it). */
export const MoveSchema = z.string().regex(/^\s*[^\s<>-][^<>]*?\s*(<->|->)\s*[^\s<>-][^<>]*?\s*$/, {
  message: 'expected "A <-> B" or "A -> B"',
});

export const ReviewPolicySchema = z.enum(["always", "risky", "never"]);
export type ReviewPolicy = z.infer<typeof ReviewPolicySchema>;

/**
 * Where a cell controller keeps the cell's variables and methods (DESIGN §7). Each entry is a node
 * id (`ns=3;s=Robot.Position`, `i=1001`) or a browse path relative to `object` (`Position`,
 * `Status/Busy`; a segment may carry a namespace index, `3:Busy`). The defaults are the browse
 * names of `cellpilot sim opcua`, so a simulator needs no block at all.
 */
export const ControllerMappingSchema = z.object({
  /** The object holding the rest: a node id, or a browse path from the Objects folder. */
  object: z.string().min(1).default("Cell"),
  position: z.string().min(1).default("Position"),
  tool: z.string().min(1).default("Tool"),
  busy: z.string().min(1).default("Busy"),
  done: z.string().min(1).default("Done"),
  error: z.string().min(1).default("Error"),
  move_to: z.string().min(1).default("MoveTo"),
  run_routine: z.string().min(1).default("RunRoutine"),
  attach_tool: z.string().min(1).default("AttachTool"),
  release_tool: z.string().min(1).default("ReleaseTool"),
  stop: z.string().min(1).default("Stop"),
  /**
   * How a step's end is known: `method` — the method call returns when the motion is over (a bad
   * status means it failed, `Error` says why); `monitored` — the call only starts it, and the
   * step ends when `Done` turns true or `Error` is set (PLC-style handshakes).
   */
  completion: z.enum(["method", "monitored"]).default("method"),
  /** Per-step timeout: the step's cell time (move_seconds or stabilize) × factor + margin. */
  timeout_factor: z.number().min(1).default(2),
  timeout_margin_seconds: z.number().nonnegative().default(10),
});
export type ControllerMapping = z.infer<typeof ControllerMappingSchema>;

export const GraphCellFileSchema = z.object({
  cell: z.string().min(1),
  kind: z.literal("graph").default("graph"),
  description: z.string().default(""),
  home: z.string().min(1),
  initial_state: z.object({ position: z.string().min(1), tool: z.string().min(1).default("none") }),
  review_policy: ReviewPolicySchema.default("always"),
  /** Seconds per move in the simulator (before the speed factor). */
  move_seconds: z.number().nonnegative().default(1),
  positions: z.array(CellPositionSchema).min(1),
  moves: z.array(MoveSchema).default([]),
  tools: z.array(CellToolSchema).default([]),
  tool_stands: z.array(CellToolStandSchema).default([]),
  routines: z.array(CellRoutineSchema).default([]),
  /** Generic operator words: nouns for a position ("station", "area"), verbs for moving, etc. */
  vocabulary: z.record(z.string(), z.array(z.string())).default({}),
  /** How a real controller maps onto the cell (optional; see ControllerMappingSchema). */
  controller: ControllerMappingSchema.optional(),
});
export type GraphCellFile = z.infer<typeof GraphCellFileSchema>;
