import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ExecutableGoal } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import { NO_TOOL, type RunStatus } from "../contracts/robot-state.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { writeActionsYaml } from "../plan/actions-yaml.js";
import { toSimulatedState } from "../contracts/robot-state.js";
import type { CellStore } from "../store/cell-store.js";
import { verifyPlan } from "../verify/verify-plan.js";
import type { RunEvent } from "./run-event.js";
import { RobotControllerError, type RobotController } from "./robot-controller.js";
import { acquireRunLock, runLockFile } from "./run-lock.js";

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
  signal?: AbortSignal;
}

export type ExecuteRunResult =
  | { kind: "finished"; runId: string; status: RunStatus; completedSteps: number; totalSteps: number; error: string | null; actionsFile: string }
  /** Nothing ran: the cell is busy, or the plan no longer verifies from the current state. */
  | { kind: "refused"; code: "CELL_BUSY" | "STALE_PLAN"; message: string; verification?: VerificationResult };

/**
 * Runs verified steps on a robot controller, one run per cell at a time. Re-verifies against the
 * robot's current state first (it may have moved since the review), records `runs` and
 * `run_steps` exactly per the schema, writes the robot state after every completed step, and
 * leaves it at the last completed step when a step fails or the run is stopped.
 */
export async function executeRun(input: ExecuteRunInput, deps: ExecutorDependencies): Promise<ExecuteRunResult> {
  const { snapshot, store, controller, emit } = deps;
  const cell = snapshot.data.cell;
  const lock = acquireRunLock(runLockFile(deps.dataDir, cell), { pid: process.pid, runId: input.runId, startedAt: new Date().toISOString() });
  if (!lock.ok) {
    const holder = lock.holder ? ` (run ${lock.holder.runId}, started ${lock.holder.startedAt} by process ${lock.holder.pid})` : "";
    return { kind: "refused", code: "CELL_BUSY", message: `The ${cell} cell is busy: another run is in progress${holder}. Wait for it to finish or stop it, then try again.` };
  }
  try {
    if (lock.staleHolder) await closeInterruptedRun(store, lock.staleHolder.runId);
    const verification = verifyPlan(snapshot, toSimulatedState(await store.getState()), input.steps);
    if (!verification.valid) {
      return { kind: "refused", code: "STALE_PLAN", message: `The plan no longer verifies from the robot's current state:\n${verification.feedback}`, verification };
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
    emit({ type: "run-started", runId: input.runId, cell, totalSteps: input.steps.length, correlationId: input.correlationId });
    const signal = deps.signal ?? new AbortController().signal;
    let completed = 0;
    for (const [stepIndex, step] of input.steps.entries()) {
      const position = step.action === "move" ? step.target : (step.position ?? step.target);
      const stepId = await store.addStep(input.runId, { position, action: step.action, state: "running" });
      emit({ type: "run-step-started", runId: input.runId, stepIndex, step });
      try {
        await controller.perform(step, { stepIndex, signal });
      } catch (error) {
        const message = error instanceof RobotControllerError ? error.message : `robot error: ${(error as Error).message}`;
        await store.updateStepState(stepId, "error", message);
        await store.updateRunStatus(input.runId, "failed");
        emit({ type: "run-step-failed", runId: input.runId, stepIndex, step, error: message });
        emit({ type: "run-finished", runId: input.runId, status: "failed", error: message });
        return { kind: "finished", runId: input.runId, status: "failed", completedSteps: completed, totalSteps: input.steps.length, error: message, actionsFile };
      }
      await applyStepEffect(snapshot, store, step);
      await store.updateStepState(stepId, "completed");
      completed++;
      emit({ type: "run-step-completed", runId: input.runId, stepIndex, step, state: await store.getState() });
    }
    await store.updateRunStatus(input.runId, "completed");
    emit({ type: "run-finished", runId: input.runId, status: "completed", error: null });
    return { kind: "finished", runId: input.runId, status: "completed", completedSteps: completed, totalSteps: input.steps.length, error: null, actionsFile };
  } finally {
    lock.release();
  }
}

/** The robot state after a step: a move changes the position, a tool change routine the tool (as the verifier simulates it). */
async function applyStepEffect(snapshot: GraphSnapshot, store: CellStore, step: PlanStep): Promise<void> {
  if (step.action === "move") {
    await store.updatePosition(step.target);
    return;
  }
  const effect = snapshot.routines.get(step.target)?.effect;
  if (effect === "attach_tool") {
    const tool = step.tool ?? snapshot.toolAtStandPosition.get(step.position ?? "");
    if (tool) await store.updateTool(tool);
  } else if (effect === "release_tool") {
    await store.updateTool(NO_TOOL);
  }
}

function writeActions(dataDir: string, input: ExecuteRunInput): string {
  const folder = join(dataDir, "runs");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${input.runId}.actions.yaml`);
  const yaml = writeActionsYaml({ name: "Robot Sequence", description: input.description ?? input.operatorInput, correlation_id: input.correlationId, steps: input.steps });
  writeFileSync(file, yaml);
  return file;
}

/** A run whose process died mid-run stays `running` in history; mark it failed when its stale lock is taken over. */
async function closeInterruptedRun(store: CellStore, runId: string): Promise<void> {
  const run = await store.getRun(runId);
  if (run?.status !== "running") return;
  for (const step of await store.getRunSteps(runId)) {
    if (step.state === "running" || step.state === "pending") await store.updateStepState(step.step_id, "error", "interrupted: the process running it stopped");
  }
  await store.updateRunStatus(runId, "failed");
}
