/** Errors of the store layer, each with a code from a closed set. */
export type StoreErrorCode = "STORE_UNAVAILABLE" | "STORE_CONFIG";

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreError";
    this.code = code;
  }
}

// How a PostgreSQL server that went away shows up: the socket's errors, SQLSTATE class 08
// (connection exception), the server shutting down (57P01–57P03), or node-postgres's own words.
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const CONNECTION_MESSAGES =
  /connection terminated|not queryable|timeout exceeded when trying to connect|query read timeout|terminating connection|the database system is (starting up|shutting down)/i;

/** Whether an error means the database server cannot be reached (as opposed to a bad query). */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof StoreError) return current.code === "STORE_UNAVAILABLE";
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || /^(08|57P0[1-3])/.test(code)))
      return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    current = current.cause;
  }
  return false;
}
