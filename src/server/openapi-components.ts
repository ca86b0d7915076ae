import { ref, errorResponse } from "./openapi-helpers.js";

/** OpenAPI components: security scheme, error responses and the shared schemas. */
export const openApiComponents = {
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
    Error409: errorResponse(
      "The review answered is no longer the pending one, or no run is in progress to stop",
    ),
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
};
