import { z } from "zod";
import { ControllerHealthSchema } from "./controller-health.js";
import { GoalSchema } from "./goal.js";
import { OperatorTextSchema } from "./http-fields.js";
import { PlanStepSchema } from "./plan-step.js";
import { RobotStateSchema } from "./robot-state.js";
import { VerificationResultSchema } from "./verification.js";

/** The HTTP API's view of the cell: health, the graph for drawing, the state and dry-run planning. */

export const CellKindSchema = z.enum(["graph", "assembly"]);

export const StoreHealthSchema = z
  .object({
    backend: z.enum(["sqlite", "postgres"]),
    available: z.boolean().meta({ description: "Whether the store answered just now" }),
    message: z.string().nullable().meta({ description: "Why it is unavailable; null when it answered" }),
    replicaEvents: z.boolean().nullable().meta({
      description:
        "PostgreSQL: whether run events of the other replicas arrive (the LISTEN connection is up); null with SQLite",
    }),
  })
  .meta({ id: "StoreHealth" });
export type StoreHealth = z.infer<typeof StoreHealthSchema>;

export const HealthSchema = z
  .object({
    ok: z.literal(true),
    cell: z.string(),
    kind: CellKindSchema,
    auth: z.boolean().meta({ description: "Whether requests need a bearer token" }),
    store: StoreHealthSchema,
  })
  .meta({
    id: "Health",
    example: {
      ok: true,
      cell: "welding",
      kind: "graph",
      auth: false,
      store: { backend: "sqlite", available: true, message: null, replicaEvents: null },
    },
  });

export const ReadySchema = z
  .object({ ready: z.literal(true), cell: z.string(), store: StoreHealthSchema })
  .meta({
    id: "Ready",
    example: {
      ready: true,
      cell: "welding",
      store: { backend: "postgres", available: true, message: null, replicaEvents: true },
    },
  });

export const GoalExample = { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" } as const;
export const HttpGoalSchema = GoalSchema.meta({
  id: "Goal",
  description: "WHAT the operator wants (DESIGN §3); the planner works out HOW",
  example: GoalExample,
});
export const HttpPlanStepSchema = PlanStepSchema.meta({
  id: "PlanStep",
  example: { id: 1, name: "Move to Safe_Pos_1", action: "move", target: "Safe_Pos_1" },
});
export const HttpVerificationSchema = VerificationResultSchema.meta({ id: "VerificationResult" });
export const HttpRobotStateSchema = RobotStateSchema.meta({
  id: "RobotState",
  example: { current_position: "Home", current_tool: "none", last_updated: "2026-11-23T09:30:00.000Z" },
});

const AssemblyViewSchema = z.object({
  items: z.array(z.object({ name: z.string(), slot: z.string(), category: z.string() })),
  zones: z.array(z.object({ name: z.string(), aliases: z.array(z.string()), default: z.boolean() })),
  maxLayersPerStack: z.number().int(),
  maxTilesPerItem: z.number().int(),
});

export const CellGraphDocumentSchema = z
  .object({
    cell: z.string(),
    kind: CellKindSchema,
    description: z.string(),
    home: z.string(),
    reviewPolicy: z.string(),
    version: z.string(),
    positions: z.array(
      z.object({
        name: z.string(),
        role: z.string(),
        description: z.string(),
        x: z.number().min(0).max(1).meta({ description: "0..1, for drawing" }),
        y: z.number().min(0).max(1),
        toolStand: z.string().nullable(),
        tool: z.string().nullable(),
      }),
    ),
    moves: z
      .array(z.object({ from: z.string(), to: z.string(), bothWays: z.boolean() }))
      .meta({ description: "Allowed moves; bothWays when the reverse edge exists too (listed once)" }),
    toolStands: z.array(
      z.object({ name: z.string(), position: z.string(), tool: z.string(), pose: z.string() }),
    ),
    tools: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        description: z.string(),
        stand: z.string().nullable(),
        position: z.string().nullable(),
      }),
    ),
    routines: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        requiredTool: z.string(),
        supportedAt: z.array(
          z.object({
            position: z.string(),
            stabilize: z.number(),
            action_after: z.string().nullable(),
            verify: z.string().nullable(),
          }),
        ),
      }),
    ),
    assembly: AssemblyViewSchema.nullable(),
  })
  .meta({ id: "CellGraph", description: "The cell as the console draws it" });
export type CellGraphDocument = z.infer<typeof CellGraphDocumentSchema>;

export const SceneSchema = z
  .object({
    gripper: z.enum(["open", "close_object"]),
    holding: z.string().nullable(),
    speed: z.enum(["slow", "normal", "fast"]),
    current_position: z.string(),
    active_zone: z.string(),
    stacks: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: "Each zone's stack, bottom to top" }),
  })
  .meta({ id: "Scene", description: "Assembly cells: the saved scene" });

export const CellStateSchema = z
  .object({
    cell: z.string(),
    ...RobotStateSchema.shape,
    scene: SceneSchema.optional(),
    controller: ControllerHealthSchema.optional(),
  })
  .meta({
    id: "CellState",
    example: {
      cell: "welding",
      current_position: "Home",
      current_tool: "none",
      last_updated: "2026-11-23T09:30:00.000Z",
    },
  });

export const PlanRequestSchema = z
  .union([
    z.object({ goal: HttpGoalSchema }).meta({ title: "A goal object" }),
    z.object({ text: OperatorTextSchema }).meta({ title: "Operator text (read by the rules, no LLM)" }),
  ])
  .meta({ id: "PlanRequest", example: { goal: GoalExample } });
export const PLAN_REQUEST_HINT = 'give {"goal": <goal object>} or {"text": "<what the operator wants>"}';

export const PlanResultSchema = z
  .union([
    z
      .object({
        ok: z.literal(true),
        goal: HttpGoalSchema,
        steps: z.array(HttpPlanStepSchema),
        verification: HttpVerificationSchema,
        notes: z.array(z.string()),
        path: z
          .array(z.string())
          .meta({ description: "Positions visited in order, from the robot's position" }),
      })
      .meta({ title: "A verified plan (nothing executed)" }),
    z
      .object({
        ok: z.literal(false),
        intent: z.enum(["action", "question", "unknown"]),
        message: z.string(),
        source: z.string().optional(),
        goal: HttpGoalSchema.optional(),
        code: z.string().optional(),
        verification: HttpVerificationSchema.optional(),
        notes: z.array(z.string()).optional(),
      })
      .meta({ title: "No plan, and why" }),
  ])
  .meta({ id: "PlanResult" });
