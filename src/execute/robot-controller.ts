import type { PlanStep } from "../contracts/plan-step.js";

/**
 * What the executor asks of a robot: perform one verified step. The simulator implements it;
 * a real robot adapter (RAPID, URScript, ROS action client …) replaces it behind the same call.
 * Resolves when the step is done; rejects with a RobotControllerError when it fails or stops.
 */
export interface RobotController {
  readonly name: string;
  perform(step: PlanStep, context: { stepIndex: number; signal: AbortSignal }): Promise<void>;
}

export type RobotControllerErrorCode = "STEP_FAILED" | "STOPPED";

export class RobotControllerError extends Error {
  constructor(
    readonly code: RobotControllerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "RobotControllerError";
  }
}
