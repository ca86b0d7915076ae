import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../api-error.js";
import { clientAddress } from "../client-address.js";
import { createTokenBucketLimiter, type TokenBucketOptions } from "../token-bucket.js";

/** Limits requests per client address with a token bucket; 429 with Retry-After when empty. */
export function rateLimit(options: TokenBucketOptions): MiddlewareHandler {
  const limiter = createTokenBucketLimiter(options);
  return async function rateLimitMiddleware(context, next) {
    const result = limiter.take(clientAddress(context));
    if (!result.allowed) {
      return errorResponse(
        context,
        "RATE_LIMITED",
        `too many requests from this client: at most ${options.capacity} at once and ${options.refillPerSecond} per second; retry in ${result.retryAfterSeconds} s`,
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    }
    await next();
  };
}
