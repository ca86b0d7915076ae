import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { cellDatabaseFile, resolveDataDir } from "../../src/store/data-dir.js";
import { openCellStore } from "../../src/store/open-cell-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const temp = makeTempDir();
afterAll(temp.cleanup);

/** DESIGN §2's schemas, verbatim (contract). */
const DESIGN_SCHEMA = `CREATE TABLE robot_state (id INTEGER PRIMARY KEY CHECK (id = 1), current_position TEXT NOT NULL,
  current_tool TEXT NOT NULL, last_updated TEXT NOT NULL);
CREATE TABLE runs (run_id TEXT PRIMARY KEY, operator_input TEXT NOT NULL, sequence_json TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending','running','completed','failed')),
  started_at TEXT NOT NULL, finished_at TEXT);
CREATE TABLE run_steps (step_id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL,
  position TEXT NOT NULL, action TEXT NOT NULL CHECK (action IN ('move','routine')),
  state TEXT NOT NULL CHECK (state IN ('pending','running','completed','error')), error TEXT,
  started_at TEXT NOT NULL, finished_at TEXT, FOREIGN KEY (run_id) REFERENCES runs (run_id));`;

/** A clock that moves one second per reading, from a fixed day. */
function steppingClock(start = "2026-03-14T10:00:00.000Z") {
  let time = Date.parse(start);
  return () => {
    const now = new Date(time);
    time += 1000;
    return now;
  };
}

let fileCounter = 0;
const newFile = () => join(temp.dir, `store-${++fileCounter}.sqlite`);
const initialState = { position: "Home", tool: "none" };

