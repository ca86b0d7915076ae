import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireRunLock } from "../../src/execute/run-lock.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { currentProcessIdentity } from "../../src/store/process-identity.js";
import type { RunLease } from "../../src/store/run-lease.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

// The child processes run the built code: `npx tsc -p tsconfig.json` before this file.
const child = join(import.meta.dirname, "support", "lock-child.mjs");
const initialState = { position: "Home", tool: "none" };
const NO_SUCH_PID = 2 ** 22 + 12345; // above Linux's largest pid_max: never a live process

const temp = makeTempDir("cellpilot-lock-");
const cluster = startPostgresCluster();
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});

interface Backend {
  open(): { store: CellStore; childArgs: string[] };
}

const sqlite: Backend = {
  open() {
    const file = join(temp.dir, `${randomUUID()}.sqlite`);
    return { store: openSqliteStore({ file, initialState }), childArgs: ["sqlite", file, "-"] };
  },
};
const postgres: Backend | null =
  "url" in cluster
    ? {
        open() {
          const schema = `lock_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
          const store = openPostgresStore({ connectionString: cluster.url, schema, initialState });
          return { store, childArgs: ["postgres", cluster.url, schema] };
        },
      }
    : null;

/** A lease as another (or this) process would have written it, with fields overridden. */
function leaseOf(fields: Partial<RunLease>): RunLease {
  const at = Date.now();
  return {
    ...currentProcessIdentity(),
    holderId: randomUUID(),
    runId: "dead-run",
    acquiredAt: new Date(at).toISOString(),
    expiresAt: new Date(at + 60_000).toISOString(),
    ...fields,
  };
}

/** A run left `running` with a `running` step by a holder that is then gone. */
async function leaveRunBehind(store: CellStore, lease: RunLease): Promise<number> {
  expect((await store.acquireRunLease(lease)).ok).toBe(true);
  await store.createRun({
    run_id: lease.runId,
    operator_input: "go home",
    sequence_json: "[]",
    status: "running",
  });
  return store.addStep(lease.runId, { position: "Home", action: "move", state: "running" });
}

async function expectClosedAsInterrupted(store: CellStore, runId: string, reason: RegExp): Promise<void> {
  expect(await store.getRun(runId)).toMatchObject({ status: "failed", finished_at: expect.any(String) });
  const steps = await store.getRunSteps(runId);
  expect(steps.map((step) => step.state)).toEqual(["error"]);
  expect(steps[0].error).toMatch(reason);
  expect(await store.getRunInterruption(runId)).toMatch(reason);
}

interface Child {
  output: Promise<string>;
  kill: () => void;
  /** Resolves once the child has printed a line that matches. */
  printed: (match: (line: string) => boolean) => Promise<void>;
  say: (line: string) => void;
}

function runChild(args: string[]): Child {
  const process = spawn("node", [child, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  let text = "";
  let errors = "";
  const waiting: Array<{ match: (line: string) => boolean; resolve: () => void }> = [];
  process.stdout.on("data", (chunk) => {
    text += chunk;
    for (const wait of waiting) if (text.split("\n").some(wait.match)) wait.resolve();
  });
  process.stderr.on("data", (chunk) => (errors += chunk));
  const output = new Promise<string>((resolve, reject) =>
    process.on("exit", (code, signal) =>
      code === 0 || signal === "SIGKILL"
        ? resolve(text)
        : reject(new Error(`child exited ${code}: ${errors}`)),
    ),
  );
  return {
    output,
    printed: (match) =>
      new Promise<void>((resolve) => {
        waiting.push({ match, resolve });
        if (text.split("\n").some(match)) resolve();
      }),
    say: (line) => process.stdin.write(`${line}\n`),
    kill: () => process.kill("SIGKILL"),
  };
}

for (const [name, backend] of [
  ["SQLite", sqlite],
  ["PostgreSQL", postgres],
] as const) {
  describe.skipIf(!backend)(`the run lock in the cell's ${name} database`, () => {
    it("admits one holder at a time and frees the cell on release", async () => {
      const { store } = backend!.open();
      try {
        const first = await acquireRunLock(store, "a");
        expect(first.ok).toBe(true);
        const second = await acquireRunLock(store, "b");
        expect(second).toMatchObject({ ok: false, holder: { runId: "a", pid: process.pid } });
        if (first.ok) await first.release();
        const third = await acquireRunLock(store, "c");
        expect(third).toMatchObject({ ok: true, staleHolder: null });
        if (third.ok) await third.release();
      } finally {
        await store.close();
      }
    });

    it("takes over a holder whose pid lives again in another process (PID 1 after a container restart)", async () => {
      const { store } = backend!.open();
      try {
        await leaveRunBehind(store, leaseOf({ pid: 1, processStart: "999999999" }));
        const lock = await acquireRunLock(store, "next");
        expect(lock).toMatchObject({ ok: true, staleHolder: { runId: "dead-run", pid: 1 } });
        await expectClosedAsInterrupted(store, "dead-run", /^interrupted: the process running it stopped$/);
        if (lock.ok) await lock.release();
      } finally {
        await store.close();
      }
    });

    it("takes over a lease naming this very process with a nonce it does not hold, or an earlier boot", async () => {
      const { store } = backend!.open();
      try {
        await leaveRunBehind(store, leaseOf({}));
        const lock = await acquireRunLock(store, "next");
        expect(lock).toMatchObject({ ok: true, staleHolder: { runId: "dead-run", pid: process.pid } });
        await expectClosedAsInterrupted(store, "dead-run", /left behind/);
        if (lock.ok) await lock.release();
        await leaveRunBehind(
          store,
          leaseOf({ runId: "before-reboot", bootId: "an-earlier-boot", pid: process.ppid }),
        );
        const after = await acquireRunLock(store, "after");
        expect(after).toMatchObject({ ok: true, staleHolder: { runId: "before-reboot" } });
        if (after.ok) await after.release();
      } finally {
        await store.close();
      }
    });

    it("waits for the lease of a holder on another host, then takes it over", async () => {
      const { store } = backend!.open();
      try {
        const elsewhere = leaseOf({ host: "other-host", pid: 4242, runId: "remote-run" });
        await leaveRunBehind(store, elsewhere);
        expect(await acquireRunLock(store, "next")).toMatchObject({
          ok: false,
          holder: { host: "other-host" },
        });
        expect((await store.getRun("remote-run"))!.status).toBe("running");
        await store.releaseRunLease(elsewhere.holderId);
        await store.acquireRunLease({ ...elsewhere, expiresAt: new Date(Date.now() - 1).toISOString() });
        const lock = await acquireRunLock(store, "next");
        expect(lock).toMatchObject({ ok: true, staleHolder: { runId: "remote-run" } });
        await expectClosedAsInterrupted(store, "remote-run", /lease expired .* process 4242 on other-host/);
        if (lock.ok) await lock.release();
      } finally {
        await store.close();
      }
    });

    it("shows a dead holder's run as failed, interrupted, as soon as history is read", async () => {
      const { store } = backend!.open();
      try {
        await leaveRunBehind(store, leaseOf({ pid: NO_SUCH_PID }));
        const [listed] = await store.listRuns();
        expect(listed).toMatchObject({ run_id: "dead-run", status: "failed" });
        await expectClosedAsInterrupted(store, "dead-run", /^interrupted: the process running it stopped$/);
        const lock = await acquireRunLock(store, "next");
        expect(lock).toMatchObject({ ok: true, staleHolder: null }); // already closed and freed by the read
        if (lock.ok) await lock.release();
      } finally {
        await store.close();
      }
    });

    it("renews the lease while held, and reports a lease lost to a takeover", async () => {
      const { store } = backend!.open();
      try {
        const lost: string[] = [];
        // A 1.5 s lease renewed every 0.5 s: held over 4 s only if the heartbeat renews it.
        const lock = await acquireRunLock(store, "slow", {
          leaseMs: 1_500,
          onLost: (reason) => lost.push(reason),
        });
        expect(lock.ok).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        expect(await acquireRunLock(store, "other")).toMatchObject({ ok: false, holder: { runId: "slow" } });
        expect(lost).toEqual([]);
        if (lock.ok) await store.releaseRunLease(lock.lease.holderId); // as a takeover would
        await expect
          .poll(() => lost, { timeout: 10_000 })
          .toEqual(["the cell's run lock was taken over after a missed heartbeat"]);
        if (lock.ok) await lock.release();
      } finally {
        await store.close();
      }
    });

    it("N processes racing to take over a dead holder's lock: exactly one wins, the dead run is closed once", async () => {
      const { store, childArgs } = backend!.open();
      try {
        await leaveRunBehind(store, leaseOf({ pid: NO_SUCH_PID }));
        const racers = Array.from({ length: 5 }, () => runChild(["race", ...childArgs]));
        await Promise.all(racers.map((racer) => racer.printed((line) => line === "ready")));
        racers.forEach((racer) => racer.say("go"));
        const answers = await Promise.all(
          racers.map(async (racer) => {
            await Promise.race([racer.printed((line) => line.startsWith("{")), racer.output]);
            return racer;
          }),
        );
        answers.forEach((racer) => racer.say("release"));
        const results = (await Promise.all(racers.map((racer) => racer.output))).map(
          (text) => JSON.parse(text.split("\n").find((line) => line.startsWith("{"))!) as { ok: boolean },
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        await expectClosedAsInterrupted(store, "dead-run", /^interrupted: the process running it stopped$/);
      } finally {
        await store.close();
      }
    });

    it("a run killed with SIGKILL is closed as interrupted and the next run proceeds", async () => {
      const { store, childArgs } = backend!.open();
      try {
        const holder = runChild(["hold", ...childArgs, "killed-run"]);
        await holder.printed((line) => line === "holding");
        expect(await acquireRunLock(store, "too-early")).toMatchObject({
          ok: false,
          holder: { runId: "killed-run" },
        });
        holder.kill();
        await holder.output;
        await expectClosedAsInterrupted(store, "killed-run", /^interrupted: the process running it stopped$/);
        const next = await acquireRunLock(store, "next");
        expect(next.ok).toBe(true);
        if (next.ok) await next.release();
      } finally {
        await store.close();
      }
    });
  });
}
