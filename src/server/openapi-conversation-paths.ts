import { ref, ok, errors, body, conversationId, actorProperty, reviewAction } from "./openapi-helpers.js";

/** OpenAPI paths of conversations and their pending review. */
export const conversationPaths = {
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
};
