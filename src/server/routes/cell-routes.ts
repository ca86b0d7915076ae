import { createRoute } from "@hono/zod-openapi";
import { describeValidationError } from "../../contracts/describe-validation-error.js";
import {
  CellGraphDocumentSchema,
  CellStateSchema,
  HealthSchema,
  ReadySchema,
  PLAN_REQUEST_HINT,
  PlanRequestSchema,
  PlanResultSchema,
} from "../../contracts/http-cell.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import { toSimulatedState } from "../../contracts/robot-state.js";
import { planAndVerify } from "../../plan/plan-and-verify.js";
import { understandWithRules } from "../../understand/rules-understanding.js";
import { ApiError, errorResponse } from "../api-error.js";
import { describeCell, type CellView } from "../cell-view.js";
import { createRouter } from "../create-router.js";
import { changeErrors, jsonBody, ok, readErrors } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";
import { checkStoreHealth } from "../store-health.js";
import { StoreError } from "../../store/errors.js";

/** Positions visited in order, from where the robot is, for drawing the planned path. */
export function pathOfSteps(start: string, steps: PlanStep[]): string[] {
  const path = [start];
  for (const step of steps) {
    if (step.action === "move" && path[path.length - 1] !== step.target) path.push(step.target);
  }
  return path;
}

const health = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tags: ["cell"],
  summary: "Whether the server is up, its cell, whether it needs a token and how its store is",
  description:
    "Always 200 while the process answers (liveness); `store.available` says whether the store answered just now.",
  responses: { 200: ok("The server is up", HealthSchema), ...readErrors() },
});

const ready = createRoute({
  method: "get",
  path: "/ready",
  operationId: "getReadiness",
  tags: ["cell"],
  summary: "Whether this replica can serve requests now: 503 while its store is unavailable",
  description:
    "For a reverse proxy's or orchestrator's health check: take the replica out of rotation on 503, back in on 200.",
  responses: { 200: ok("The store answered", ReadySchema), ...readErrors(503) },
});

const cell = createRoute({
  method: "get",
  path: "/cell",
  operationId: "getCell",
  tags: ["cell"],
  summary: "The cell graph as the console draws it",
  responses: { 200: ok("The cell", CellGraphDocumentSchema), ...readErrors(503) },
});

const state = createRoute({
  method: "get",
  path: "/state",
  operationId: "getState",
  tags: ["cell"],
  summary:
    "Where the robot is and what it holds, and the controller runs go to with its health (assembly cells: the saved scene too)",
  responses: { 200: ok("The robot state", CellStateSchema), ...readErrors(503) },
});

const plan = createRoute({
  method: "post",
  path: "/plan",
  operationId: "planGoal",
  tags: ["cell"],
  summary: "Plan and verify a goal or a command from the current state (a dry run: nothing executes)",
  description:
    'Graph cells only. Text is read by the deterministic rules (no LLM). Example goal: `{"goal": {"goal": "execute_routine", "routine": "tack_weld", "position": "Pos_1"}}`.',
  request: jsonBody(PlanRequestSchema),
  responses: { 200: ok("A verified plan, or why there is none", PlanResultSchema), ...changeErrors(503) },
});

/** Health, the cell graph, the robot state and dry-run planning of a goal. */
export function cellRoutes(deps: ServerDependencies, auth: boolean) {
  const routes = createRouter();
  let document = describeCell(deps.cell);
  /** The cell as it is now: with Neo4j, its latest snapshot (the document drawn again when it changed). */
  const currentCell = async (): Promise<CellView> => {
    if (!deps.graph) return deps.cell;
    const view = { ...deps.cell, snapshot: await deps.graph.getSnapshot() };
    if (view.snapshot.version !== document.version) document = describeCell(view);
    return view;
  };

  routes.openapi(health, async (context) =>
    context.json(
      {
        ok: true as const,
        cell: document.cell,
        kind: deps.cell.kind,
        auth,
        store: await checkStoreHealth(deps.store, deps.replicaEvents),
      },
      200,
    ),
  );

  routes.openapi(ready, async (context) => {
    const store = await checkStoreHealth(deps.store, deps.replicaEvents);
    if (!store.available)
      throw new StoreError("STORE_UNAVAILABLE", store.message ?? "the store is unavailable");
    return context.json({ ready: true as const, cell: document.cell, store }, 200);
  });

  routes.openapi(cell, async (context) => {
    await currentCell();
    return context.json(document, 200);
  });

  routes.openapi(state, async (context) =>
    context.json(
      {
        cell: document.cell,
        ...(await deps.store.getState()),
        ...(deps.scene ? { scene: await deps.scene() } : {}),
        ...(deps.conversations.controllerHealth
          ? { controller: await deps.conversations.controllerHealth() }
          : {}),
      },
      200,
    ),
  );

  routes.openapi(
    plan,
    async (context) => {
      const view = await currentCell();
      if (view.kind !== "graph") {
        throw new ApiError(
          "BAD_REQUEST",
          "planning a goal is for graph cells; send the command as a conversation message",
        );
      }
      const body = context.req.valid("json");
      const robot = await deps.store.getState();
      let goal = "goal" in body ? body.goal : null;
      if ("text" in body) {
        const understood = understandWithRules(view.snapshot, body.text, {
          startPosition: robot.current_position,
        });
        if (understood.intent !== "action" || !understood.goal) {
          const message =
            understood.intent === "question"
              ? "that is a question; ask it in a conversation"
              : "that is not a command I can plan";
          return context.json(
            { ok: false as const, intent: understood.intent, message, source: understood.source },
            200,
          );
        }
        goal = understood.goal;
      }
      if (!goal) throw new ApiError("BAD_REQUEST", PLAN_REQUEST_HINT);
      if (goal.goal === "unknown") {
        return context.json({ ok: false as const, intent: "unknown" as const, message: goal.reason }, 200);
      }
      const result = planAndVerify(view.snapshot, toSimulatedState(robot), goal);
      if (!result.ok) {
        return context.json(
          {
            ok: false as const,
            intent: "action" as const,
            goal: result.goal,
            code: result.error.code,
            message: result.error.message,
            ...(result.verification ? { verification: result.verification } : {}),
            notes: result.notes,
          },
          200,
        );
      }
      return context.json(
        {
          ok: true as const,
          goal: result.goal,
          steps: result.steps,
          verification: result.verification,
          notes: result.notes,
          path: pathOfSteps(robot.current_position, result.steps),
        },
        200,
      );
    },
    (result, context) => {
      if (!result.success) {
        const message = describeValidationError(result.error, PLAN_REQUEST_HINT);
        return errorResponse(context, "BAD_REQUEST", message) as never; // an error answer, not the route's 200
      }
    },
  );

  return routes;
}
