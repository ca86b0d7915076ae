import { Hono, type Context } from "hono";
import { z } from "zod";
import { ApiError } from "../api-error.js";
import { ActorSchema, ConversationIdSchema } from "../operator-text.js";
import { readJsonBody } from "../read-json-body.js";
import type { ServerDependencies } from "../server-dependencies.js";

const MAX_PAGE = 200;
const ReplayBody = z.object({
  conversationId: ConversationIdSchema.optional(),
  actor: ActorSchema.optional(),
});
const RunIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: "run ids are 1–100 letters, digits or _ . : -" });

function paging(context: Context): { limit: number; offset: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = context.req.query(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > max)
      throw new ApiError("BAD_REQUEST", `${name} must be a whole number from 0 to ${max}`);
    return Number(raw);
  };
  return { limit: Math.max(1, read("limit", 20, MAX_PAGE)), offset: read("offset", 0, 1_000_000_000) };
}

function runId(context: Context): string {
  const result = RunIdSchema.safeParse(context.req.param("runId"));
  if (!result.success) throw new ApiError("BAD_REQUEST", result.error.issues[0].message);
  return result.data;
}

function parseSequence(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Run history with paging, one run with its steps, replay, and the review audit. */
export function historyRoutes(deps: ServerDependencies): Hono {
  const routes = new Hono();

  routes.get("/runs", async (context) => {
    const { limit, offset } = paging(context);
    const [runs, total] = await Promise.all([deps.store.listRuns({ limit, offset }), deps.store.countRuns()]);
    return context.json({
      runs: runs.map((run) => ({ ...run, sequence: parseSequence(run.sequence_json) })),
      total,
      limit,
      offset,
    });
  });

  routes.get("/runs/:runId", async (context) => {
    const id = runId(context);
    const run = await deps.store.getRun(id);
    if (!run) throw new ApiError("NOT_FOUND", `no run ${id}`);
    const [steps, failedPositions] = await Promise.all([
      deps.store.getRunSteps(id),
      deps.store.getFailedPositions(id),
    ]);
    return context.json({
      run: { ...run, sequence: parseSequence(run.sequence_json) },
      steps,
      failedPositions,
    });
  });

  routes.post("/runs/:runId/replay", async (context) => {
    const id = runId(context);
    const body = await readJsonBody(context, ReplayBody);
    if (!(await deps.store.getRun(id))) throw new ApiError("NOT_FOUND", `no run ${id}`);
    const conversationId = body.conversationId ?? deps.newId();
    const text = `replay run ${id}`;
    const actor = body.actor ?? context.req.header("x-cellpilot-actor") ?? "anonymous";
    deps.transcripts.append(conversationId, { role: "operator", text, at: deps.now().toISOString() });
    const turn = await deps.conversations.send(conversationId, text, { actor });
    deps.transcripts.append(conversationId, {
      role: "cell",
      text: turn.reply,
      at: deps.now().toISOString(),
      turn,
    });
    return context.json(turn);
  });

  routes.get("/approvals", (context) => {
    const { limit, offset } = paging(context);
    return context.json({ approvals: deps.audit.list({ limit, offset }), limit, offset });
  });

  return routes;
}
