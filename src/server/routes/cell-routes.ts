import { Hono } from "hono";
import { z } from "zod";
import { GoalSchema } from "../../contracts/goal.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import { planAndVerify } from "../../plan/plan-and-verify.js";
import { toSimulatedState } from "../../contracts/robot-state.js";
import { understandWithRules } from "../../understand/rules-understanding.js";
import { ApiError } from "../api-error.js";
import { describeCell } from "../cell-view.js";
import { OperatorTextSchema } from "../operator-text.js";
import { readJsonBody } from "../read-json-body.js";
import type { ServerDependencies } from "../server-dependencies.js";

/** A goal object, or operator text read by the deterministic rules (no LLM: a dry run must be cheap). */
const PlanBody = z.union([z.object({ goal: GoalSchema }), z.object({ text: OperatorTextSchema })], {
  error: "give {goal: <goal object>} or {text: <what the operator wants>}",
});

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

  routes.get("/state", async (context) =>
    context.json({
      cell: document.cell,
      ...(await deps.store.getState()),
      ...(deps.scene ? { scene: deps.scene() } : {}),
    }),
  );

  routes.post("/plan", async (context) => {
    if (deps.cell.kind !== "graph") {
      throw new ApiError(
        "BAD_REQUEST",
        "planning a goal is for graph cells; send the command as a conversation message",
      );
    }
    const body = await readJsonBody(context, PlanBody);
    const state = await deps.store.getState();
    let goal = "goal" in body ? body.goal : null;
    if ("text" in body) {
      const understood = understandWithRules(deps.cell.snapshot, body.text, {
        startPosition: state.current_position,
      });
      if (understood.intent !== "action" || !understood.goal) {
        const message =
          understood.intent === "question"
            ? "that is a question; ask it in a conversation"
            : "that is not a command I can plan";
        return context.json({ ok: false, intent: understood.intent, message, source: understood.source });
      }
      goal = understood.goal;
    }
    if (!goal)
      throw new ApiError("BAD_REQUEST", "give {goal: <goal object>} or {text: <what the operator wants>}");
    if (goal.goal === "unknown") return context.json({ ok: false, intent: "unknown", message: goal.reason });
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
