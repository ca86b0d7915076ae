import { z } from "zod";
import { ActorSchema, ConversationIdSchema, RunIdSchema } from "./http-fields.js";
import { RunRecordSchema, RunStepRecordSchema } from "./robot-state.js";
import { StopModeSchema } from "./stop-mode.js";

/** Run history, replay, stopping a run and the review audit over HTTP. */

export const RunSchema = z
  .object({
    ...RunRecordSchema.shape,
    sequence: z.unknown().meta({ description: "sequence_json parsed (null when it is not JSON)" }),
    interrupted: z.string().nullable().meta({
      description:
        "Derived: why a failed run was closed without finishing ('interrupted: the process running it stopped', or its lease expired), else null",
    }),
  })
  .meta({ id: "Run" });

export const RunsPageSchema = z
  .object({
    runs: z.array(RunSchema),
    total: z.number().int().nonnegative(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: "RunsPage" });

export const RunDetailSchema = z
  .object({
    run: RunSchema,
    steps: z.array(RunStepRecordSchema.meta({ id: "RunStep" })),
    failedPositions: z.array(z.string()),
  })
  .meta({ id: "RunDetail" });

export const RunPathSchema = z.object({
  runId: RunIdSchema.meta({ param: { name: "runId", in: "path" } }),
});

export const ReplayRequestSchema = z
  .object({
    conversationId: ConversationIdSchema.optional().meta({
      description: "An existing conversation to replay in; a new one when absent",
    }),
    actor: ActorSchema.optional(),
  })
  .meta({ id: "ReplayRequest", example: {} });

const StopModeField = StopModeSchema.meta({
  description:
    "after-step: the current step completes (a weld being stabilised finishes), no further step starts; now: the current step is aborted and recorded as interrupted with the controller's state",
});

export const StopRequestSchema = z
  .object({ mode: StopModeField.optional().meta({ description: "Default after-step" }) })
  .meta({ id: "StopRequest", example: { mode: "after-step" } });

export const StopResultSchema = z
  .object({ stopped: z.literal(true), mode: StopModeField, meaning: z.string() })
  .meta({
    id: "StopResult",
    example: {
      stopped: true,
      mode: "after-step",
      meaning: "stop after this step: the current step completes, no further step starts",
    },
  });

export const ReviewAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    conversation_id: z.string(),
    hitl_id: z.string(),
    action: z.enum(["approve", "revise", "cancel", "choose", "reply"]),
    detail: z.string().nullable().meta({ description: "The comment, the chosen option or the typed reply" }),
    actor: z.string(),
    client: z.string(),
    outcome: z.string().meta({ description: "The turn kind the answer led to" }),
    run_id: z.string().nullable(),
  })
  .meta({ id: "ReviewAuditEntry" });

export const ApprovalsPageSchema = z
  .object({ approvals: z.array(ReviewAuditEntrySchema), limit: z.number().int(), offset: z.number().int() })
  .meta({ id: "ApprovalsPage" });
