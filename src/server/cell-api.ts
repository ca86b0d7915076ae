import type { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { CellPathSchema } from "../contracts/http-site.js";
import { ErrorBodySchema } from "../contracts/http-fields.js";
import { cellRoutes } from "./routes/cell-routes.js";
import { conversationRoutes } from "./routes/conversation-routes.js";
import { eventRoutes } from "./routes/event-routes.js";
import { historyRoutes } from "./routes/history-routes.js";
import { runControlRoutes } from "./routes/run-control-routes.js";
import type { ServerDependencies } from "./server-dependencies.js";

/** Where the API of one cell of several lives: `/api/cells/{cell}/…`. */
export const CELL_API_PREFIX = "/api/cells";

/** Every route of one cell's API, handed to `mount` with its path (`/api…` for the default cell). */
export function mountCellApi(
  mount: (path: string, routes: OpenAPIHono) => void,
  prefix: string,
  deps: ServerDependencies,
  auth: boolean,
): void {
  mount(prefix, cellRoutes(deps, auth));
  mount(`${prefix}/conversations`, conversationRoutes(deps));
  mount(prefix, runControlRoutes(deps));
  mount(prefix, historyRoutes(deps));
  mount(prefix, eventRoutes(deps));
}

type RouteDefinition = {
  type: "route";
  route: {
    path: string;
    operationId?: string;
    summary?: string;
    request?: { params?: z.ZodObject };
    responses: Record<string, unknown>;
  };
};

const NO_SUCH_CELL = {
  description: "No cell of that name on this server, or no such conversation, review or run",
  content: {
    "application/json": {
      schema: ErrorBodySchema,
      example: {
        error: { code: "NOT_FOUND", message: "no cell 'paint' on this server (cells: welding, sandwich)" },
      },
    },
  },
};

/**
 * Documents every operation of the default cell's `/api/…` once more under
 * `/api/cells/{cell}/…`: the same schemas, a `cell` path parameter, `…InCell` operation ids and
 * a 404 for a cell the server does not host. Call after the default cell's routes are mounted.
 */
export function documentCellApi(app: OpenAPIHono): void {
  const definitions = app.openAPIRegistry.definitions.filter(
    (definition): definition is RouteDefinition & (typeof app.openAPIRegistry.definitions)[number] =>
      definition.type === "route" &&
      definition.route.path.startsWith("/api/") &&
      !definition.route.path.startsWith(`${CELL_API_PREFIX}`),
  );
  for (const { route } of definitions) {
    const params = route.request?.params;
    app.openAPIRegistry.registerPath({
      ...(route as never as Parameters<typeof app.openAPIRegistry.registerPath>[0]),
      path: `${CELL_API_PREFIX}/{cell}${route.path.slice("/api".length)}`,
      operationId: `${route.operationId}InCell`,
      request: {
        ...route.request,
        params: params ? CellPathSchema.extend(params.shape) : CellPathSchema,
      },
      responses: { ...route.responses, 404: NO_SUCH_CELL },
    });
  }
}
