import { setFlagsFromString } from "node:v8";

/** V8 settings for a long-running server, unless the operator chose their own (NODE_OPTIONS). */
const SERVER_HEAP_FLAGS = ["--semi-space-growth-factor=1", "--heap-growing-percent=20"];

/**
 * Keeps a busy server's heap near what it holds. Left alone, V8 grows the young generation to
 * 32 MB under sustained load and lets the old generation reach several times its live size
 * before collecting: `cellpilot serve` rose past 200 MB resident after 30,000 plan requests while
 * ~32 MB were live. These two settings are read when V8 next resizes (unlike the heap size flags,
 * fixed at start-up), so they can be set here; what they cost is in docs/benchmarks.md.
 */
export function limitHeapGrowth(env: NodeJS.ProcessEnv = process.env, execArgv = process.execArgv): boolean {
  const chosen = [env.NODE_OPTIONS ?? "", ...execArgv].join(" ");
  if (/semi-space|heap-growing/.test(chosen)) return false;
  for (const flag of SERVER_HEAP_FLAGS) setFlagsFromString(flag);
  return true;
}
