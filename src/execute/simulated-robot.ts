import type { PlanStep } from "../contracts/plan-step.js";
import { describeFault, type FaultSpec } from "./fault-injection.js";
import { RobotControllerError, type ControllerHealth, type RobotController } from "./robot-controller.js";
import { stepSeconds } from "./step-duration.js";

/** The in-process simulator's health: always there, nothing to reach over a network. */
export const SIMULATOR_HEALTH: ControllerHealth = {
  kind: "simulator",
  endpoint: null,
  connected: true,
  lastError: null,
  lastContact: null,
};

export interface SimulatedRobotOptions {
  moveSeconds: number;
  /** Multiplies every duration: 1 real time, 0.1 ten times faster, 0 instant (tests). */
  timeScale: number;
  fault?: FaultSpec | null;
  /** Injected for tests; defaults to a timer that honours the abort signal. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new RobotControllerError("STOPPED", "stopped by the operator"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RobotControllerError("STOPPED", "stopped by the operator"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The simulated robot: each step takes its time, and an injected fault fails its step. */
export function createSimulatedRobot(options: SimulatedRobotOptions): RobotController {
  const sleep = options.sleep ?? abortableSleep;
  return {
    name: "simulator",
    async perform(step: PlanStep, context: { stepIndex: number; signal: AbortSignal }) {
      if (context.signal.aborted) throw new RobotControllerError("STOPPED", "stopped by the operator");
      const ms = stepSeconds(step, options.moveSeconds) * options.timeScale * 1000;
      if (ms > 0) await sleep(ms, context.signal);
      else await Promise.resolve();
      const fault = options.fault;
      const location = step.action === "move" ? step.target : step.position;
      if (
        fault &&
        ((fault.kind === "step" && fault.step === context.stepIndex + 1) ||
          (fault.kind === "position" && fault.position === location))
      ) {
        throw new RobotControllerError(
          "STEP_FAILED",
          `injected fault at ${describeFault(fault)}: step ${step.id} '${step.name}' failed`,
        );
      }
    },
  };
}
