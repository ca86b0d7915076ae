import { createRoute, type z } from "@hono/zod-openapi";
import { ConversationTurnSchema } from "../../contracts/http-conversation.js";
import { PageQuerySchema } from "../../contracts/http-fields.js";
import {
  ApprovalsPageSchema,
  ReplayRequestSchema,
  RunDetailSchema,
  RunPathSchema,
  RunsPageSchema,
} from "../../contracts/http-history.js";
import type { RunRecord } from "../../contracts/robot-state.js";
import type { CellStore } from "../../store/cell-store.js";
import { actorOf } from "../actor-of.js";
import { ApiError } from "../api-error.js";
import { converse } from "../converse.js";
import { createRouter } from "../create-router.js";
import { isKnownConversation } from "../issued-conversations.js";
import { changeErrors, jsonBody, ok, readErrors } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";

function parseSequence(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** The run as the API shows it: its sequence parsed, and whether it was interrupted (derived). */
async function shownRun(store: CellStore, run: RunRecord) {
  const interrupted = run.status === "failed" ? await store.getRunInterruption(run.run_id) : null;
  return { ...run, sequence: parseSequence(run.sequence_json), interrupted };
}

const runs = createRoute({
  method: "get",
  path: "/runs",
  operationId: "listRuns",
  tags: ["history"],
  summary: "Run history, newest first, a page at a time",
  request: { query: PageQuerySchema },
  responses: { 200: ok("A page of runs", RunsPageSchema), ...readErrors(400, 503) },
});

const run = createRoute({
  method: "get",
  path: "/runs/{runId}",
  operationId: "getRun",
  tags: ["history"],
  summary: "One run with its steps and the positions where steps failed",
  request: { params: RunPathSchema },
  responses: { 200: ok("The run", RunDetailSchema), ...readErrors(400, 404, 503) },
});

const replay = createRoute({
  method: "post",
  path: "/runs/{runId}/replay",
  operationId: "replayRun",
  tags: ["history"],
  summary: "Plan a past run again from the current state (reviewed like any command)",
  request: { params: RunPathSchema, ...jsonBody(ReplayRequestSchema, false) },
  responses: { 200: ok("The conversation's next turn", ConversationTurnSchema), ...changeErrors(404, 503) },
});

const approvals = createRoute({
  method: "get",
  path: "/approvals",
  operationId: "listApprovals",
  tags: ["review"],
  summary: "The review audit: who approved, revised or cancelled what, newest first",
  request: { query: PageQuerySchema },
  responses: { 200: ok("A page of the audit", ApprovalsPageSchema), ...readErrors(400) },
});

/** Run history with paging, one run with its steps, replay, and the review audit. */
export function historyRoutes(deps: ServerDependencies) {
  const routes = createRouter();

  routes.openapi(runs, async (context) => {
    const { limit = 20, offset = 0 } = context.req.valid("query");
    const [page, total] = await Promise.all([deps.store.listRuns({ limit, offset }), deps.store.countRuns()]);
    const shown = await Promise.all(page.map((found) => shownRun(deps.store, found)));
    return context.json({ runs: shown, total, limit, offset }, 200);
  });

  routes.openapi(run, async (context) => {
    const { runId } = context.req.valid("param");
    const found = await deps.store.getRun(runId);
    if (!found) throw new ApiError("NOT_FOUND", `no run ${runId}`);
    const [steps, failedPositions] = await Promise.all([
      deps.store.getRunSteps(runId),
      deps.store.getFailedPositions(runId),
    ]);
    return context.json({ run: await shownRun(deps.store, found), steps, failedPositions }, 200);
  });

  routes.openapi(replay, async (context) => {
    const { runId } = context.req.valid("param");
    const body = context.req.valid("json") ?? {};
    if (!(await deps.store.getRun(runId))) throw new ApiError("NOT_FOUND", `no run ${runId}`);
    let id = body.conversationId;
    if (id === undefined) id = deps.issued.issue(deps.newId()).id;
    else if (!(await isKnownConversation(deps, id))) {
      throw new ApiError("NOT_FOUND", `no conversation ${id}: start one with POST /api/conversations`);
    }
    const turn = await converse(deps, context, {
      id,
      text: `replay run ${runId}`,
      actor: actorOf(context, body.actor),
      review: null,
    });
    return context.json(turn as z.infer<typeof ConversationTurnSchema>, 200);
  });

  routes.openapi(approvals, async (context) => {
    const { limit = 20, offset = 0 } = context.req.valid("query");
    return context.json({ approvals: await deps.audit.list({ limit, offset }), limit, offset }, 200);
  });

  return routes;
}
