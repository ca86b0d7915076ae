import { Hono, type Context } from "hono";
import { z } from "zod";
import type { PendingReview } from "../../contracts/review.js";
import type { ConversationTurn } from "../../workflow/conversation-service.js";
import { ApiError } from "../api-error.js";
import { clientAddress } from "../client-address.js";
import { ActorSchema, ConversationIdSchema, OperatorTextSchema } from "../operator-text.js";
import { readJsonBody } from "../read-json-body.js";
import { reviewAnswerText, type ReviewAction } from "../review-answer-text.js";
import type { ReviewAuditEntry } from "../review-audit-log.js";
import type { ServerDependencies } from "../server-dependencies.js";

const MessageBody = z.object({
  text: OperatorTextSchema,
  actor: ActorSchema.optional(),
  strict: z.boolean().optional(),
});
const ReviewBody = z.object({ hitlId: z.string().max(200).optional(), actor: ActorSchema.optional() });
const ReviseBody = ReviewBody.extend({ comment: OperatorTextSchema });
const ChooseBody = ReviewBody.extend({ optionId: z.string().min(1).max(200) });

function conversationId(context: Context): string {
  const result = ConversationIdSchema.safeParse(context.req.param("id"));
  if (!result.success) throw new ApiError("BAD_REQUEST", result.error.issues[0].message);
  return result.data;
}

function actorOf(context: Context, fromBody: string | undefined): string {
  if (fromBody) return fromBody;
  const header = context.req.header("x-cellpilot-actor");
  if (header) {
    const result = ActorSchema.safeParse(header);
    if (!result.success)
      throw new ApiError("BAD_REQUEST", `X-Cellpilot-Actor: ${result.error.issues[0].message}`);
    return result.data;
  }
  return "anonymous";
}

/** Conversations, messages and the pending review with its actions. */
export function conversationRoutes(deps: ServerDependencies): Hono {
  const routes = new Hono();

  /** Sends one input and keeps the transcript and, when it answered a review, the audit row. */
  async function converse(
    context: Context,
    id: string,
    text: string,
    actor: string,
    review: { pending: PendingReview; action: ReviewAuditEntry["action"]; detail: string | null } | null,
    extra: Record<string, unknown> = {},
  ): Promise<ConversationTurn> {
    deps.transcripts.append(id, { role: "operator", text, at: deps.now().toISOString() });
    const options: { actor?: string } = { actor, ...extra };
    const turn = await deps.conversations.send(id, text, options);
    deps.transcripts.append(id, { role: "cell", text: turn.reply, at: deps.now().toISOString(), turn });
    if (review) {
      deps.audit.record({
        conversation_id: id,
        hitl_id: review.pending.hitlId,
        action: review.action,
        detail: review.detail,
        actor,
        client: clientAddress(context),
        outcome: turn.kind,
        run_id: turn.run?.runId ?? null,
      });
    }
    return turn;
  }

  async function requirePending(id: string, hitlId: string | undefined): Promise<PendingReview> {
    const pending = await deps.conversations.getPendingReview(id);
    if (!pending) throw new ApiError("NOT_FOUND", `conversation ${id} has no pending review`);
    if (hitlId && hitlId !== pending.hitlId) {
      throw new ApiError(
        "CONFLICT",
        `review ${hitlId} is no longer pending (the pending one is ${pending.hitlId})`,
      );
    }
    return pending;
  }

  routes.post("/", (context) => {
    const id = deps.newId();
    const transcript = deps.transcripts.create(id);
    return context.json(
      { conversationId: id, createdAt: transcript.createdAt, cell: deps.conversations.cell },
      201,
    );
  });

  routes.get("/:id", async (context) => {
    const id = conversationId(context);
    const transcript = deps.transcripts.get(id);
    const pendingReview = await deps.conversations.getPendingReview(id);
    if (!transcript && !pendingReview) throw new ApiError("NOT_FOUND", `no conversation ${id}`);
    return context.json({ conversationId: id, entries: transcript?.entries ?? [], pendingReview });
  });

  routes.post("/:id/messages", async (context) => {
    const id = conversationId(context);
    const body = await readJsonBody(context, MessageBody);
    const pending = await deps.conversations.getPendingReview(id);
    const review = pending ? { pending, action: "reply" as const, detail: body.text } : null;
    const extra = body.strict === undefined ? {} : { strict: body.strict };
    return context.json(await converse(context, id, body.text, actorOf(context, body.actor), review, extra));
  });

  routes.get("/:id/review", async (context) => {
    const id = conversationId(context);
    return context.json(await requirePending(id, undefined));
  });

  const reviewAction = (
    name: ReviewAction["action"],
    schema: z.ZodType<z.infer<typeof ReviewBody> & { comment?: string; optionId?: string }>,
  ) =>
    routes.post(`/:id/review/${name}`, async (context) => {
      const id = conversationId(context);
      const body = await readJsonBody(context, schema);
      const pending = await requirePending(id, body.hitlId);
      const action = {
        action: name,
        comment: body.comment ?? "",
        optionId: body.optionId ?? "",
      } as ReviewAction;
      const text = reviewAnswerText(pending, action);
      const detail = body.comment ?? body.optionId ?? null;
      return context.json(
        // the review's id goes along so the workflow ignores a second answer to the same review
        await converse(
          context,
          id,
          text,
          actorOf(context, body.actor),
          { pending, action: name, detail },
          { hitlId: pending.hitlId },
        ),
      );
    });
  reviewAction("approve", ReviewBody);
  reviewAction("cancel", ReviewBody);
  reviewAction("revise", ReviseBody);
  reviewAction("choose", ChooseBody);

  return routes;
}
