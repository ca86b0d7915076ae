import { Hono } from "hono";
import { z } from "zod";
import { GoalSchema } from "../../contracts/goal.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import { planAndVerify } from "../../plan/plan-and-verify.js";
import { toSimulatedState } from "../../plan/simulated-state.js";
import { ApiError } from "../api-error.js";
import { describeCell } from "../cell-view.js";
import { readJsonBody } from "../read-json-body.js";
import type { ServerDependencies } from "../server-dependencies.js";

const PlanBody = z.object({ goal: GoalSchema });

/** Positions visited in order, from where the robot is, for drawing the planned path. */
export function pathOfSteps(start: string, steps: PlanStep[]): string[] {
  const path = [start];
  for (const step of steps) {
    if (step.action === "move" && path[path.length - 1] !== step.target) path.push(step.target);
  }
  return path;
}

/** The cell graph, the robot state and dry-run planning of a goal. */
export function cellRoutes(deps: ServerDependencies): Hono {
  const routes = new Hono();
  const document = describeCell(deps.cell);

  routes.get("/cell", (context) => context.json(document));

  routes.get("/state", async (context) => context.json({ cell: document.cell, ...(await deps.store.getState()) }));

  routes.post("/plan", async (context) => {
    if (deps.cell.kind !== "graph") {
      throw new ApiError("BAD_REQUEST", "planning a goal is for graph cells; send the command as a conversation message");
    }
    const { goal } = await readJsonBody(context, PlanBody);
    if (goal.goal === "unknown") return context.json({ ok: false, intent: "unknown", message: goal.reason });
    const state = await deps.store.getState();
    const result = planAndVerify(deps.cell.snapshot, toSimulatedState(state), goal);
    if (!result.ok) {
      return context.json({
        ok: false,
        intent: "action",
        goal: result.goal,
        code: result.error.code,
        message: result.error.message,
        ...(result.verification ? { verification: result.verification } : {}),
        notes: result.notes,
      });
    }
    return context.json({
      ok: true,
      goal: result.goal,
      steps: result.steps,
      verification: result.verification,
      notes: result.notes,
      path: pathOfSteps(state.current_position, result.steps),
    });
  });

  return routes;
}
