/** Errors of the LLM layer. Callers fall back to the rules result on any of them. */
export type LlmErrorCode =
  | "LLM_MISSING_KEY"
  | "LLM_BAD_CONFIG"
  | "LLM_TIMEOUT"
  | "LLM_HTTP_ERROR"
  | "LLM_CONNECTION"
  | "LLM_EMPTY_REPLY";

export class LlmError extends Error {
  readonly code: LlmErrorCode;
  constructor(code: LlmErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LlmError";
    this.code = code;
  }
}

/** Maps whatever a vendor SDK threw to an LlmError with a code (SDK errors carry `status`). */
export function toLlmError(vendor: string, error: unknown): LlmError {
  if (error instanceof LlmError) return error;
  const err = error as { name?: string; status?: number; message?: string };
  const name = err?.name ?? "";
  if (/timeout/i.test(name) || /timed? ?out/i.test(err?.message ?? "")) {
    return new LlmError("LLM_TIMEOUT", `${vendor}: the request timed out`, { cause: error });
  }
  if (typeof err?.status === "number") {
    return new LlmError("LLM_HTTP_ERROR", `${vendor}: HTTP ${err.status}: ${err.message ?? ""}`.trim(), {
      cause: error,
    });
  }
  return new LlmError("LLM_CONNECTION", `${vendor}: ${err?.message ?? String(error)}`, { cause: error });
}
