import {
  ref,
  json,
  ok,
  errors,
  body,
  pathParameter,
  pageParameters,
  actorProperty,
} from "./openapi-helpers.js";

/** OpenAPI paths of the cell, its state, planning, the run history, run control, approvals and events. */
export const cellPaths = {
  "/api/health": {
    get: {
      summary: "Liveness and the cell served",
      tags: ["cell"],
      responses: { "200": ok("Alive", { type: "object" }) },
    },
  },
  "/api/state": {
    get: {
      summary:
        "The robot's position and held tool; assembly cells add `scene` (stacks per zone, active zone, held item)",
      tags: ["cell"],
      responses: { "200": ok("Robot state", ref("RobotState")) },
    },
  },
  "/api/cell": {
    get: {
      summary: "The cell graph: positions by role (with layout), allowed moves, tool stands, tools, routines",
      tags: ["cell"],
      responses: { "200": ok("The cell", { type: "object" }) },
    },
  },
  "/api/plan": {
    post: {
      summary: "Plan a goal or a command from the current state and verify it (dry run, graph cells)",
      tags: ["cell"],
      requestBody: body({
        oneOf: [
          {
            type: "object",
            required: ["goal"],
            properties: { goal: { type: "object", description: "A goal (DESIGN §3)" } },
          },
          {
            type: "object",
            required: ["text"],
            properties: {
              text: {
                type: "string",
                maxLength: 2000,
                description: "Operator words, read by the deterministic rules",
              },
            },
          },
        ],
      }),
      responses: {
        "200": ok("{ok:true, goal, steps, verification, notes, path} or {ok:false, intent, message, …}", {
          type: "object",
          properties: { ok: { type: "boolean" } },
        }),
        ...errors(400, 413, 429),
      },
    },
  },
  "/api/runs": {
    get: {
      summary: "Run history, newest first",
      tags: ["history"],
      parameters: pageParameters,
      responses: {
        "200": ok("A page of runs", {
          type: "object",
          properties: {
            runs: { type: "array", items: ref("Run") },
            total: { type: "integer" },
            limit: { type: "integer" },
            offset: { type: "integer" },
          },
        }),
        ...errors(400),
      },
    },
  },
  "/api/runs/{runId}": {
    get: {
      summary: "One run with its steps",
      tags: ["history"],
      parameters: [pathParameter("runId", "The run id")],
      responses: {
        "200": ok("The run", {
          type: "object",
          properties: {
            run: ref("Run"),
            steps: { type: "array", items: { type: "object" } },
            failedPositions: { type: "array", items: { type: "string" } },
          },
        }),
        ...errors(400, 404),
      },
    },
  },
  "/api/runs/current/stop": {
    post: {
      summary:
        "Stop the run in progress after its current step (recorded failed, 'stopped by the operator'; the robot state stays at the last completed step)",
      tags: ["history"],
      responses: {
        "202": ok("The run is stopping", { type: "object", properties: { stopped: { type: "boolean" } } }),
        ...errors(409, 429),
      },
    },
  },
  "/api/runs/{runId}/replay": {
    post: {
      summary: "Replay a run (planned again from the current state, reviewed like any command)",
      tags: ["history"],
      parameters: [pathParameter("runId", "The run id")],
      requestBody: {
        required: false,
        content: json({
          type: "object",
          properties: { conversationId: { type: "string" }, ...actorProperty },
        }),
      },
      responses: { "200": ok("The turn", ref("ConversationTurn")), ...errors(400, 404, 429) },
    },
  },
  "/api/approvals": {
    get: {
      summary: "The review audit: who approved, revised, cancelled or chose what, newest first",
      tags: ["review"],
      parameters: pageParameters,
      responses: {
        "200": ok("A page of audit rows", {
          type: "object",
          properties: { approvals: { type: "array", items: { type: "object" } } },
        }),
        ...errors(400),
      },
    },
  },
  "/api/events": {
    get: {
      summary:
        "Run progress as server-sent events (run-started, run-step-started, run-step-completed, run-step-failed, run-finished)",
      tags: ["events"],
      parameters: [
        {
          name: "token",
          in: "query",
          required: false,
          description: "The bearer token, for EventSource clients that cannot set headers",
          schema: { type: "string" },
        },
      ],
      responses: {
        "200": {
          description: "An event stream",
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
      },
    },
  },
  "/openapi.json": {
    get: {
      summary: "This document",
      tags: ["cell"],
      security: [],
      responses: { "200": ok("OpenAPI 3 document", { type: "object" }) },
    },
  },
};
