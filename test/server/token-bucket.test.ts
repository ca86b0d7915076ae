import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTokenBucketLimiter } from "../../src/server/token-bucket.js";

describe("the token bucket", () => {
  it("never allows more than burst + rate × elapsed requests, whatever the timing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 200 }),
        (capacity, refillPerSecond, gaps) => {
          let time = 0;
          const limiter = createTokenBucketLimiter({ capacity, refillPerSecond, now: () => time });
          let allowed = 0;
          for (const gap of gaps) {
            time += gap;
            if (limiter.take("client").allowed) allowed++;
          }
          expect(allowed).toBeLessThanOrEqual(capacity + Math.floor((time / 1000) * refillPerSecond) + 1e-9);
        },
      ),
    );
  });

  it("keeps clients apart and refills with time", () => {
    let time = 0;
    const limiter = createTokenBucketLimiter({ capacity: 2, refillPerSecond: 1, now: () => time });
    expect([limiter.take("a").allowed, limiter.take("a").allowed, limiter.take("a").allowed]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take("b").allowed).toBe(true);
    time += 1000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it("forgets the least recently seen clients beyond its bound", () => {
    const limiter = createTokenBucketLimiter({
      capacity: 1,
      refillPerSecond: 0.001,
      now: () => 0,
      maxClients: 2,
    });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c"); // evicts a
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("c").allowed).toBe(false);
  });
});
