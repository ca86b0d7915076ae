/**
 * The OpenAPI 3 description of the HTTP API, served at /openapi.json. Written by hand beside the
 * routes; a test checks that every route of the app is described here and nothing else is.
 */
import { cellPaths } from "./openapi-cell-paths.js";
import { openApiComponents } from "./openapi-components.js";
import { conversationPaths } from "./openapi-conversation-paths.js";

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
  paths: { ...cellPaths, ...conversationPaths },
  components: openApiComponents,
} as const;
