import type { LeaseAcquireResult, RunLease } from "./run-lease.js";
import type { SharedStateStore } from "./shared-state.js";
import type { RobotState, RunRecord, RunStatus, RunStepRecord, StepState } from "../contracts/robot-state.js";

export interface NewRun {
  run_id: string;
  operator_input: string;
  sequence_json: string;
  status?: RunStatus;
  /** The goals the plan was built from (JSON), kept for replay. */
  goal_json?: string;
  correlation_id?: string;
}

export interface NewRunStep {
  position: string;
  action: "move" | "routine";
  state?: StepState;
}

/** What a completed step changes in the robot state (nothing, the position, the tool or both). */
export interface RobotStateChange {
  position?: string;
  tool?: string;
}

/** Where a cell store keeps its tables: the cell's other shared state (checkpoints) goes beside them. */
export type StoreLocation =
  { backend: "sqlite"; file: string } | { backend: "postgres"; connectionString: string; schema: string };

/**
 * Robot state and run history of one cell (DESIGN §2) and its shared state (review audit,
 * assembly scene, learned composites), behind one interface so SQLite (the embedded default) and
 * PostgreSQL serve alike. Async because a server backend is. Reading runs
 * first closes a run whose lock holder is gone, so a dead run never shows as running.
 */
export interface CellStore extends SharedStateStore {
  readonly backend: "sqlite" | "postgres";
  readonly location: StoreLocation;
  getState(): Promise<RobotState>;
  updatePosition(position: string): Promise<void>;
  updateTool(tool: string): Promise<void>;
  createRun(run: NewRun): Promise<void>;
  updateRunStatus(runId: string, status: RunStatus): Promise<void>;
  addStep(runId: string, step: NewRunStep): Promise<number>;
  updateStepState(stepId: number, state: StepState, error?: string | null): Promise<void>;
  /** The step completed and the robot state it leaves, in one transaction (a crash keeps both or neither). */
  completeStep(stepId: number, change: RobotStateChange): Promise<void>;
  /** The step ended in error and its run failed, in one transaction. */
  failStep(stepId: number, error: string): Promise<void>;
  /**
   * Takes the cell's run lease, or takes over one whose holder is gone and closes that holder's
   * run as failed ('interrupted: …'), all in one transaction: one winner, always.
   */
  acquireRunLease(lease: RunLease): Promise<LeaseAcquireResult>;
  /** Extends the lease; false when it is no longer this holder's (taken over after it expired). */
  renewRunLease(holderId: string, expiresAt: string): Promise<boolean>;
  releaseRunLease(holderId: string): Promise<void>;
  /** Why a run was closed without finishing ('interrupted: …'), or null. */
  getRunInterruption(runId: string): Promise<string | null>;
  /** Runs started on a day, `YYYY-MM-DD` in UTC, oldest first. */
  getRunsByDate(date: string): Promise<RunRecord[]>;
  getLatestCompletedRun(): Promise<RunRecord | null>;
  getRun(runId: string): Promise<RunRecord | null>;
  getRunSteps(runId: string): Promise<RunStepRecord[]>;
  getRunGoal(runId: string): Promise<{ correlation_id: string; goal_json: string } | null>;
  /** Positions of the steps that ended in error. */
  getFailedPositions(runId: string): Promise<string[]>;
  /** Newest first. */
  listRuns(options?: { limit?: number; offset?: number }): Promise<RunRecord[]>;
  countRuns(): Promise<number>;
  close(): Promise<void>;
}
