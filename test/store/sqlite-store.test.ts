import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { cellDatabaseFile, resolveDataDir } from "../../src/store/data-dir.js";
import { openCellStore } from "../../src/store/open-cell-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { describeStoreBehaviour } from "./store-behaviour.js";

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

describeStoreBehaviour("SQLite", (key, options) =>
  openSqliteStore({ file: join(temp.dir, `${key}.sqlite`), ...options }),
);

let fileCounter = 0;
const newFile = () => join(temp.dir, `store-${++fileCounter}.sqlite`);
const initialState = { position: "Home", tool: "none" };

describe("SQLite store specifics", () => {
  it("reads a robot state another process wrote, and its own writes, at the next read", async () => {
    const file = newFile();
    const store = openSqliteStore({ file, initialState });
    expect(await store.getState()).toMatchObject({ current_position: "Home", current_tool: "none" });
    const other = new Database(file); // another process's connection
    other
      .prepare("UPDATE robot_state SET current_position = 'Pos_2', current_tool = 'Camera' WHERE id = 1")
      .run();
    expect(await store.getState()).toMatchObject({ current_position: "Pos_2", current_tool: "Camera" });
    await store.updatePosition("Safe_Pos_2");
    expect((await store.getState()).current_position).toBe("Safe_Pos_2");
    other.prepare("UPDATE robot_state SET current_tool = 'none' WHERE id = 1").run();
    expect(await store.getState()).toMatchObject({ current_position: "Safe_Pos_2", current_tool: "none" });
    const read = await store.getState();
    read.current_position = "changed by a caller";
    expect((await store.getState()).current_position).toBe("Safe_Pos_2");
    other.close();
    await store.close();
  });

  it("creates exactly the DESIGN schemas", async () => {
    const file = newFile();
    await openSqliteStore({ file, initialState }).close();
    const db = new Database(file, { readonly: true });
    const sql = (name: string) =>
      (db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(name) as { sql: string }).sql;
    expect(["robot_state", "runs", "run_steps"].map((name) => `${sql(name)};`).join("\n")).toBe(
      DESIGN_SCHEMA,
    );
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
    await expect(again.addStep("no-such-run", { position: "Home", action: "move" })).rejects.toThrow(
      /FOREIGN KEY/,
    );
    await again.close();
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
