import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { ApiError, errorResponse } from "./api-error.js";
import { createIssuedConversations } from "./issued-conversations.js";
import { bearerToken } from "./middleware/bearer-token.js";
import { bodySizeLimit } from "./middleware/body-size-limit.js";
import { rateLimit } from "./middleware/rate-limit.js";
import { requestGuard } from "./middleware/request-guard.js";
import { serveApiDocument } from "./api-document.js";
import { docsRoutes } from "./routes/docs-routes.js";
import { siteRoutes } from "./routes/site-routes.js";
import { vendorRoutes } from "./routes/vendor-routes.js";
import { connectReplicaEvents } from "./replica-events.js";
import { CELL_API_PREFIX, documentCellApi, mountCellApi } from "./cell-api.js";
import { hostedCellName, type HostedCell } from "./hosted-cell.js";
import { createTurnEvents } from "./turn-events.js";
import type { ServerDependencies } from "./server-dependencies.js";
import { KnowledgeError } from "../knowledge/errors.js";
import { isConnectionFailure, StoreError } from "../store/errors.js";
import type { SharedEventChannel } from "../store/postgres-event-channel.js";

/** The console's static files: `web/` at the repository root, served as they are. */
export const WEB_DIR = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), "web");

export const DEFAULT_LIMITS = { maxBodyBytes: 16 * 1024, burst: 60, perSecond: 30 } as const;

/** The default cell's parts (today's `/api/…` paths) and, optionally, more cells beside it. */
export interface AppOptions extends HostedCell {
  /** More cells: every cell, the default one too, is also served under `/api/cells/{cell}/…`. */
  otherCells?: readonly HostedCell[];
  /** When set, every /api request needs `Authorization: Bearer <token>`. */
  token?: string | null;
  maxBodyBytes?: number;
  /** Per-client token bucket; null turns rate limiting off (benchmarks). */
  rateLimit?: { burst: number; perSecond: number } | null;
  /** Host names accepted besides IP literals and localhost (DNS rebinding); "*" accepts any. */
  allowedHosts?: readonly string[];
  /** Origins besides the server's own that may change things (start, approve, stop). */
  allowedOrigins?: readonly string[];
  /** The console's folder; null serves the API only. */
  webDir?: string | null;
  newId?: () => string;
  now?: () => Date;
  heartbeatMs?: number;
}

const CONSOLE_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Strict headers everywhere; the API reference's renderer needs inline styles, on its pages only. */
function securityHeaders(): MiddlewareHandler {
  const strict = secureHeaders({ contentSecurityPolicy: CONSOLE_POLICY });
  const docs = secureHeaders({
    contentSecurityPolicy: { ...CONSOLE_POLICY, styleSrc: ["'self'", "'unsafe-inline'"] },
  });
  return (context, next) =>
    context.req.path === "/docs" || context.req.path.startsWith("/docs/")
      ? docs(context, next)
      : strict(context, next);
}

