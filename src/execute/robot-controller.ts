import type { PlanStep } from "../contracts/plan-step.js";
import type { ControllerHealth } from "../contracts/controller-health.js";
import type { SimulatedState } from "../contracts/robot-state.js";

export type { ControllerHealth };

/**
 * What the executor asks of a robot: perform one verified step. The simulator implements it;
 * a real robot adapter (OPC UA, RAPID, URScript, ROS action client …) replaces it behind the same
 * call. Resolves when the step is done; rejects with a RobotControllerError when it fails or stops.
 */
export interface RobotController {
  readonly name: string;
  perform(step: PlanStep, context: { stepIndex: number; signal: AbortSignal }): Promise<void>;
  /**
   * Where the robot really is and what it holds, from a controller that knows (not the simulator):
   * read at the start of every request and run, and recorded when a step is interrupted.
   */
  readState?(): Promise<SimulatedState>;
  health?(): ControllerHealth;
  close?(): Promise<void>;
}

export type RobotControllerErrorCode =
  "STEP_FAILED" | "STOPPED" | "REFUSED" | "TIMEOUT" | "CONNECTION_LOST" | "UNAVAILABLE" | "BAD_ENDPOINT";

export class RobotControllerError extends Error {
  constructor(
    readonly code: RobotControllerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "RobotControllerError";
  }
}
