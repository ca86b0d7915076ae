import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { RobotState, RunRecord, RunStepRecord } from "../contracts/robot-state.js";
import type { CellStore, NewRun, NewRunStep } from "./cell-store.js";
import { CONTRACT_SCHEMA, EXTRA_SCHEMA } from "./schema.js";

export interface SqliteStoreOptions {
  /** The database file, or ":memory:". */
  file: string;
  initialState: { position: string; tool: string };
  now?: () => Date;
}

/** The embedded store: one SQLite file per cell, WAL mode, every write in a transaction. */
export function openSqliteStore(options: SqliteStoreOptions): CellStore {
  if (options.file !== ":memory:") mkdirSync(dirname(options.file), { recursive: true });
  const db = new Database(options.file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  db.transaction(() => {
    for (const statement of [...CONTRACT_SCHEMA, ...EXTRA_SCHEMA]) db.exec(statement);
    db.prepare(
      "INSERT INTO robot_state (id, current_position, current_tool, last_updated) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    ).run(options.initialState.position, options.initialState.tool, now());
  })();

  const statements = {
    getState: db.prepare("SELECT current_position, current_tool, last_updated FROM robot_state WHERE id = 1"),
    updatePosition: db.prepare("UPDATE robot_state SET current_position = ?, last_updated = ? WHERE id = 1"),
    updateTool: db.prepare("UPDATE robot_state SET current_tool = ?, last_updated = ? WHERE id = 1"),
    createRun: db.prepare(
      "INSERT INTO runs (run_id, operator_input, sequence_json, status, started_at, finished_at) VALUES (?, ?, ?, ?, ?, NULL)",
    ),
    createRunGoal: db.prepare("INSERT INTO run_goals (run_id, correlation_id, goal_json) VALUES (?, ?, ?)"),
    updateRunStatus: db.prepare("UPDATE runs SET status = ?, finished_at = ? WHERE run_id = ?"),
    addStep: db.prepare(
      "INSERT INTO run_steps (run_id, position, action, state, error, started_at, finished_at) VALUES (?, ?, ?, ?, NULL, ?, NULL)",
    ),
    updateStepState: db.prepare("UPDATE run_steps SET state = ?, error = ?, finished_at = ? WHERE step_id = ?"),
    runsByDate: db.prepare("SELECT * FROM runs WHERE started_at >= ? AND started_at < ? ORDER BY started_at, rowid"),
    latestCompleted: db.prepare(
      "SELECT * FROM runs WHERE status = 'completed' ORDER BY started_at DESC, rowid DESC LIMIT 1",
    ),
    getRun: db.prepare("SELECT * FROM runs WHERE run_id = ?"),
    getRunSteps: db.prepare("SELECT * FROM run_steps WHERE run_id = ? ORDER BY step_id"),
    getRunGoal: db.prepare("SELECT correlation_id, goal_json FROM run_goals WHERE run_id = ?"),
    failedPositions: db.prepare("SELECT position FROM run_steps WHERE run_id = ? AND state = 'error' ORDER BY step_id"),
    listRuns: db.prepare("SELECT * FROM runs ORDER BY started_at DESC, rowid DESC LIMIT ? OFFSET ?"),
    countRuns: db.prepare("SELECT COUNT(*) AS count FROM runs"),
  };

  const nextDay = (date: string) => {
    const day = new Date(`${date}T00:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  };

  return {
    backend: "sqlite",
    getState: async () => statements.getState.get() as RobotState,
    updatePosition: async (position) => {
      statements.updatePosition.run(position, now());
    },
    updateTool: async (tool) => {
      statements.updateTool.run(tool, now());
    },
    createRun: async (run: NewRun) => {
      db.transaction(() => {
        statements.createRun.run(run.run_id, run.operator_input, run.sequence_json, run.status ?? "pending", now());
        if (run.goal_json !== undefined) {
          statements.createRunGoal.run(run.run_id, run.correlation_id ?? run.run_id, run.goal_json);
        }
      })();
    },
    updateRunStatus: async (runId, status) => {
      const finished = status === "completed" || status === "failed" ? now() : null;
      statements.updateRunStatus.run(status, finished, runId);
    },
    addStep: async (runId, step: NewRunStep) =>
      Number(statements.addStep.run(runId, step.position, step.action, step.state ?? "pending", now()).lastInsertRowid),
    updateStepState: async (stepId, state, error = null) => {
      const finished = state === "completed" || state === "error" ? now() : null;
      statements.updateStepState.run(state, error, finished, stepId);
    },
    getRunsByDate: async (date) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
      return statements.runsByDate.all(`${date}T00:00:00.000Z`, nextDay(date)) as RunRecord[];
    },
    getLatestCompletedRun: async () => (statements.latestCompleted.get() as RunRecord | undefined) ?? null,
    getRun: async (runId) => (statements.getRun.get(runId) as RunRecord | undefined) ?? null,
    getRunSteps: async (runId) => statements.getRunSteps.all(runId) as RunStepRecord[],
    getRunGoal: async (runId) =>
      (statements.getRunGoal.get(runId) as { correlation_id: string; goal_json: string } | undefined) ?? null,
    getFailedPositions: async (runId) =>
      (statements.failedPositions.all(runId) as Array<{ position: string }>).map((row) => row.position),
    listRuns: async ({ limit = 20, offset = 0 } = {}) => statements.listRuns.all(limit, offset) as RunRecord[],
    countRuns: async () => (statements.countRuns.get() as { count: number }).count,
    close: async () => {
      db.close();
    },
  };
}
