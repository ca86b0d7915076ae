import fc from "fast-check";

/**
 * Property tests draw fresh random cases on a developer's machine, so each run explores new
 * inputs; under CI they start from one seed, so a build passes or fails on the code, not on the
 * draw. A failure prints its seed; `FC_SEED=<seed> npx vitest run <file>` replays it anywhere.
 */
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20_261_123 : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ seed });
