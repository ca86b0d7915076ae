import type { PlanStep } from "../contracts/plan-step.js";
import type { RobotState, RunStatus } from "../contracts/robot-state.js";

/** Progress of a run, streamed to front ends (server-sent events, the CLI progress display). */
export type RunEvent =
  | {
      type: "run-started";
      runId: string;
      cell: string;
      totalSteps: number;
      correlationId: string;
      /** The steps in order (front ends draw the path and the step list from them). */
      steps?: PlanStep[];
      /** The conversation whose request started the run (set by the conversation service). */
      conversationId?: string;
    }
  | { type: "run-step-started"; runId: string; stepIndex: number; step: PlanStep }
  | { type: "run-step-completed"; runId: string; stepIndex: number; step: PlanStep; state: RobotState }
  | { type: "run-step-failed"; runId: string; stepIndex: number; step: PlanStep; error: string }
  | { type: "run-finished"; runId: string; status: RunStatus; error: string | null };