/** Builds every route; testable with `app.request()` without a socket (`listen.ts` starts it). */
export function createApp(options: AppOptions): OpenAPIHono {
  const hosted = [options, ...(options.otherCells ?? [])];
  const names = hosted.map(hostedCellName);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new ApiError("BAD_REQUEST", `cell '${twice}' is given twice; each cell is served once`);
  const cells: ServerDependencies[] = hosted.map((cell) => {
    const turnEvents = createTurnEvents();
    return {
      cell: cell.cell,
      store: cell.store,
      conversations: cell.conversations,
      audit: cell.audit,
      scene: cell.scene ?? null,
      graph: cell.graph ?? null,
      issued: createIssuedConversations({ now: options.now }),
      turnEvents,
      replicaEvents: connectReplicaEvents(cell.sharedEvents ?? null, cell.conversations, turnEvents),
      newId: options.newId ?? randomUUID,
      now: options.now ?? (() => new Date()),
      heartbeatMs: options.heartbeatMs ?? 15_000,
    };
  });
  const limits = options.rateLimit === undefined ? DEFAULT_LIMITS : options.rateLimit;
  const app = new OpenAPIHono();

  app.onError((error, context) => {
    if (error instanceof ApiError) return errorResponse(context, error.code, error.message);
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(context, "BAD_REQUEST", error.message);
    }
    // The store went away (PostgreSQL stopped, the network cut): whichever layer noticed it, the
    // client learns the request was not completed and may try again; the pool reconnects by itself.
    if (isConnectionFailure(error)) {
      const cause =
        error instanceof StoreError ? error.message : `the database connection failed: ${error.message}`;
      return errorResponse(
        context,
        "SERVICE_UNAVAILABLE",
        `the cell's store is unavailable (${cause}); the request was not completed, try again once it is back`,
        { "Retry-After": "5" },
      );
    }
    // Neo4j unreachable: nothing is planned on a graph that cannot be read now.
    if (error instanceof KnowledgeError && error.code === "BACKEND_UNAVAILABLE") {
      return errorResponse(context, "SERVICE_UNAVAILABLE", error.message);
    }
    process.stderr.write(`cellpilot serve: ${error.stack ?? String(error)}\n`);
    return errorResponse(context, "INTERNAL", "the server failed to answer this request; see the server log");
  });
  app.notFound((context) =>
    errorResponse(context, "NOT_FOUND", `no route ${context.req.method} ${context.req.path}`),
  );

  app.use("*", securityHeaders());
  if (limits) app.use("/api/*", rateLimit({ capacity: limits.burst, refillPerSecond: limits.perSecond }));
  app.use("/api/*", bodySizeLimit(options.maxBodyBytes ?? DEFAULT_LIMITS.maxBodyBytes));
  app.use(
    "*",
    requestGuard({ allowedHosts: options.allowedHosts ?? [], allowedOrigins: options.allowedOrigins ?? [] }),
  );
  // Origins on the list (an MES dashboard) may call the API from their pages: the browser's
  // preflight gets CORS answers for them and no one else. Preflights carry no token.
  const allowedOrigins = options.allowedOrigins ?? [];
  if (allowedOrigins.length > 0) {
    app.use(
      "/api/*",
      cors({
        origin: [...allowedOrigins],
        allowMethods: ["GET", "POST"],
        allowHeaders: ["content-type", "authorization", "prefer", "x-cellpilot-actor"],
        maxAge: 600,
      }),
    );
  }
  if (options.token) app.use("/api/*", bearerToken(options.token));

  // The default cell keeps today's paths; every cell (it too) is also under /api/cells/<name>/…,
  // mounted through a plain Hono so the document lists those paths once, templated.
  const auth = Boolean(options.token);
  mountCellApi((path, routes) => app.route(path, routes), "/api", cells[0], auth);
  app.route("/api", siteRoutes(cells));
  const perCell = new Hono();
  cells.forEach((deps, index) =>
    mountCellApi(
      (path, routes) => perCell.route(path, routes),
      `${CELL_API_PREFIX}/${names[index]}`,
      deps,
      auth,
    ),
  );
  app.route("/", perCell);
  app.all(`${CELL_API_PREFIX}/:cell/*`, (context) => {
    const cell = context.req.param("cell");
    if (names.includes(cell)) {
      return errorResponse(context, "NOT_FOUND", `no route ${context.req.method} ${context.req.path}`);
    }
    return errorResponse(
      context,
      "NOT_FOUND",
      `no cell '${cell}' on this server (cells: ${names.join(", ")}); GET ${CELL_API_PREFIX} lists them`,
    );
  });
  documentCellApi(app);
  serveApiDocument(app);
  app.route("/", docsRoutes());

  const webDir = options.webDir === undefined ? WEB_DIR : options.webDir;
  if (webDir) {
    app.route("/vendor", vendorRoutes());
    app.use("/*", serveStatic({ root: webDir }));
  }
  return app;
}
