import type { PlanAndVerifyResult } from "./plan-and-verify.js";

/** Plans made for one command unless `MAX_PLAN_ATTEMPTS` says otherwise (DESIGN §3). */
const DEFAULT_MAX_PLAN_ATTEMPTS = 3;

/** How many plans one command may take (the first and its repairs): `MAX_PLAN_ATTEMPTS`, 1 to 10. */
export function maxPlanAttempts(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MAX_PLAN_ATTEMPTS);
  return Number.isInteger(value) && value >= 1 && value <= 10 ? value : DEFAULT_MAX_PLAN_ATTEMPTS;
}

/** Where the repair loop goes after a failed plan. */
export type RepairStep =
  | { kind: "repair"; planAttempt: number; validationErrors: string[] }
  | { kind: "give-up"; attempts: number; validationErrors: string[] };

export interface FailedPlanAttempt {
  /** The failed plan's attempt number (DESIGN §3 `plan_attempt`), 0 for the first. */
  planAttempt: number;
  maxAttempts: number;
  /** Why it failed, one line each: the parser gets them back as `validation_errors`. */
  errors: string[];
  /** False when another attempt cannot differ (no language model to read the command again). */
  repairable?: boolean;
}

/**
 * The repair loop's one rule (DESIGN §3), shared by `cellpilot plan` and the workflow's
 * planning, verification and run nodes: a failed plan goes back to the parser with its errors
 * as the next attempt until `maxAttempts` plans were made; then the caller gives up and says why.
 */
export function nextPlanAttempt(failed: FailedPlanAttempt): RepairStep {
  const planAttempt = failed.planAttempt + 1;
  if (failed.repairable !== false && planAttempt < failed.maxAttempts)
    return { kind: "repair", planAttempt, validationErrors: failed.errors };
  return { kind: "give-up", attempts: planAttempt, validationErrors: failed.errors };
}

/** A verifier's or planner's explanation as `validation_errors`: one entry per line. */
export function feedbackLines(feedback: string): string[] {
  return feedback.split("\n").filter(Boolean);
}

/** Why a plan failed, as `validation_errors`: the verifier's feedback, else the planner's error. */
export function planFailureErrors(result: Extract<PlanAndVerifyResult, { ok: false }>): string[] {
  return feedbackLines(result.verification?.feedback ?? result.error.message);
}
