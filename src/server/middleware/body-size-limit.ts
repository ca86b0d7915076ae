import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../api-error.js";

/** Refuses request bodies over `maxBytes` with 413 before they are read. */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]["onError"] = (context) =>
    errorResponse(context, "PAYLOAD_TOO_LARGE", `the request body is larger than ${maxBytes} bytes`);
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  // Hono's check reads `body`, which makes the Node server build a full web Request (stream, abort
  // signal) for every request, about a fifth of a small request's cost. A request without a body,
  // or with a declared length and no chunked encoding, is judged here the same way without it.
  return async (context, next) => {
    const method = context.req.method;
    if (method === "GET" || method === "HEAD" || method === "TRACE") return next();
    const length = context.req.header("content-length");
    if (length === undefined || context.req.header("transfer-encoding") !== undefined)
      return limit(context, next);
    return parseInt(length || "0", 10) > maxBytes ? tooLarge(context) : next();
  };
}
