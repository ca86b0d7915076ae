import { createRoute } from "@hono/zod-openapi";
import { StopRequestSchema, StopResultSchema } from "../../contracts/http-history.js";
import { DEFAULT_STOP_MODE, STOP_MODE_TEXT } from "../../execute/stop-mode.js";
import { ApiError } from "../api-error.js";
import { createRouter } from "../create-router.js";
import { changeErrors, jsonBody, ok } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";

const stop = createRoute({
  method: "post",
  path: "/runs/current/stop",
  operationId: "stopRun",
  tags: ["history"],
  summary: "Stop the run in progress: after its current step (default) or now",
  description:
    'Either way the run is recorded failed, "stopped by the operator", and the robot state stays at the last completed step. With replicas on one PostgreSQL, any replica takes the Stop of a run another one executes. 409 when nothing runs, so a late click is told so.',
  request: jsonBody(StopRequestSchema, false),
  responses: { 202: ok("The run will stop after its current step", StopResultSchema), ...changeErrors(409) },
});

/** `POST /api/runs/current/stop` with `{"mode": "after-step" | "now"}`. */
export function runControlRoutes(deps: ServerDependencies) {
  const routes = createRouter();
  routes.openapi(stop, async (context) => {
    const mode = context.req.valid("json")?.mode ?? DEFAULT_STOP_MODE;
    if (!deps.conversations.stopRun(mode)) {
      // Replicas on one store: the run may go on in another process; the store says whether one
      // does (a dead holder's run is closed by the read), and that replica is asked to stop it.
      const shared = deps.replicaEvents.listening() !== null;
      const [latest] = shared ? await deps.store.listRuns({ limit: 1 }) : [];
      if (latest?.status !== "running") throw new ApiError("CONFLICT", "no run is in progress on this cell");
      deps.replicaEvents.requestStop(mode);
    }
    return context.json({ stopped: true as const, mode, meaning: STOP_MODE_TEXT[mode] }, 202);
  });
  return routes;
}
