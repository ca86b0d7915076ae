import { spawn } from "node:child_process";
import { resolve } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from "../../src/store/migrations.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { CONTRACT_SCHEMA, postgresDialect } from "../../src/store/schema.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { openCellCheckpointer } from "../../src/workflow/open-checkpointer.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const cluster = startPostgresCluster();
const url = "url" in cluster ? cluster.url : null;
const temp = makeTempDir("cellpilot-migrations-");
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";
const initialState = { position: "Home", tool: "none" };
const allVersions = MIGRATIONS.map((migration) => migration.version);

describe("schema migrations", () => {
  it("are numbered 1, 2, … without gaps", () => {
    expect(allVersions).toEqual(allVersions.map((_, index) => index + 1));
    expect(LATEST_SCHEMA_VERSION).toBe(allVersions.length);
  });
});

describe("SQLite schema migrations", () => {
  const versions = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (
        db.prepare("SELECT version FROM schema_version ORDER BY version").all() as Array<{ version: number }>
      ).map((row) => row.version);
    } finally {
      db.close();
    }
  };

  it("a new cell file gets every migration once; opening it again applies none", async () => {
    const file = `${temp.dir}/fresh.sqlite`;
    await openSqliteStore({ file, initialState }).close();
    await openSqliteStore({ file, initialState }).close();
    expect(versions(file)).toEqual(allVersions);
  });

  it("processes opening one new cell file at once: each migration once, every process opens it", async () => {
    const file = `${temp.dir}/race.sqlite`;
    // The built store (npm install builds dist/), opened by separate Node processes.
    const storeModule = resolve("dist/store/sqlite-store.js");
    const script = `const { openSqliteStore } = await import(process.env.STORE_MODULE);
      const store = openSqliteStore({ file: process.env.CELL_FILE, initialState: { position: "Home", tool: "none" } });
      console.log((await store.getState()).current_position); await store.close();`;
    const outputs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((done, fail) => {
            const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
              env: { ...process.env, STORE_MODULE: storeModule, CELL_FILE: file },
            });
            let output = "";
            child.stdout.on("data", (chunk) => (output += chunk));
            child.stderr.on("data", (chunk) => (output += chunk));
            child.on("error", fail);
            child.on("close", (code) => (code === 0 ? done(output.trim()) : fail(new Error(output))));
          }),
      ),
    );
    expect(outputs).toEqual(["Home", "Home", "Home", "Home"]);
    expect(versions(file)).toEqual(allVersions);
  }, 60_000);

  it("a file made before versioning is brought up to date and keeps its rows", async () => {
    const file = `${temp.dir}/old.sqlite`;
    const db = new Database(file);
    for (const statement of CONTRACT_SCHEMA) db.exec(statement);
    db.prepare("INSERT INTO robot_state VALUES (1, 'Pos_3', 'Welder', '2026-01-01T00:00:00.000Z')").run();
    db.close();
    const store = openSqliteStore({ file, initialState });
    try {
      expect(await store.getState()).toMatchObject({ current_position: "Pos_3", current_tool: "Welder" });
      expect(await store.countRuns()).toBe(0);
    } finally {
      await store.close();
    }
    expect(versions(file)).toEqual(allVersions);
  });
});

describe.skipIf(!url)(`PostgreSQL schema migrations${skipReason}`, () => {
  const versions = async (schema: string) => {
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    try {
      const rows = await client.query(`SELECT version FROM ${schema}.schema_version ORDER BY version`);
      return rows.rows.map((row) => row.version as number);
    } finally {
      await client.end();
    }
  };

  it("stores and checkpointers of many processes opening one new cell at once: each migration once", async () => {
    const schema = "cellpilot_race";
    const stores = Array.from({ length: 6 }, () =>
      openPostgresStore({ connectionString: url!, schema, initialState }),
    );
    const checkpointers = Array.from({ length: 3 }, () =>
      openCellCheckpointer({ backend: "postgres", connectionString: url!, schema }, "unused"),
    );
    try {
      const [states, tuples] = await Promise.all([
        Promise.all(stores.map((store) => store.getState())),
        Promise.all(
          checkpointers.map((checkpointer) =>
            checkpointer.saver.getTuple({ configurable: { thread_id: "none", checkpoint_ns: "" } }),
          ),
        ),
      ]);
      expect(states.every((state) => state.current_position === "Home")).toBe(true);
      expect(tuples).toEqual([undefined, undefined, undefined]);
    } finally {
      await Promise.all([...stores, ...checkpointers].map((each) => each.close()));
    }
    expect(await versions(schema)).toEqual(allVersions);
  });

  it("a schema made before versioning is brought up to date and keeps its rows", async () => {
    const schema = "cellpilot_old";
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);
      for (const statement of CONTRACT_SCHEMA) await client.query(postgresDialect(statement));
      await client.query("INSERT INTO robot_state VALUES (1, 'Pos_3', 'Welder', '2026-01-01T00:00:00.000Z')");
    } finally {
      await client.end();
    }
    const store = openPostgresStore({ connectionString: url!, schema, initialState });
    try {
      expect(await store.getState()).toMatchObject({ current_position: "Pos_3", current_tool: "Welder" });
    } finally {
      await store.close();
    }
    expect(await versions(schema)).toEqual(allVersions);
  });
});
