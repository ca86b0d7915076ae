import type { PlanStep } from "../contracts/plan-step.js";

/**
 * Simulated seconds of one step before scaling: a move takes the cell's `move_seconds`, a routine
 * its `stabilize` time (the SUPPORTED_AT metadata).
 */
export function stepSeconds(step: PlanStep, moveSeconds: number): number {
  return step.action === "move" ? moveSeconds : (step.stabilize ?? 0);
}

/** The estimated duration of a plan, in simulated seconds (shown in the approval question). */
export function planSeconds(steps: PlanStep[], moveSeconds: number): number {
  return steps.reduce((total, step) => total + stepSeconds(step, moveSeconds), 0);
}
