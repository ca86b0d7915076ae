// A separate process taking the cell's run lock (from the built dist/), for the lock tests:
//   race <sqlite|postgres> <file|url> <schema> → prints "ready", on "go" races and prints {"ok":…},
//     on "release" lets go and exits
//   hold <sqlite|postgres> <file|url> <schema> <runId> → starts a run, prints "holding", waits to be killed
import { createInterface } from "node:readline";
import { acquireRunLock } from "../../../dist/execute/run-lock.js";
import { openPostgresStore } from "../../../dist/store/postgres-store.js";
import { openSqliteStore } from "../../../dist/store/sqlite-store.js";

const [mode, backend, target, schema, ...rest] = process.argv.slice(2);
const initialState = { position: "Home", tool: "none" };
const store =
  backend === "postgres"
    ? openPostgresStore({ connectionString: target, schema, initialState })
    : openSqliteStore({ file: target, initialState });

if (mode === "race") {
  // The parent says "go" once every racer is connected and "release" once every racer has
  // answered, so a racer slow to start cannot arrive after the winner let go.
  const lines = createInterface({ input: process.stdin });
  const said = (word) => new Promise((resolve) => lines.on("line", (line) => line === word && resolve()));
  const go = said("go");
  const release = said("release");
  await store.getState(); // connected before the start line, so the race is on the lock itself
  process.stdout.write("ready\n");
  await go;
  const lock = await acquireRunLock(store, `race-${process.pid}`);
  process.stdout.write(JSON.stringify({ ok: lock.ok, pid: process.pid }) + "\n");
  await release;
  if (lock.ok) await lock.release();
  lines.close();
  await store.close();
} else if (mode === "hold") {
  const [runId] = rest;
  const lock = await acquireRunLock(store, runId, { leaseMs: 60_000 });
  if (!lock.ok) throw new Error("the cell is busy");
  await store.createRun({ run_id: runId, operator_input: "go home", sequence_json: "[]", status: "running" });
  await store.addStep(runId, { position: "Home", action: "move", state: "running" });
  process.stdout.write("holding\n");
  setInterval(() => {}, 1000);
}
