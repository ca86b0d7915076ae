import { z } from "zod";

/**
 * How the operator stops a run. `after-step` (the default) lets the current step finish — a weld
 * being stabilised completes — and starts no further step; `now` aborts the current step on the
 * controller, and the step is recorded as interrupted with the controller's state.
 */
export const StopModeSchema = z.enum(["after-step", "now"]);
export type StopMode = z.infer<typeof StopModeSchema>;
