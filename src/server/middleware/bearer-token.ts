import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../api-error.js";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Requires `Authorization: Bearer <token>` on every request it guards. The event stream may
 * also carry it as `?token=` because browsers' EventSource cannot set headers.
 */
export function bearerToken(token: string): MiddlewareHandler {
  return async function bearerTokenMiddleware(context, next) {
    const header = context.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const given = match?.[1] ?? context.req.query("token") ?? "";
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
