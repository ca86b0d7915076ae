import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ExecutableGoal } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import { NO_TOOL, type RunStatus } from "../contracts/robot-state.js";
import type { RobotStateChange } from "../store/cell-store.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { writeActionsYaml } from "../plan/actions-yaml.js";
import { toSimulatedState } from "../contracts/robot-state.js";
import type { CellStore } from "../store/cell-store.js";
import { verifyPlan } from "../verify/verify-plan.js";
import type { RunEvent } from "./run-event.js";
import { RobotControllerError, type RobotController } from "./robot-controller.js";
import { acquireRunLock, describeHolder } from "./run-lock.js";

export interface ExecuteRunInput {
  runId: string;
  correlationId: string;
  operatorInput: string;
  goal: ExecutableGoal;
  steps: PlanStep[];
  description?: string;
}

export interface ExecutorDependencies {
  snapshot: GraphSnapshot;
  store: CellStore;
  controller: RobotController;
  dataDir: string;
  emit: (event: RunEvent) => void;
  /** Aborts the current step ("stop now"): it is recorded as interrupted. */
  signal?: AbortSignal;
  /** True once the operator asked to stop after the current step: no further step starts. */
  stopAfterStep?: () => boolean;
  /** How long the run lock's lease lasts without a heartbeat (default 30 s). */
  leaseMs?: number;
}

export type ExecuteRunResult =
  | {
      kind: "finished";
      runId: string;
      status: RunStatus;
      completedSteps: number;
      totalSteps: number;
      error: string | null;
      actionsFile: string;
    }
  /** Nothing ran: the cell is busy, or the plan no longer verifies from the current state. */
  | { kind: "refused"; code: "CELL_BUSY" | "STALE_PLAN"; message: string; verification?: VerificationResult };

/**
 * Runs verified steps on a robot controller, one run per cell at a time. Re-verifies against the
 * robot's current state first (it may have moved since the review), records `runs` and
 * `run_steps` exactly per the schema, writes the robot state after every completed step, and
 * leaves it at the last completed step when a step fails or the run is stopped.
 */
export async function executeRun(
  input: ExecuteRunInput,
  deps: ExecutorDependencies,
): Promise<ExecuteRunResult> {
  const { snapshot, store, controller, emit } = deps;
  const cell = snapshot.data.cell;
  const lostLease = new AbortController();
  const lock = await acquireRunLock(store, input.runId, {
    leaseMs: deps.leaseMs,
    onLost: (reason) => lostLease.abort(reason),
  });
  if (!lock.ok) {
    return {
      kind: "refused",
      code: "CELL_BUSY",
      message: `The ${cell} cell is busy: another run is in progress (${describeHolder(lock.holder)}). Wait for it to finish or stop it, then try again.`,
    };
  }
  try {
    const verification = verifyPlan(snapshot, toSimulatedState(await store.getState()), input.steps);
    if (!verification.valid) {
      return {
        kind: "refused",
        code: "STALE_PLAN",
        message: `The plan no longer verifies from the robot's current state:\n${verification.feedback}`,
        verification,
      };
    }
    const actionsFile = writeActions(deps.dataDir, input);
    await store.createRun({
      run_id: input.runId,
      operator_input: input.operatorInput,
      sequence_json: JSON.stringify(input.steps),
      status: "running",
      goal_json: JSON.stringify(input.goal),
      correlation_id: input.correlationId,
    });
    emit({
      type: "run-started",
      runId: input.runId,
      cell,
      totalSteps: input.steps.length,
      correlationId: input.correlationId,
      steps: input.steps,
    });
    // A lost lease stops the robot like "stop now": another process may own the cell by then.
    const signal = deps.signal ? AbortSignal.any([deps.signal, lostLease.signal]) : lostLease.signal;
    let completed = 0;
    const finish = async (
      status: RunStatus,
      error: string | null,
      recorded = false,
    ): Promise<ExecuteRunResult> => {
      if (!recorded) await store.updateRunStatus(input.runId, status);
      emit({ type: "run-finished", runId: input.runId, status, error });
      const result = { runId: input.runId, completedSteps: completed, totalSteps: input.steps.length };
      return { kind: "finished", ...result, status, error, actionsFile };
    };
    for (const [stepIndex, step] of input.steps.entries()) {
      if (stepIndex > 0 && deps.stopAfterStep?.()) {
        return finish(
          "failed",
          `stopped by the operator after step ${stepIndex} of ${input.steps.length} (stop after this step)`,
        );
      }
      const position = step.action === "move" ? step.target : (step.position ?? step.target);
      const stepId = await store.addStep(input.runId, { position, action: step.action, state: "running" });
      emit({ type: "run-step-started", runId: input.runId, stepIndex, step });
      try {
        await controller.perform(step, { stepIndex, signal });
      } catch (error) {
        const message = lostLease.signal.aborted
          ? `interrupted: ${String(lostLease.signal.reason)}`
          : error instanceof RobotControllerError && error.code === "STOPPED"
            ? await interruptedMessage(store, controller, step)
            : error instanceof RobotControllerError
              ? error.message
              : `robot error: ${(error as Error).message}`;
        await store.failStep(stepId, message);
        emit({ type: "run-step-failed", runId: input.runId, stepIndex, step, error: message });
        return finish("failed", message, true);
      }
      await store.completeStep(stepId, stepEffect(snapshot, step));
      completed++;
      emit({
        type: "run-step-completed",
        runId: input.runId,
        stepIndex,
        step,
        state: await store.getState(),
      });
    }
    return finish("completed", null);
  } finally {
    // A release that fails (the store went away) leaves a lease this process no longer holds:
    // the next reader or run sees it as left behind and closes it.
    await lock.release().catch(() => {});
  }
}

/**
 * "Stop now": the step is recorded as interrupted, with where the controller reports the robot
 * (a controller that cannot tell: the last confirmed state), so the operator knows what happened.
 */
async function interruptedMessage(
  store: CellStore,
  controller: RobotController,
  step: PlanStep,
): Promise<string> {
  const reported = await controller.readState?.().catch(() => null);
  const confirmed = await store.getState();
  const position = reported?.position ?? confirmed.current_position;
  const tool = reported?.tool ?? confirmed.current_tool;
  const source = reported ? "the controller reports" : "last confirmed";
  return `stopped by the operator: '${step.name}' interrupted (stop now); ${source}: at ${position}, tool ${tool}`;
}

/** The robot state after a step: a move changes the position, a tool change routine the tool (as the verifier simulates it). */
export function stepEffect(snapshot: GraphSnapshot, step: PlanStep): RobotStateChange {
  if (step.action === "move") return { position: step.target };
  const effect = snapshot.routines.get(step.target)?.effect;
  if (effect === "attach_tool") {
    const tool = step.tool ?? snapshot.toolAtStandPosition.get(step.position ?? "");
    return tool ? { tool } : {};
  }
  return effect === "release_tool" ? { tool: NO_TOOL } : {};
}

function writeActions(dataDir: string, input: ExecuteRunInput): string {
  const folder = join(dataDir, "runs");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${input.runId}.actions.yaml`);
  const yaml = writeActionsYaml({
    name: "Robot Sequence",
    description: input.description ?? input.operatorInput,
    correlation_id: input.correlationId,
    steps: input.steps,
  });
  writeFileSync(file, yaml);
  return file;
}
