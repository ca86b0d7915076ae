import { z } from "zod";
import { InterpretResultSchema } from "./assembly.js";
import {
  HttpGoalSchema,
  HttpPlanStepSchema,
  HttpRobotStateSchema,
  HttpVerificationSchema,
} from "./http-cell.js";
import { ActorSchema, ConversationIdSchema, OperatorTextSchema } from "./http-fields.js";
import { PendingReviewSchema } from "./review.js";
import { RunStatusSchema } from "./robot-state.js";

/** Conversations with the cell over HTTP: their turns, the pending review and its actions. */

export const HttpPendingReviewSchema = PendingReviewSchema.meta({
  id: "PendingReview",
  description: "The question the cell waits on (DESIGN §3, pendingHITL)",
  example: {
    version: 1,
    hitlId: "hitl-7d1c",
    kind: "approval",
    source: "planner",
    reason: "needs_approval",
    originStepId: "plan_sequence",
    returnTo: { node: "verify_plan", mode: "continue" },
    expectedInput: "yes_no",
    question: "Plan: 6 steps (tack_weld at Pos_1). Run it?",
    expiresAt: "2026-11-23T10:30:00.000Z",
    createdAt: "2026-11-23T09:30:00.000Z",
  },
});

// Nullable references are written as unions with null: the generator drops `.nullable()` on a
// schema that has an id.
export const HttpInterpretResultSchema = InterpretResultSchema.meta({
  id: "InterpretResult",
  description: "Assembly cells: the interpreter result (DESIGN §4)",
});

export const PlannedWorkSchema = z
  .object({
    goal: HttpGoalSchema,
    steps: z.array(HttpPlanStepSchema),
    verification: HttpVerificationSchema,
    path: z.array(z.string()).meta({ description: "Positions visited in order, from the robot's position" }),
    toolChanges: z.array(z.string()),
    estimatedSeconds: z.number().nonnegative(),
    notes: z.array(z.string()),
  })
  .meta({ id: "PlannedWork" });

export const RunSummarySchema = z
  .object({
    runId: z.string(),
    status: RunStatusSchema,
    completedSteps: z.number().int().nonnegative(),
    totalSteps: z.number().int().nonnegative(),
    error: z.string().nullable(),
  })
  .meta({ id: "RunSummary" });

export const TurnKindSchema = z.enum(["answer", "review", "run", "refused", "fallback", "cancelled"]).meta({
  description:
    "answer: a question answered; review: waiting for a human; run: executed; refused/fallback/cancelled: nothing ran",
});

export const ConversationTurnSchema = z
  .object({
    conversationId: z.string(),
    correlationId: z.string(),
    kind: TurnKindSchema,
    reply: z.string().meta({ description: "Operator-readable reply" }),
    plan: PlannedWorkSchema.optional(),
    pendingReview: z.union([HttpPendingReviewSchema, z.null()]).optional(),
    run: RunSummarySchema.optional(),
    interpretation: z.union([HttpInterpretResultSchema, z.null()]).optional(),
    state: HttpRobotStateSchema,
  })
  .meta({
    id: "ConversationTurn",
    example: {
      conversationId: "4f0c1a52-7a53-4c5e-9d36-0f1b7f3a2f10",
      correlationId: "9b2e6f0e-1c1d-4f7a-8e43-2d3b5c6a7e81",
      kind: "answer",
      reply: "The robot is at Home holding no tool.",
      pendingReview: null,
      state: { current_position: "Home", current_tool: "none", last_updated: "2026-11-23T09:30:00.000Z" },
    },
  });

export const ConversationCreatedSchema = z
  .object({ conversationId: ConversationIdSchema, createdAt: z.string(), cell: z.string() })
  .meta({
    id: "ConversationCreated",
    example: {
      conversationId: "4f0c1a52-7a53-4c5e-9d36-0f1b7f3a2f10",
      createdAt: "2026-11-23T09:30:00.000Z",
      cell: "welding",
    },
  });

export const TranscriptEntrySchema = z
  .object({
    role: z.enum(["operator", "cell"]),
    text: z.string(),
    at: z.string(),
    turn: ConversationTurnSchema.optional().meta({ description: "The full turn, on the cell's entries" }),
  })
  .meta({ id: "TranscriptEntry" });

export const ConversationSchema = z
  .object({
    conversationId: z.string(),
    entries: z.array(TranscriptEntrySchema),
    pendingReview: z.union([HttpPendingReviewSchema, z.null()]),
  })
  .meta({ id: "Conversation" });

export const ConversationPathSchema = z.object({
  id: ConversationIdSchema.meta({ param: { name: "id", in: "path" } }),
});

/** RFC 7240: answer once a run the input starts is under way; its final turn comes as an event. */
export const PreferHeaderSchema = z.object({
  prefer: z
    .string()
    .optional()
    .meta({
      param: { name: "prefer", in: "header" },
      description:
        "respond-async: return as soon as a run this input starts is under way (turn kind 'run', run status 'running'); the final turn arrives as a 'conversation-turn' event on /api/events?conversation=ID",
      example: "respond-async",
    }),
});

export const MessageRequestSchema = z
  .object({
    text: OperatorTextSchema,
    actor: ActorSchema.optional(),
    strict: z.boolean().optional().meta({ description: "Assembly cells: strict mode for this request" }),
  })
  .meta({ id: "MessageRequest", example: { text: "weld position 1" } });

const hitlId = z
  .string()
  .max(200)
  .optional()
  .meta({ description: "Refused with 409 unless this review is still the pending one" });

export const ReviewRequestSchema = z
  .object({ hitlId, actor: ActorSchema.optional() })
  .meta({ id: "ReviewRequest", example: { hitlId: "hitl-7d1c", actor: "jane.doe" } });
export const ReviseRequestSchema = z
  .object({ hitlId, actor: ActorSchema.optional(), comment: OperatorTextSchema })
  .meta({ id: "ReviseRequest", example: { hitlId: "hitl-7d1c", comment: "skip position 2" } });
export const ChooseRequestSchema = z
  .object({ hitlId, actor: ActorSchema.optional(), optionId: z.string().min(1).max(200) })
  .meta({ id: "ChooseRequest", example: { hitlId: "hitl-7d1c", optionId: "Safe_Pos_1" } });
