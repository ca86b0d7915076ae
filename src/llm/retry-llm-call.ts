/**
 * Retries of an LLM call, done here rather than by the SDKs (they are built with maxRetries 0):
 * an SDK's retry sleep keeps running after the caller gave up (one of them does not even take the
 * abort signal), so a 429 with `Retry-After: 50` kept a finished command alive for 50 s. Here
 * every wait ends when the signal aborts, and a server that asks for a longer wait than a call is
 * worth is not waited for: the caller falls back to the rules at once.
 */
export const MAX_RETRY_WAIT_MS = 10_000;

interface SdkError {
  name?: string;
  status?: number;
  headers?: { get?: (name: string) => string | null } | Record<string, string>;
}

function header(error: SdkError, name: string): string | null {
  const headers = error.headers;
  if (!headers) return null;
  if (typeof headers.get === "function") return headers.get(name);
  return (headers as Record<string, string>)[name] ?? null;
}

/** Whether an SDK error is worth another attempt: timeouts, lost connections, 408/409/429/5xx. */
function isRetryable(error: unknown): boolean {
  const err = error as SdkError;
  if (/abort/i.test(err?.name ?? "")) return false;
  if (typeof err?.status !== "number") return true;
  return err.status === 408 || err.status === 409 || err.status === 429 || err.status >= 500;
}

/** The wait the server asked for (Retry-After in seconds or as a date, or retry-after-ms), else backoff. */
export function retryDelayMs(error: unknown, attempt: number, now = Date.now()): number {
  const err = error as SdkError;
  const milliseconds = Number.parseFloat(header(err, "retry-after-ms") ?? "");
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const retryAfter = header(err, "retry-after");
  if (retryAfter) {
    const seconds = Number.parseFloat(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return Math.min(500 * 2 ** attempt, 8_000) * (1 - Math.random() * 0.25);
}

function abortableDelay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export async function retryLlmCall<T>(
  call: () => Promise<T>,
  options: { maxRetries: number; signal?: AbortSignal },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (options.signal?.aborted || attempt >= options.maxRetries || !isRetryable(error)) throw error;
      const wait = retryDelayMs(error, attempt);
      if (wait > MAX_RETRY_WAIT_MS) throw error;
      await abortableDelay(wait, options.signal);
    }
  }
}
