import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { SceneState } from "../assembly/scene-state.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationService } from "../workflow/conversation-service.js";
import { ApiError, errorResponse } from "./api-error.js";
import type { CellView } from "./cell-view.js";
import { createConversationTranscripts } from "./conversation-transcripts.js";
import { bearerToken } from "./middleware/bearer-token.js";
import { bodySizeLimit } from "./middleware/body-size-limit.js";
import { rateLimit } from "./middleware/rate-limit.js";
import { openApiDocument } from "./openapi-document.js";
import type { ReviewAuditLog } from "./review-audit-log.js";
import { cellRoutes } from "./routes/cell-routes.js";
import { conversationRoutes } from "./routes/conversation-routes.js";
import { eventRoutes } from "./routes/event-routes.js";
import { historyRoutes } from "./routes/history-routes.js";
import { runControlRoutes } from "./routes/run-control-routes.js";
import type { ServerDependencies } from "./server-dependencies.js";

/** The console's static files: `web/` at the repository root, served as they are. */
export const WEB_DIR = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), "web");

export const DEFAULT_LIMITS = { maxBodyBytes: 16 * 1024, burst: 60, perSecond: 30 } as const;

export interface AppOptions {
  cell: CellView;
  store: CellStore;
  conversations: ConversationService;
  audit: ReviewAuditLog;
  /** Assembly cells: reads the saved scene for GET /api/state. */
  scene?: (() => SceneState) | null;
  /** When set, every /api request needs `Authorization: Bearer <token>`. */
  token?: string | null;
  maxBodyBytes?: number;
  /** Per-client token bucket; null turns rate limiting off (benchmarks). */
  rateLimit?: { burst: number; perSecond: number } | null;
  /** The console's folder; null serves the API only. */
  webDir?: string | null;
  newId?: () => string;
  now?: () => Date;
  heartbeatMs?: number;
}

/** Builds every route; testable with `app.request()` without a socket (`listen.ts` starts it). */
export function createApp(options: AppOptions): Hono {
  const deps: ServerDependencies = {
    cell: options.cell,
    store: options.store,
    conversations: options.conversations,
    audit: options.audit,
    scene: options.scene ?? null,
    transcripts: createConversationTranscripts({ now: options.now }),
    newId: options.newId ?? randomUUID,
    now: options.now ?? (() => new Date()),
    heartbeatMs: options.heartbeatMs ?? 15_000,
  };
  const limits = options.rateLimit === undefined ? DEFAULT_LIMITS : options.rateLimit;
  const app = new Hono();

  app.onError((error, context) => {
    if (error instanceof ApiError) return errorResponse(context, error.code, error.message);
    process.stderr.write(`cellpilot serve: ${error.stack ?? String(error)}\n`);
    return errorResponse(context, "INTERNAL", "the server failed to answer this request; see the server log");
  });
  app.notFound((context) =>
    errorResponse(context, "NOT_FOUND", `no route ${context.req.method} ${context.req.path}`),
  );

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use("/api/*", bodySizeLimit(options.maxBodyBytes ?? DEFAULT_LIMITS.maxBodyBytes));
  if (limits) app.use("/api/*", rateLimit({ capacity: limits.burst, refillPerSecond: limits.perSecond }));
  if (options.token) app.use("/api/*", bearerToken(options.token));

  app.get("/openapi.json", (context) => context.json(openApiDocument));
  app.get("/api/health", (context) =>
    context.json({
      ok: true,
      cell: deps.cell.snapshot.data.cell,
      kind: deps.cell.kind,
      auth: Boolean(options.token),
    }),
  );
  app.route("/api/conversations", conversationRoutes(deps));
  app.route("/api", cellRoutes(deps));
  app.route("/api", runControlRoutes(deps));
  app.route("/api", historyRoutes(deps));
  app.route("/api", eventRoutes(deps));

  const webDir = options.webDir === undefined ? WEB_DIR : options.webDir;
  if (webDir) app.use("/*", serveStatic({ root: webDir }));
  return app;
}
