/**
 * The OpenAPI 3 description of the HTTP API, served at /openapi.json. Written by hand beside the
 * routes; a test checks that every route of the app is described here and nothing else is.
 */
type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ "application/json": { schema } });
const ok = (description: string, schema: Schema) => ({ description, content: json(schema) });
const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]),
  );
const body = (schema: Schema) => ({ required: true, content: json(schema) });
const pathParameter = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const pageParameters = [
  {
    name: "limit",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, maximum: 200, default: 20 },
  },
  { name: "offset", in: "query", required: false, schema: { type: "integer", minimum: 0, default: 0 } },
];
const conversationId = pathParameter("id", "The conversation id");
const actorProperty = {
  actor: {
    type: "string",
    description: "Who acts (recorded in the review audit); else X-Cellpilot-Actor; else anonymous",
  },
};
const reviewAction = (summary: string, extra: Schema, required: string[] = []) => ({
  post: {
    summary,
    tags: ["review"],
    parameters: [conversationId],
    requestBody: {
      required: required.length > 0,
      content: json({
        type: "object",
        properties: {
          hitlId: {
            type: "string",
            description: "Refuse with 409 unless this review is still the pending one",
          },
          ...actorProperty,
          ...extra,
        },
        required,
      }),
    },
    responses: {
      "200": ok("The conversation's next turn", ref("ConversationTurn")),
      ...errors(400, 404, 409, 413, 429),
    },
  },
});

const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });

