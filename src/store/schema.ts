/**
 * The robot state and run history tables, exactly as DESIGN §2 fixes them (contract), plus
 * tables of cellpilot's own beside them. Plain portable SQL: SQLite and PostgreSQL run it as is.
 */
export const CONTRACT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS robot_state (id INTEGER PRIMARY KEY CHECK (id = 1), current_position TEXT NOT NULL,
  current_tool TEXT NOT NULL, last_updated TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS runs (run_id TEXT PRIMARY KEY, operator_input TEXT NOT NULL, sequence_json TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending','running','completed','failed')),
  started_at TEXT NOT NULL, finished_at TEXT)`,
  `CREATE TABLE IF NOT EXISTS run_steps (step_id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL,
  position TEXT NOT NULL, action TEXT NOT NULL CHECK (action IN ('move','routine')),
  state TEXT NOT NULL CHECK (state IN ('pending','running','completed','error')), error TEXT,
  started_at TEXT NOT NULL, finished_at TEXT, FOREIGN KEY (run_id) REFERENCES runs (run_id))`,
];

/** The goals each run was planned from (so "do that again" can re-plan the same work), the run lock and interruptions. */
export const EXTRA_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS run_goals (run_id TEXT PRIMARY KEY, correlation_id TEXT NOT NULL, goal_json TEXT NOT NULL,
  FOREIGN KEY (run_id) REFERENCES runs (run_id))`,
  `CREATE INDEX IF NOT EXISTS runs_started_at ON runs (started_at)`,
  // The run lock: at most one lease row per cell (see run-lease.ts).
  `CREATE TABLE IF NOT EXISTS run_lease (id INTEGER PRIMARY KEY CHECK (id = 1), holder_id TEXT NOT NULL,
  run_id TEXT NOT NULL, host TEXT NOT NULL, pid INTEGER NOT NULL, boot_id TEXT NOT NULL, pid_namespace TEXT NOT NULL,
  process_start TEXT NOT NULL, acquired_at TEXT NOT NULL, expires_at TEXT NOT NULL)`,
  // Why a run was closed as failed without finishing: its process stopped or its lease expired.
  `CREATE TABLE IF NOT EXISTS run_interruptions (run_id TEXT PRIMARY KEY, reason TEXT NOT NULL,
  interrupted_at TEXT NOT NULL, FOREIGN KEY (run_id) REFERENCES runs (run_id))`,
  `CREATE INDEX IF NOT EXISTS run_steps_run_id ON run_steps (run_id)`,
];
