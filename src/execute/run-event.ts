import type { PlanStep } from "../contracts/plan-step.js";
import type { RobotState, RunStatus } from "../contracts/robot-state.js";

/** Progress of a run, streamed to front ends (server-sent events, the CLI progress display). */
export type RunEvent =
  | { type: "run-started"; runId: string; cell: string; totalSteps: number; correlationId: string }
  | { type: "run-step-started"; runId: string; stepIndex: number; step: PlanStep }
  | { type: "run-step-completed"; runId: string; stepIndex: number; step: PlanStep; state: RobotState }
  | { type: "run-step-failed"; runId: string; stepIndex: number; step: PlanStep; error: string }
  | { type: "run-finished"; runId: string; status: RunStatus; error: string | null };
