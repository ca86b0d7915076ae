import { Hono } from "hono";
import { ApiError } from "../api-error.js";
import type { ServerDependencies } from "../server-dependencies.js";

/**
 * `POST /api/runs/current/stop`: stops the run in progress after its current step (the run is
 * recorded failed, "stopped by the operator", the robot state stays at the last completed step).
 * 409 when nothing runs, so a late click is told so instead of silently succeeding.
 */
export function runControlRoutes(deps: ServerDependencies): Hono {
  const routes = new Hono();
  routes.post("/runs/current/stop", (context) => {
    if (!deps.conversations.stopRun()) throw new ApiError("CONFLICT", "no run is in progress on this cell");
    return context.json({ stopped: true }, 202);
  });
  return routes;
}
