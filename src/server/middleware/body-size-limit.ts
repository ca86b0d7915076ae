import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../api-error.js";

/** Refuses request bodies over `maxBytes` with 413 before they are read. */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (context) =>
      errorResponse(context, "PAYLOAD_TOO_LARGE", `the request body is larger than ${maxBytes} bytes`),
  });
}
