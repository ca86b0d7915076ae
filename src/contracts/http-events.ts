import { z } from "zod";
import { HttpPlanStepSchema, HttpRobotStateSchema } from "./http-cell.js";
import { ConversationTurnSchema } from "./http-conversation.js";
import { ConversationIdSchema } from "./http-fields.js";
import { RunStatusSchema } from "./robot-state.js";

/**
 * The event stream (`GET /api/events`, server-sent events): each message's `event:` is the
 * `type` below and its `data:` this JSON; `ready` comes first, comments keep the stream open.
 */
const runId = z.string();
const stepIndex = z.number().int().nonnegative();

export const StreamEventSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("ready"), cell: z.string() }).meta({ title: "ready" }),
    z
      .object({
        type: z.literal("run-started"),
        runId,
        cell: z.string(),
        totalSteps: z.number().int().nonnegative(),
        correlationId: z.string(),
        steps: z.array(HttpPlanStepSchema).optional().meta({ description: "The steps in order" }),
        conversationId: z
          .string()
          .optional()
          .meta({ description: "The conversation whose request started the run" }),
      })
      .meta({ title: "run-started" }),
    z
      .object({ type: z.literal("run-step-started"), runId, stepIndex, step: HttpPlanStepSchema })
      .meta({ title: "run-step-started" }),
    z
      .object({
        type: z.literal("run-step-completed"),
        runId,
        stepIndex,
        step: HttpPlanStepSchema,
        state: HttpRobotStateSchema,
      })
      .meta({ title: "run-step-completed" }),
    z
      .object({
        type: z.literal("run-step-failed"),
        runId,
        stepIndex,
        step: HttpPlanStepSchema,
        error: z.string(),
      })
      .meta({ title: "run-step-failed" }),
    z
      .object({
        type: z.literal("run-finished"),
        runId,
        status: RunStatusSchema,
        error: z.string().nullable(),
      })
      .meta({ title: "run-finished" }),
    z
      .object({
        type: z.literal("conversation-turn"),
        conversationId: z.string(),
        turn: ConversationTurnSchema,
      })
      .meta({
        title: "conversation-turn",
        description: "With ?conversation=ID: the final turn of a run started with Prefer: respond-async",
      }),
  ])
  .meta({
    id: "StreamEvent",
    description:
      "One server-sent event: `event:` is `type`, `data:` is this object as JSON, `id:` counts up. Lines starting with ':' are keep-alive comments.",
    example: {
      type: "run-step-completed",
      runId: "run-1",
      stepIndex: 0,
      step: { id: 1, name: "Move to Safe_Pos_1", action: "move", target: "Safe_Pos_1" },
      state: {
        current_position: "Safe_Pos_1",
        current_tool: "none",
        last_updated: "2026-11-23T09:30:01.000Z",
      },
    },
  });
export type StreamEvent = z.infer<typeof StreamEventSchema>;

export const EventQuerySchema = z.object({
  conversation: ConversationIdSchema.optional().meta({
    param: { name: "conversation", in: "query" },
    description: "Also stream this conversation's conversation-turn events",
  }),
  token: z
    .string()
    .optional()
    .meta({
      param: { name: "token", in: "query" },
      description:
        "The bearer token, for EventSource (which cannot send headers); accepted on this route only",
    }),
});
