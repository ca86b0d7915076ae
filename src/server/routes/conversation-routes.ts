import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  ChooseRequestSchema,
  ConversationCreatedSchema,
  ConversationPathSchema,
  ConversationSchema,
  ConversationTurnSchema,
  HttpPendingReviewSchema,
  MessageRequestSchema,
  PreferHeaderSchema,
  ReviewRequestSchema,
  ReviseRequestSchema,
  TranscriptEntrySchema,
} from "../../contracts/http-conversation.js";
import { EmptyRequestSchema } from "../../contracts/http-fields.js";
import type { PendingReview } from "../../contracts/review.js";
import { ApiError } from "../api-error.js";
import { actorOf } from "../actor-of.js";
import { converse } from "../converse.js";
import { createRouter } from "../create-router.js";
import { isKnownConversation } from "../issued-conversations.js";
import { reviewAnswerText, type ReviewAction } from "../review-answer-text.js";
import { changeErrors, jsonBody, ok, readErrors } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";

type Turn = z.infer<typeof ConversationTurnSchema>;
type Entry = z.infer<typeof TranscriptEntrySchema>;
const params = { params: ConversationPathSchema };

const create = createRoute({
  method: "post",
  path: "/",
  operationId: "createConversation",
  tags: ["conversation"],
  summary: "Start a conversation; its id is issued here and only here",
  request: jsonBody(EmptyRequestSchema, false),
  responses: { 201: ok("The new conversation", ConversationCreatedSchema), ...changeErrors() },
});

const read = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getConversation",
  tags: ["conversation"],
  summary: "What was said in a conversation and its pending review",
  request: params,
  responses: { 200: ok("The conversation", ConversationSchema), ...readErrors(400, 404) },
});

const message = createRoute({
  method: "post",
  path: "/{id}/messages",
  operationId: "sendMessage",
  tags: ["conversation"],
  summary: "Send a command, a question or the answer to the pending review",
  description:
    "While this conversation's run goes on, a question is answered at once and a command declined.",
  request: { ...params, headers: PreferHeaderSchema, ...jsonBody(MessageRequestSchema) },
  responses: { 200: ok("The conversation's next turn", ConversationTurnSchema), ...changeErrors(404, 503) },
});

const review = createRoute({
  method: "get",
  path: "/{id}/review",
  operationId: "getPendingReview",
  tags: ["review"],
  summary: "The review the conversation waits on",
  request: params,
  responses: { 200: ok("The pending review", HttpPendingReviewSchema), ...readErrors(400, 404) },
});

const reviewActionRoute = <S extends z.ZodType>(
  action: ReviewAction["action"],
  schema: S,
  required: boolean,
  summary: string,
) =>
  createRoute({
    method: "post",
    path: `/{id}/review/${action}`,
    operationId: `${action}Review`,
    tags: ["review"],
    summary,
    request: { ...params, headers: PreferHeaderSchema, ...jsonBody(schema, required) },
    responses: {
      200: ok("The conversation's next turn", ConversationTurnSchema),
      ...changeErrors(404, 409),
    },
  });

const approve = reviewActionRoute("approve", ReviewRequestSchema, false, "Approve the pending plan: it runs");
const cancel = reviewActionRoute(
  "cancel",
  ReviewRequestSchema,
  false,
  "Cancel the pending plan: nothing runs",
);
const revise = reviewActionRoute(
  "revise",
  ReviseRequestSchema,
  true,
  "Approve with a change: the plan is made again with it",
);
const choose = reviewActionRoute(
  "choose",
  ChooseRequestSchema,
  true,
  "Answer a clarification with one of its options",
);

/** Conversations (server-issued ids), messages and the pending review with its actions. */
export function conversationRoutes(deps: ServerDependencies) {
  const routes = createRouter();

  /** A conversation this server issued or the workflow has a checkpoint of; else 404. */
  async function requireConversation(id: string): Promise<PendingReview | null> {
    const pending = await deps.conversations.getPendingReview(id);
    if (!pending && !(await isKnownConversation(deps, id))) {
      throw new ApiError("NOT_FOUND", `no conversation ${id}: start one with POST /api/conversations`);
    }
    return pending;
  }

  async function requirePending(id: string, hitlId: string | undefined): Promise<PendingReview> {
    const pending = await requireConversation(id);
    if (!pending) throw new ApiError("NOT_FOUND", `conversation ${id} has no pending review`);
    if (hitlId && hitlId !== pending.hitlId) {
      throw new ApiError(
        "CONFLICT",
        `review ${hitlId} is no longer pending (the pending one is ${pending.hitlId})`,
      );
    }
    return pending;
  }

  routes.openapi(create, (context) => {
    const conversation = deps.issued.issue(deps.newId());
    return context.json(
      { conversationId: conversation.id, createdAt: conversation.createdAt, cell: deps.conversations.cell },
      201,
    );
  });

  routes.openapi(read, async (context) => {
    const { id } = context.req.valid("param");
    const pendingReview = await requireConversation(id);
    const entries = (await deps.conversations.getTranscript(id)) ?? [];
    return context.json({ conversationId: id, entries: entries as Entry[], pendingReview }, 200);
  });

  routes.openapi(message, async (context) => {
    const { id } = context.req.valid("param");
    const body = context.req.valid("json");
    const pending = await requireConversation(id);
    const answered = pending ? { pending, action: "reply" as const, detail: body.text } : null;
    const turn = await converse(deps, context, {
      id,
      text: body.text,
      actor: actorOf(context, body.actor),
      review: answered,
      options: body.strict === undefined ? {} : { strict: body.strict },
    });
    return context.json(turn as Turn, 200);
  });

  routes.openapi(review, async (context) => {
    const { id } = context.req.valid("param");
    return context.json(await requirePending(id, undefined), 200);
  });

  const answer = async (
    context: Context,
    id: string,
    action: ReviewAction,
    body: { hitlId?: string; actor?: string },
  ) => {
    const pending = await requirePending(id, body.hitlId);
    const detail =
      action.action === "revise" ? action.comment : action.action === "choose" ? action.optionId : null;
    // the review's id goes along so the workflow ignores a second answer to the same review
    return (await converse(deps, context, {
      id,
      text: reviewAnswerText(pending, action),
      actor: actorOf(context, body.actor),
      review: { pending, action: action.action, detail },
      options: { hitlId: pending.hitlId },
    })) as Turn;
  };
  routes.openapi(approve, async (context) => {
    const body = context.req.valid("json") ?? {};
    return context.json(
      await answer(context, context.req.valid("param").id, { action: "approve" }, body),
      200,
    );
  });
  routes.openapi(cancel, async (context) => {
    const body = context.req.valid("json") ?? {};
    return context.json(
      await answer(context, context.req.valid("param").id, { action: "cancel" }, body),
      200,
    );
  });
  routes.openapi(revise, async (context) => {
    const body = context.req.valid("json");
    const action = { action: "revise" as const, comment: body.comment };
    return context.json(await answer(context, context.req.valid("param").id, action, body), 200);
  });
  routes.openapi(choose, async (context) => {
    const body = context.req.valid("json");
    const action = { action: "choose" as const, optionId: body.optionId };
    return context.json(await answer(context, context.req.valid("param").id, action, body), 200);
  });

  return routes;
}