describe("SQLite store", () => {
  it("creates exactly the DESIGN schemas", async () => {
    const file = newFile();
    await openSqliteStore({ file, initialState }).close();
    const db = new Database(file, { readonly: true });
    const sql = (name: string) => (db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(name) as { sql: string }).sql;
    expect(["robot_state", "runs", "run_steps"].map((name) => `${sql(name)};`).join("\n")).toBe(DESIGN_SCHEMA);
    db.close();
    const design = join(process.cwd(), "..", "shared", "DESIGN.md");
    if (existsSync(design)) expect(readFileSync(design, "utf8")).toContain(DESIGN_SCHEMA);
  });

  it("runs in WAL mode with foreign keys on", async () => {
    const file = newFile();
    const store = openSqliteStore({ file, initialState });
    await store.updatePosition("Safe_Pos_1");
    expect(existsSync(`${file}-wal`)).toBe(true);
    await store.close();
    const db = new Database(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
    const again = openSqliteStore({ file, initialState });
    await expect(again.addStep("no-such-run", { position: "Home", action: "move" })).rejects.toThrow(/FOREIGN KEY/);
    await again.close();
  });

  it("starts at the cell's initial state; updatePosition and updateTool stamp last_updated", async () => {
    const store = openSqliteStore({ file: newFile(), initialState, now: steppingClock() });
    expect(await store.getState()).toEqual({ current_position: "Home", current_tool: "none", last_updated: "2026-03-14T10:00:00.000Z" });
    await store.updatePosition("Pos_1");
    await store.updateTool("Welder");
    expect(await store.getState()).toEqual({ current_position: "Pos_1", current_tool: "Welder", last_updated: "2026-03-14T10:00:02.000Z" });
    expect(store.backend).toBe("sqlite");
    await store.close();
  });

  it("reopening keeps the state and history (the initial state is not written again)", async () => {
    const file = newFile();
    const first = openSqliteStore({ file, initialState });
    await first.updatePosition("Pos_2");
    await first.updateTool("Camera");
    await first.createRun({ run_id: "r1", operator_input: "inspect 2", sequence_json: "[]", goal_json: '{"goal":"release_tool"}' });
    await first.close();
    const second = openSqliteStore({ file, initialState });
    expect(await second.getState()).toMatchObject({ current_position: "Pos_2", current_tool: "Camera" });
    expect(await second.getRun("r1")).toMatchObject({ operator_input: "inspect 2", status: "pending" });
    expect(await second.getRunGoal("r1")).toEqual({ correlation_id: "r1", goal_json: '{"goal":"release_tool"}' });
    await second.close();
  });

  it("records runs and steps: create, status, steps, failed positions", async () => {
    const store = openSqliteStore({ file: newFile(), initialState, now: steppingClock() });
    await store.createRun({ run_id: "r1", operator_input: "weld at 1", sequence_json: '[{"id":1}]', correlation_id: "c1", goal_json: "{}" });
    expect(await store.getRun("r1")).toEqual({
      run_id: "r1",
      operator_input: "weld at 1",
      sequence_json: '[{"id":1}]',
      status: "pending",
      started_at: "2026-03-14T10:00:01.000Z",
      finished_at: null,
    });
    await store.updateRunStatus("r1", "running");
    expect(await store.getRun("r1")).toMatchObject({ status: "running", finished_at: null });
    const first = await store.addStep("r1", { position: "Safe_Pos_1", action: "move" });
    const second = await store.addStep("r1", { position: "Pos_1", action: "routine", state: "running" });
    expect(second).toBeGreaterThan(first);
    await store.updateStepState(first, "completed");
    await store.updateStepState(second, "error", "weld_quality_check failed");
    const steps = await store.getRunSteps("r1");
    expect(steps.map((step) => [step.step_id, step.position, step.action, step.state, step.error])).toEqual([
      [first, "Safe_Pos_1", "move", "completed", null],
      [second, "Pos_1", "routine", "error", "weld_quality_check failed"],
    ]);
    expect(steps.every((step) => step.finished_at !== null)).toBe(true);
    expect(await store.getFailedPositions("r1")).toEqual(["Pos_1"]);
    await store.updateRunStatus("r1", "failed");
    expect((await store.getRun("r1"))!.finished_at).not.toBeNull();
    expect(await store.getRun("nope")).toBeNull();
    expect(await store.getRunGoal("nope")).toBeNull();
    await store.close();
  });

  it("refuses values outside the CHECK constraints", async () => {
    const store = openSqliteStore({ file: newFile(), initialState });
    await expect(store.createRun({ run_id: "r", operator_input: "x", sequence_json: "[]", status: "paused" as never })).rejects.toThrow(/CHECK/);
    await store.createRun({ run_id: "r", operator_input: "x", sequence_json: "[]" });
    await expect(store.addStep("r", { position: "Home", action: "jump" as never })).rejects.toThrow(/CHECK/);
    await store.close();
  });

  it("createRun is one transaction: a refused goal row leaves no run behind", async () => {
    const file = newFile();
    const store = openSqliteStore({ file, initialState });
    await store.createRun({ run_id: "a", operator_input: "x", sequence_json: "[]", goal_json: "{}" });
    // A second run claiming the first's goal row: the run insert succeeds, the goal insert fails.
    const db = new Database(file);
    db.exec("DROP TABLE run_goals; CREATE TABLE run_goals (run_id TEXT PRIMARY KEY, correlation_id TEXT NOT NULL, goal_json TEXT NOT NULL CHECK (length(goal_json) < 3))");
    db.close();
    const reopened = openSqliteStore({ file, initialState });
    await expect(reopened.createRun({ run_id: "b", operator_input: "y", sequence_json: "[]", goal_json: '{"goal":"move"}' })).rejects.toThrow(/CHECK/);
    expect(await reopened.getRun("b")).toBeNull();
    expect(await reopened.countRuns()).toBe(1);
    await reopened.close();
    await store.close();
  });

  it("finds runs by day, the latest completed run, and pages the history newest first", async () => {
    let clock = Date.parse("2026-03-13T23:59:57.000Z"); // the first reading stamps robot_state
    const store = openSqliteStore({ file: newFile(), initialState, now: () => new Date((clock += 1000)) });
    for (const id of ["d1", "d2", "d3", "d4"]) await store.createRun({ run_id: id, operator_input: id, sequence_json: "[]" });
    // d1 at 23:59:59 on the 13th; d2.. on the 14th.
    await store.updateRunStatus("d2", "completed");
    await store.updateRunStatus("d3", "completed");
    expect((await store.getRunsByDate("2026-03-13")).map((run) => run.run_id)).toEqual(["d1"]);
    expect((await store.getRunsByDate("2026-03-14")).map((run) => run.run_id)).toEqual(["d2", "d3", "d4"]);
    expect(await store.getRunsByDate("14 March")).toEqual([]);
    expect((await store.getLatestCompletedRun())!.run_id).toBe("d3");
    expect((await store.listRuns({ limit: 2 })).map((run) => run.run_id)).toEqual(["d4", "d3"]);
    expect((await store.listRuns({ limit: 2, offset: 2 })).map((run) => run.run_id)).toEqual(["d2", "d1"]);
    expect(await store.countRuns()).toBe(4);
    await store.close();
    const empty = openSqliteStore({ file: newFile(), initialState });
    expect(await empty.getLatestCompletedRun()).toBeNull();
    await empty.close();
  });

  it("openCellStore puts one <cell>.sqlite in the data directory; the default is .cellpilot or CELLPILOT_DATA_DIR", async () => {
    const dataDir = join(temp.dir, "data");
    const store = openCellStore(loadGraphSnapshot("welding"), dataDir);
    await store.close();
    expect(existsSync(join(dataDir, "welding.sqlite"))).toBe(true);
    expect(cellDatabaseFile("/d", "welding")).toBe("/d/welding.sqlite");
    const saved = process.env.CELLPILOT_DATA_DIR;
    try {
      delete process.env.CELLPILOT_DATA_DIR;
      expect(resolveDataDir()).toBe(join(process.cwd(), ".cellpilot"));
      process.env.CELLPILOT_DATA_DIR = "/var/lib/cellpilot";
      expect(resolveDataDir()).toBe("/var/lib/cellpilot");
      expect(resolveDataDir("./mine")).toBe(join(process.cwd(), "mine"));
    } finally {
      if (saved === undefined) delete process.env.CELLPILOT_DATA_DIR;
      else process.env.CELLPILOT_DATA_DIR = saved;
    }
  });
});
