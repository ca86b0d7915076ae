import type { OpenAPIHono } from "@hono/zod-openapi";

type DocumentConfig = Parameters<OpenAPIHono["getOpenAPI31Document"]>[0];

/** The parts of the API document that are not routes: what it is, its tags and how it is secured. */
export const API_DOCUMENT: DocumentConfig = {
  openapi: "3.1.0",
  info: {
    title: "cellpilot HTTP API",
    version: "1.0.0",
    description:
      "Talk to a robot work cell: conversations, the pending review and its actions, dry-run planning, run history and run progress as server-sent events. Every error is `{error: {code, message}}` with a message that names the problem. Requests that change something need `Content-Type: application/json` and, from a browser, the server's own origin (or one on CELLPILOT_ALLOWED_ORIGINS); every request needs a Host that is an IP address, localhost or on CELLPILOT_ALLOWED_HOSTS.",
    license: { name: "MIT", identifier: "MIT" } as DocumentConfig["info"]["license"],
  },
  servers: [{ url: "/", description: "This server" }],
  security: [{}, { bearer: [] }],
  tags: [
    { name: "cell", description: "The cell graph, the robot state and dry-run planning" },
    { name: "conversation", description: "Conversations and their turns" },
    { name: "review", description: "The pending human review, its actions and the audit" },
    { name: "history", description: "Runs: history, replay and stopping" },
    { name: "events", description: "Run progress as server-sent events" },
    {
      name: "site",
      description:
        "A server hosting several cells: the overview of all of them; each cell's API is also under /api/cells/{cell}/…",
    },
  ],
};

/** Registers the security schemes the routes name and serves the document at `/openapi.json`. */
export function serveApiDocument(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description:
      "CELLPILOT_TOKEN, needed on /api/* when the server has one (always when it binds beyond loopback)",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "tokenQuery", {
    type: "apiKey",
    in: "query",
    name: "token",
    description:
      "The same token in the URL: accepted on GET /api/events only (EventSource cannot send headers)",
  });
  app.doc31("/openapi.json", API_DOCUMENT);
}
