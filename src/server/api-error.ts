import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The closed set of error codes the HTTP API answers with (`{error: {code, message}}`). */
export type ApiErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "INTERNAL";

const STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** An expected failure of a request; only the HTTP layer turns it into a status code. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorResponse(
  context: Context,
  code: ApiErrorCode,
  message: string,
  headers?: Record<string, string>,
): Response {
  return context.json({ error: { code, message } }, STATUS[code], headers);
}
