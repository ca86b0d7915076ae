import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "../contracts/http-fields.js";

export type { ApiErrorCode };

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

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
    return ERROR_STATUS[this.code];
  }
}

/** The `{error: {code, message}}` answer (the `Error` schema of the API document). */
export function errorResponse(
  context: Context,
  code: ApiErrorCode,
  message: string,
  headers?: Record<string, string>,
): Response {
  return context.json({ error: { code, message } }, ERROR_STATUS[code], headers);
}
