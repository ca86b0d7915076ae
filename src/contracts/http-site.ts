import { z } from "zod";
import { CellKindSchema, HttpRobotStateSchema } from "./http-cell.js";
import { ConversationIdSchema } from "./http-fields.js";
import { RunStatusSchema } from "./robot-state.js";

/** A server hosting several cells: the cell in a path, and the site overview of all of them. */

export const CellNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "cell names are 1–64 letters, digits, _ or -" })
  .meta({ description: "A cell this server hosts (its `cell:` name)", example: "welding" });

export const CellPathSchema = z.object({
  cell: CellNameSchema.meta({ param: { name: "cell", in: "path" } }),
});

export const CurrentRunSchema = z
  .object({
    run_id: z.string(),
    operator_input: z.string(),
    status: RunStatusSchema,
    started_at: z.string(),
  })
  .meta({
    id: "CurrentRun",
    description: "The run in progress on the cell (its newest run, while not finished)",
  });

export const ReviewWaitingSchema = z
  .object({
    conversationId: ConversationIdSchema,
    hitlId: z.string(),
    kind: z.string(),
    question: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "ReviewWaiting", description: "A review waiting for a human in one conversation" });

export const CellOverviewSchema = z
  .object({
    cell: z.string(),
    kind: CellKindSchema,
    description: z.string(),
    default: z.boolean().meta({ description: "Whether today's /api/… paths mean this cell" }),
    state: HttpRobotStateSchema.nullable().meta({ description: "Null when the store cannot be read" }),
    currentRun: CurrentRunSchema.nullable(),
    pendingReviews: z.array(ReviewWaitingSchema).meta({
      description: "Reviews opened through this server since it started that still wait (newest first)",
    }),
    error: z
      .string()
      .nullable()
      .meta({ description: "Why state or the current run could not be read (the store is down), else null" }),
  })
  .meta({ id: "CellOverview" });

export const SiteOverviewSchema = z.object({ cells: z.array(CellOverviewSchema) }).meta({
  id: "SiteOverview",
  example: {
    cells: [
      {
        cell: "welding",
        kind: "graph",
        description: "Welding and inspection cell",
        default: true,
        state: { current_position: "Home", current_tool: "none", last_updated: "2026-11-23T09:30:00.000Z" },
        currentRun: null,
        pendingReviews: [],
        error: null,
      },
    ],
  },
});