export const openApiDocument = {
  openapi: "3.0.3",
  info: {
    title: "cellpilot HTTP API",
    version: "0.1.0",
    description:
      "Talk to a robot work cell: conversations with human review, robot state, run history and replay, the cell graph, run progress as server-sent events. Errors are {error:{code,message}}. When the server binds beyond loopback every /api request needs Authorization: Bearer <CELLPILOT_TOKEN>.",
  },
  servers: [{ url: "/" }],
  security: [{ bearer: [] }],
  tags: [
    { name: "conversation" },
    { name: "review" },
    { name: "cell" },
    { name: "history" },
    { name: "events" },
  ],
  paths: {
    "/api/health": {
      get: {
        summary: "Liveness and the cell served",
        tags: ["cell"],
        responses: { "200": ok("Alive", { type: "object" }) },
      },
    },
    "/api/conversations": {
      post: {
        summary: "Start a conversation",
        tags: ["conversation"],
        responses: {
          "201": ok("The new conversation", {
            type: "object",
            properties: {
              conversationId: { type: "string" },
              createdAt: { type: "string" },
              cell: { type: "string" },
            },
          }),
          ...errors(429),
        },
      },
    },
    "/api/conversations/{id}": {
      get: {
        summary: "The transcript and pending review of a conversation",
        tags: ["conversation"],
        parameters: [conversationId],
        responses: {
          "200": ok("The conversation", {
            type: "object",
            properties: {
              conversationId: { type: "string" },
              entries: { type: "array", items: { type: "object" } },
              pendingReview: { nullable: true, allOf: [ref("PendingReview")] },
            },
          }),
          ...errors(400, 404),
        },
      },
    },
    "/api/conversations/{id}/messages": {
      post: {
        summary: "Send a command, a question or the answer to the pending review",
        tags: ["conversation"],
        parameters: [conversationId],
        requestBody: body({
          type: "object",
          required: ["text"],
          properties: {
            text: { type: "string", maxLength: 2000 },
            strict: {
              type: "boolean",
              description: "Assembly cells: strict mode (confirm results under 0.6)",
            },
            ...actorProperty,
          },
        }),
        responses: { "200": ok("The turn", ref("ConversationTurn")), ...errors(400, 413, 429) },
      },
    },
    "/api/conversations/{id}/review": {
      get: {
        summary: "The pending review",
        tags: ["review"],
        parameters: [conversationId],
        responses: { "200": ok("The pending review", ref("PendingReview")), ...errors(400, 404) },
      },
    },
    "/api/conversations/{id}/review/approve": reviewAction("Approve the pending review (answers 'yes')", {}),
    "/api/conversations/{id}/review/cancel": reviewAction("Cancel the pending review", {}),
    "/api/conversations/{id}/review/revise": reviewAction(
      "Revise the plan with a comment ('skip position 2')",
      { comment: { type: "string", maxLength: 2000 } },
      ["comment"],
    ),
    "/api/conversations/{id}/review/choose": reviewAction(
      "Choose an option of a disambiguation",
      { optionId: { type: "string" } },
      ["optionId"],
    ),
    "/api/state": {
      get: {
        summary: "The robot's position and held tool",
        tags: ["cell"],
        responses: { "200": ok("Robot state", ref("RobotState")) },
      },
    },
    "/api/cell": {
      get: {
        summary:
          "The cell graph: positions by role (with layout), allowed moves, tool stands, tools, routines",
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
  },
  components: {
    securitySchemes: {
      bearer: {
        type: "http",
        scheme: "bearer",
        description: "CELLPILOT_TOKEN; required when the server binds beyond loopback",
      },
    },
    responses: {
      Error400: errorResponse("Bad input (malformed JSON, empty or over-long text, unknown option)"),
      Error401: errorResponse("Missing or wrong bearer token"),
      Error404: errorResponse("No such conversation, review, run or route"),
      Error409: errorResponse("The review answered is no longer the pending one"),
      Error413: errorResponse("Request body over the size limit"),
      Error429: errorResponse("Rate limit exceeded (see Retry-After)"),
    },
    schemas: {
      Error: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                type: "string",
                enum: [
                  "BAD_REQUEST",
                  "UNAUTHORIZED",
                  "NOT_FOUND",
                  "CONFLICT",
                  "PAYLOAD_TOO_LARGE",
                  "UNSUPPORTED_MEDIA_TYPE",
                  "RATE_LIMITED",
                  "INTERNAL",
                ],
              },
              message: { type: "string" },
            },
          },
        },
      },
      RobotState: {
        type: "object",
        properties: {
          cell: { type: "string" },
          current_position: { type: "string" },
          current_tool: { type: "string" },
          last_updated: { type: "string" },
        },
      },
      Run: {
        type: "object",
        properties: {
          run_id: { type: "string" },
          operator_input: { type: "string" },
          sequence_json: { type: "string" },
          status: { type: "string", enum: ["pending", "running", "completed", "failed"] },
          started_at: { type: "string" },
          finished_at: { type: "string", nullable: true },
        },
      },
      PendingReview: {
        type: "object",
        properties: {
          hitlId: { type: "string" },
          kind: { type: "string", enum: ["clarification", "approval", "disambiguation"] },
          reason: { type: "string" },
          expectedInput: { type: "string" },
          question: { type: "string" },
          options: {
            type: "array",
            items: { type: "object", properties: { id: { type: "string" }, label: { type: "string" } } },
          },
          expiresAt: { type: "string" },
        },
      },
      ConversationTurn: {
        type: "object",
        required: ["conversationId", "kind", "reply"],
        properties: {
          conversationId: { type: "string" },
          correlationId: { type: "string" },
          kind: { type: "string", enum: ["answer", "review", "run", "refused", "fallback", "cancelled"] },
          reply: { type: "string" },
          plan: {
            type: "object",
            description: "goal, steps, verification, path, toolChanges, estimatedSeconds, notes",
          },
          pendingReview: { nullable: true, allOf: [ref("PendingReview")] },
          run: {
            type: "object",
            properties: {
              runId: { type: "string" },
              status: { type: "string" },
              completedSteps: { type: "integer" },
              totalSteps: { type: "integer" },
              error: { type: "string", nullable: true },
            },
          },
          interpretation: {
            type: "object",
            description: "Assembly cells: the interpreter result (DESIGN §4)",
          },
          state: ref("RobotState"),
        },
      },
    },
  },
} as const;
