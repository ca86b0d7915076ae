import type { ExecutableGoal } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { verifyPlan } from "../verify/verify-plan.js";
import { buildPlan } from "./build-plan.js";
import type { PlanError } from "./errors.js";
import type { SimulatedState } from "../contracts/robot-state.js";

export type PlanAndVerifyResult =
  | { ok: true; goal: ExecutableGoal; steps: PlanStep[]; verification: VerificationResult; notes: string[] }
  | { ok: false; goal: ExecutableGoal; error: PlanError; verification?: VerificationResult; notes: string[] };

/** Builds the plan for a goal and verifies it from the same state: the pure core of `plan`. */
export function planAndVerify(
  snapshot: GraphSnapshot,
  state: SimulatedState,
  goal: ExecutableGoal,
): PlanAndVerifyResult {
  const plan = buildPlan(snapshot, state, goal);
  if (!plan.ok) return { ok: false, goal, error: plan.error, notes: plan.notes };
  const verification = verifyPlan(snapshot, state, plan.steps);
  if (!verification.valid) {
    return {
      ok: false,
      goal,
      error: { code: "NOT_EXECUTABLE", message: `The plan failed verification:\n${verification.feedback}` },
      verification,
      notes: plan.notes,
    };
  }
  return { ok: true, goal, steps: plan.steps, verification, notes: plan.notes };
}
