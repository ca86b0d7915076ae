import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../api-error.js";

export const EVENT_STREAM_PATH = "/api/events";
/** The event stream of one cell of several: `/api/cells/{cell}/events`. */
const CELL_EVENT_STREAM_PATH = /^\/api\/cells\/[A-Za-z0-9_-]+\/events$/;

const isEventStream = (path: string) => path === EVENT_STREAM_PATH || CELL_EVENT_STREAM_PATH.test(path);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Requires `Authorization: Bearer <token>` on every request it guards. Only the event stream
 * may carry it as `?token=` (browsers' EventSource cannot set headers); anywhere else a token
 * in the URL would end up in logs and history, so it is not accepted.
 */
export function bearerToken(token: string): MiddlewareHandler {
  return async function bearerTokenMiddleware(context, next) {
    const header = context.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const streaming = context.req.method === "GET" && isEventStream(context.req.path);
    const given = match?.[1] ?? (streaming ? context.req.query("token") : undefined) ?? "";
    if (!given || !sameSecret(given, token)) {
      return errorResponse(
        context,
        "UNAUTHORIZED",
        "this server needs 'Authorization: Bearer <CELLPILOT_TOKEN>'",
        {
          "WWW-Authenticate": 'Bearer realm="cellpilot"',
        },
      );
    }
    await next();
  };
}
