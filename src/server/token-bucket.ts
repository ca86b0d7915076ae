/**
 * Per-client token buckets: each client may burst `capacity` requests, refilled at
 * `refillPerSecond`. Pure apart from the clock passed in; the map of clients is bounded so a
 * flood of addresses cannot grow memory without end.
 */
export interface TokenBucketOptions {
  capacity: number;
  refillPerSecond: number;
  /** Milliseconds; injected so tests control time. */
  now?: () => number;
  maxClients?: number;
}

export interface TakeResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until one token is available again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface TokenBucketLimiter {
  take(clientKey: string): TakeResult;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createTokenBucketLimiter(options: TokenBucketOptions): TokenBucketLimiter {
  const now = options.now ?? (() => performance.now());
  const maxClients = options.maxClients ?? 10_000;
  const buckets = new Map<string, Bucket>();
  return {
    take(clientKey) {
      const time = now();
      let bucket = buckets.get(clientKey);
      if (bucket) {
        const elapsedSeconds = Math.max(0, time - bucket.updatedAt) / 1000;
        bucket.tokens = Math.min(options.capacity, bucket.tokens + elapsedSeconds * options.refillPerSecond);
        bucket.updatedAt = time;
        buckets.delete(clientKey); // re-inserted below: the map stays ordered by last use
      } else {
        bucket = { tokens: options.capacity, updatedAt: time };
        if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string);
      }
      buckets.set(clientKey, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
      }
      const retryAfterSeconds = Math.ceil((1 - bucket.tokens) / options.refillPerSecond);
      return { allowed: false, remaining: 0, retryAfterSeconds };
    },
  };
}
