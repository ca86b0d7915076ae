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

/**
 * Robot state and run history of one cell (DESIGN §2), behind one interface so SQLite (the
 * embedded default) and PostgreSQL serve alike. Async because a server backend is.
 */
export interface CellStore {
  readonly backend: "sqlite" | "postgres";
  getState(): Promise<RobotState>;
  updatePosition(position: string): Promise<void>;
  updateTool(tool: string): Promise<void>;
  createRun(run: NewRun): Promise<void>;
  updateRunStatus(runId: string, status: RunStatus): Promise<void>;
  addStep(runId: string, step: NewRunStep): Promise<number>;
  updateStepState(stepId: number, state: StepState, error?: string | null): Promise<void>;
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
