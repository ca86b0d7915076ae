import type { StopMode } from "../contracts/stop-mode.js";

/** How the operator stops a run: the schema is a contract of the HTTP API (contracts/stop-mode.ts). */
export { StopModeSchema, type StopMode } from "../contracts/stop-mode.js";

export const DEFAULT_STOP_MODE: StopMode = "after-step";

/** What a front end tells the operator each mode does (the same words in the API, CLI and console). */
export const STOP_MODE_TEXT: Record<StopMode, string> = {
  "after-step": "stop after this step: the current step completes, no further step starts",
  now: "stop now: the current step is aborted and recorded as interrupted",
};
