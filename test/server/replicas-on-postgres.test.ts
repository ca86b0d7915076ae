import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeEvents, type StreamEvent } from "./support/collect-events.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { startServeProcess, type ServeProcess } from "./support/serve-process.js";

// Two `cellpilot serve` processes (the built CLI: `npm run build` first), each with its own data
// directory, sharing one cell through one throwaway PostgreSQL. Everything waits for conditions
// with generous limits: the machine running this may be loaded.
const cluster = startPostgresCluster();
const postgres = "url" in cluster ? cluster : null;
const url = postgres?.url ?? null;
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";
const temp = makeTempDir("cellpilot-replicas-");
const TIME_SCALE = "0.5"; // a twelve-step run lasts several seconds: long enough to overlap with another request

let replicaA: ServeProcess;
let replicaB: ServeProcess;

function startReplica(name: string): Promise<ServeProcess> {
  return startServeProcess({
    args: [
      "--cell",
      "welding",
      "--data-dir",
      `${temp.dir}/${name}`,
      "--time-scale",
      TIME_SCALE,
      "--rate",
      "1000",
    ],
    env: { CELLPILOT_STORE: "postgres", DATABASE_URL: url!, CELLPILOT_FAULT: "" },
  });
}

beforeAll(async () => {
  if (!url) return;
  [replicaA, replicaB] = await Promise.all([startReplica("a"), startReplica("b")]);
}, 180_000);

afterAll(async () => {
  await Promise.all([replicaA?.stop(), replicaB?.stop()]);
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
}, 120_000);

interface Answer {
  status: number;
  body: any;
}

async function call(
  replica: ServeProcess,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${replica.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any } satisfies Answer;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
) {
  const until = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    const value = await probe().catch((error: unknown) => ((last = error), null));
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} (last error: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A conversation on the replica with a plan waiting for approval (the welding cell reviews every plan). */
async function plannedReview(replica: ServeProcess, text: string) {
  const conversation = (await call(replica, "/api/conversations", {})).body.conversationId as string;
  const planned = await call(replica, `/api/conversations/${conversation}/messages`, { text });
  expect(planned.status, JSON.stringify(planned.body)).toBe(200);
  expect(planned.body.kind, planned.body.reply).toBe("review");
  return { conversation, hitlId: planned.body.pendingReview.hitlId as string };
}

function approve(replica: ServeProcess, review: { conversation: string; hitlId: string }, async = false) {
  return call(
    replica,
    `/api/conversations/${review.conversation}/review/approve`,
    { hitlId: review.hitlId },
    async ? { prefer: "respond-async" } : {},
  );
}

/** A move the planner has work for, wherever the robot is. */
async function moveSomewhere(replica: ServeProcess) {
  const here = (await call(replica, "/api/state")).body.current_position;
  return here === "Pos_1" ? "go to position 2" : "go to position 1";
}

async function runOf(replica: ServeProcess, runId: string) {
  const answer = await call(replica, `/api/runs/${runId}`);
  return answer.status === 200 ? answer.body : null;
}

async function waitUntilIdle(replica: ServeProcess) {
  await waitFor("no run in progress", async () => {
    const page = (await call(replica, "/api/runs?limit=5")).body;
    return page.runs.every((run: any) => run.status === "completed" || run.status === "failed");
  });
}

/**
 * A run of some thirty steps started through A and seen under way on B's event stream: a Stop or a
 * database halt arrives long before its end, however loaded the machine.
 */
async function startLongRunOnA() {
  const progress = await openStream(replicaB, (events) =>
    events.some((event) => event.event === "run-step-completed"),
  );
  const long = "weld at position 1 and 2 then inspect positions 1, 2 and 3";
  const started = await approve(replicaA, await plannedReview(replicaA, long), true);
  expect(started.body.kind, started.body.reply).toBe("run");
  await progress.done;
  progress.close();
  return { started, runId: started.body.run.runId as string };
}

/** A replica's event stream, open (its `ready` received) before the caller goes on; `done` resolves once `until` holds. */
async function openStream(replica: ServeProcess, until: (events: StreamEvent[]) => boolean) {
  const abort = new AbortController();
  const response = await fetch(`${replica.url}/api/events`, { signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = "";
  const readEvents = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("the event stream ended");
    const taken = takeEvents(buffer + value);
    events.push(...taken.events);
    buffer = taken.rest;
  };
  while (!events.some((event) => event.event === "ready")) await readEvents();
  const done = (async () => {
    while (!until(events)) await readEvents();
    return events;
  })();
  done.catch(() => undefined);
  return { done, close: () => abort.abort() };
}

describe.skipIf(!url)(`two serve replicas on one PostgreSQL${skipReason}`, () => {
  it("both report the shared store and the run-event channel in their health", async () => {
    for (const replica of [replicaA, replicaB]) {
      const health = await waitFor("the event channel listening", async () => {
        const body = (await call(replica, "/api/health")).body;
        return body.store.replicaEvents ? body : null;
      });
      expect(health.store).toEqual({
        backend: "postgres",
        available: true,
        message: null,
        replicaEvents: true,
      });
      expect((await call(replica, "/api/ready")).status).toBe(200);
    }
  });

  it("the event stream on B shows a run started through A, from run-started to run-finished", async () => {
    const stream = await openStream(replicaB, (events) =>
      events.some((event) => event.event === "run-finished"),
    );
    const review = await plannedReview(replicaA, await moveSomewhere(replicaA));
    const approved = await approve(replicaA, review);
    expect(approved.body.kind, approved.body.reply).toBe("run");
    const events = await stream.done;
    stream.close();
    const runEvents = events.filter((event) => event.data.runId === approved.body.run.runId);
    expect(runEvents[0]).toMatchObject({ event: "run-started", data: { cell: "welding" } });
    expect(runEvents.at(-1)).toMatchObject({ event: "run-finished", data: { status: "completed" } });
    const completed = runEvents.filter((event) => event.event === "run-step-completed");
    expect(completed.map((event) => event.data.stepIndex)).toEqual(
      Array.from({ length: approved.body.run.totalSteps }, (_, index) => index),
    );
  }, 180_000);

  it("simultaneous run requests through A and B on one cell: one run, the other told the cell is busy", async () => {
    await waitUntilIdle(replicaA);
    const [onA, onB] = await Promise.all([
      plannedReview(replicaA, "weld at position 1 and 2"),
      plannedReview(replicaB, "weld at position 1 and 2"),
    ]);
    const answers = await Promise.all([approve(replicaA, onA, true), approve(replicaB, onB, true)]);
    const kinds = answers.map((answer) => answer.body.kind).sort();
    expect(kinds, JSON.stringify(answers.map((answer) => answer.body.reply))).toEqual(["refused", "run"]);
    const refused = answers.find((answer) => answer.body.kind === "refused")!;
    expect(refused.status).toBe(200);
    expect(refused.body.reply).toMatch(/welding cell is busy: another run is in progress \(run [\w-]+/);
    const ran = answers.find((answer) => answer.body.kind === "run")!;
    const runId = ran.body.run.runId as string;
    expect(refused.body.reply).toContain(runId);
    const finished = await waitFor("the run to finish", async () => {
      const run = await runOf(replicaB, runId);
      return run?.run.status === "completed" ? run : null;
    });
    expect(finished.steps).toHaveLength(ran.body.run.totalSteps);
    // one run: the refused request left no row
    const page = (await call(replicaA, "/api/runs?limit=3")).body;
    expect(page.runs.filter((run: any) => run.operator_input === "weld at position 1 and 2")).toHaveLength(1);
  }, 240_000);

  it("200 mixed requests spread over both replicas lose no history row", async () => {
    await waitUntilIdle(replicaA);
    const before = (await call(replicaA, "/api/runs?limit=1")).body.total as number;
    const targets = ["go to position 1", "go to position 2", "go home", "go to position 3"];
    const ranRuns: string[] = [];
    let sent = 0;
    const kinds: Record<string, number> = {};
    const tally = (kind: string) => (kinds[kind] = (kinds[kind] ?? 0) + 1);
    async function oneRequest(index: number, kind: number) {
      const replica = index % 2 === 0 ? replicaA : replicaB;
      switch (kind) {
        case 0: {
          // a run: plan (one request), approve (another); planning where the robot already is runs nothing
          const conversation = (await call(replica, "/api/conversations", {})).body.conversationId as string;
          const planned = await call(replica, `/api/conversations/${conversation}/messages`, {
            text: targets[index % targets.length],
          });
          sent += 2;
          expect(planned.status).toBe(200);
          if (planned.body.kind !== "review") {
            expect(planned.body.reply).toMatch(/^Nothing to do/);
            tally("nothing to do");
            expect((await call(replica, "/api/state")).status).toBe(200); // the third request of the three
            sent += 1;
            return;
          }
          const answer = await approve(replica, { conversation, hitlId: planned.body.pendingReview.hitlId });
          sent += 1;
          expect(answer.status).toBe(200);
          tally(answer.body.kind);
          if (answer.body.kind === "run") ranRuns.push(answer.body.run.runId);
          // else the cell was busy, or the robot had moved since the plan (re-planned from where it is)
          return;
        }
        case 1:
          expect((await call(replica, "/api/state")).status).toBe(200);
          break;
        case 2:
          expect((await call(replica, "/api/plan", { text: "weld at position 2" })).body.ok).toBe(true);
          break;
        case 3:
          expect((await call(replica, "/api/runs?limit=5")).status).toBe(200);
          break;
        default:
          expect((await call(replica, "/api/health")).body.store.available).toBe(true);
      }
      sent += 1;
    }
    // eight clients at a time, each taking the next request number
    let next = 0;
    let remaining = 200;
    let failed = false;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!failed && remaining > 0) {
          const index = next++;
          // a run takes three requests; near the end, only single ones fit
          const kind = index % 5 === 0 && remaining < 3 ? 1 : index % 5;
          remaining -= kind === 0 ? 3 : 1;
          await oneRequest(index, kind).catch((error: unknown) => {
            failed = true;
            throw error;
          });
        }
      }),
    );
    expect(sent).toBe(200);
    expect(ranRuns.length).toBeGreaterThan(0);
    for (const replica of [replicaA, replicaB]) {
      const page = (await call(replica, `/api/runs?limit=100`)).body;
      expect(page.total, JSON.stringify(kinds)).toBe(before + ranRuns.length);
      const listed = new Set(page.runs.map((run: any) => run.run_id));
      for (const runId of ranRuns) expect(listed.has(runId), runId).toBe(true);
      expect(
        page.runs.filter((run: any) => run.status !== "completed" && ranRuns.includes(run.run_id)),
      ).toEqual([]);
    }
    for (const runId of ranRuns) {
      const detail = await runOf(replicaB, runId);
      expect(detail.steps.length).toBe(
        JSON.parse(detail.run.sequence_json).steps?.length ?? detail.steps.length,
      );
      expect(detail.steps.every((step: any) => step.state === "completed")).toBe(true);
    }
  }, 400_000);

  it("a review opened through A is approved through B and executes exactly once", async () => {
    await waitUntilIdle(replicaA);
    const before = (await call(replicaA, "/api/runs?limit=1")).body.total as number;
    const review = await plannedReview(replicaA, await moveSomewhere(replicaA));
    const seenOnB = await call(replicaB, `/api/conversations/${review.conversation}/review`);
    expect(seenOnB.status).toBe(200);
    expect(seenOnB.body.hitlId).toBe(review.hitlId);
    const waitingOn = async (replica: typeof replicaB) =>
      (await call(replica, "/api/cells")).body.cells[0].pendingReviews.map((entry: any) => entry.hitlId);
    expect(await waitingOn(replicaB)).toContain(review.hitlId); // B's site overview lists A's review
    // approved through B, and at the same moment through A again (a double click, a second operator)
    const [throughB, throughA] = await Promise.all([approve(replicaB, review), approve(replicaA, review)]);
    const runs = [throughB, throughA].filter((answer) => answer.body.kind === "run");
    expect(runs, JSON.stringify([throughB.body, throughA.body]).slice(0, 2000)).toHaveLength(1);
    expect(runs[0].body.run.status).toBe("completed");
    const other = runs[0] === throughB ? throughA : throughB;
    expect(other.status === 409 || /already answered|another session/.test(other.body.reply)).toBe(true);
    const runId = runs[0].body.run.runId as string;
    for (const replica of [replicaA, replicaB]) {
      const page = (await call(replica, "/api/runs?limit=5")).body;
      expect(page.total).toBe(before + 1);
      expect(page.runs[0].run_id).toBe(runId);
      const approvals = (await call(replica, "/api/approvals?limit=20")).body.approvals;
      const ran = approvals.filter(
        (entry: any) => entry.hitl_id === review.hitlId && entry.outcome === "run",
      );
      expect(ran).toEqual([expect.objectContaining({ action: "approve", run_id: runId })]);
    }
    // the review is settled everywhere: approving it once more is refused as no longer pending
    const again = await approve(replicaB, review);
    expect(again.status).toBe(404);
    for (const replica of [replicaA, replicaB]) expect(await waitingOn(replica)).not.toContain(review.hitlId);
  }, 240_000);

  it("Stop sent to B stops the run A executes; with nothing running anywhere it is a 409", async () => {
    await waitUntilIdle(replicaA);
    const { started, runId } = await startLongRunOnA();
    const stop = await call(replicaB, "/api/runs/current/stop", { mode: "after-step" });
    expect(stop.status).toBe(202);
    expect(stop.body).toMatchObject({ stopped: true, mode: "after-step" });
    const stopped = await waitFor("the run stopped", async () => {
      const detail = await runOf(replicaB, runId);
      return detail?.run.status === "failed" ? detail : null;
    });
    expect(stopped.steps.length).toBeLessThan(started.body.run.totalSteps);
    expect(stopped.steps.every((step: any) => step.state === "completed")).toBe(true);
    const late = await call(replicaB, "/api/runs/current/stop", {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("CONFLICT");
  }, 240_000);

  it("PostgreSQL stopped mid-run and started again: clear 503s, nothing half-written, then normal service", async () => {
    await waitUntilIdle(replicaA);
    const before = (await call(replicaA, "/api/runs?limit=100")).body;
    const conversation = (await call(replicaA, "/api/conversations", {})).body.conversationId as string;
    const { runId } = await startLongRunOnA();
    postgres!.halt();
    try {
      const failed = await waitFor("a 503 from A", async () => {
        const answer = await call(replicaA, "/api/state");
        return answer.status === 503 ? answer : null;
      });
      expect(failed.body.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(failed.body.error.message).toMatch(
        /store is unavailable \(cannot use PostgreSQL at 127\.0\.0\.1:\d+/,
      );
      for (const replica of [replicaA, replicaB]) {
        const ready = await call(replica, "/api/ready");
        expect(ready.status).toBe(503);
        expect(ready.body.error.code).toBe("SERVICE_UNAVAILABLE");
        const health = await call(replica, "/api/health");
        expect(health.status).toBe(200);
        expect(health.body.store).toMatchObject({ backend: "postgres", available: false });
        expect(health.body.store.message).toMatch(/PostgreSQL/);
      }
      expect((await call(replicaB, "/api/runs?limit=1")).status).toBe(503);
      const command = await call(replicaA, `/api/conversations/${conversation}/messages`, {
        text: "go to position 2",
      });
      expect(command.status).toBe(503);
      expect(command.body.error.message).toMatch(/try again once it is back/);
    } finally {
      postgres!.resume();
    }
    for (const replica of [replicaA, replicaB]) {
      await waitFor("ready again", async () => (await call(replica, "/api/ready")).status === 200);
      await waitFor("the event channel listening again", async () => {
        return (await call(replica, "/api/health")).body.store.replicaEvents === true;
      });
    }
    // Nothing half-written: the run cut off is closed as failed (on B too, at the latest when its
    // lease expires; completed only if it outran the server's stop), no step is left running, and
    // the history holds exactly one more run.
    for (const replica of [replicaA, replicaB]) {
      let seen: unknown = null;
      const closed = await waitFor("the cut-off run closed", async () => {
        const detail = await runOf(replica, runId);
        seen = detail && {
          replica: replica === replicaA ? "A" : "B",
          status: detail.run.status,
          interrupted: detail.run.interrupted,
          steps: detail.steps.map((step: any) => step.state),
        };
        return detail?.run.status === "failed" || detail?.run.status === "completed" ? detail : null;
      }).catch((error: Error) => {
        throw new Error(
          `${error.message}; the run: ${JSON.stringify(seen)}; A said: ${replicaA.output().slice(-4000)}`,
        );
      });
      expect(
        closed.steps.filter((step: any) => step.state === "running" || step.state === "pending"),
      ).toEqual([]);
    }
    const after = (await call(replicaB, "/api/runs?limit=100")).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.runs.filter((run: any) => run.status === "running" || run.status === "pending")).toEqual([]);
    // normal service, events across replicas included
    const stream = await openStream(replicaA, (events) =>
      events.some((event) => event.event === "run-finished"),
    );
    const approved = await approve(replicaB, await plannedReview(replicaB, await moveSomewhere(replicaB)));
    expect(approved.body.kind, approved.body.reply).toBe("run");
    expect(approved.body.run.status).toBe("completed");
    const events = await stream.done;
    stream.close();
    expect(
      events.filter((event) => event.data.runId === approved.body.run.runId).map((event) => event.event),
    ).toContain("run-finished");
  }, 400_000);

  it("A killed with -9 mid-run: B runs again after the lease, and the dead run is closed as failed", async () => {
    await waitUntilIdle(replicaA);
    const stream = await openStream(replicaB, (events) =>
      events.some((event) => event.event === "run-step-completed"),
    );
    const review = await plannedReview(replicaA, "weld at position 1 and 2");
    const started = await approve(replicaA, review, true);
    expect(started.body.kind, started.body.reply).toBe("run");
    const runId = started.body.run.runId as string;
    const events = await stream.done;
    stream.close();
    expect(events.some((event) => event.event === "run-step-completed" && event.data.runId === runId)).toBe(
      true,
    );
    await replicaA.stop("SIGKILL");

    const closed = await waitFor("the dead run closed", async () => {
      const detail = await runOf(replicaB, runId);
      return detail?.run.status === "failed" ? detail : null;
    });
    expect(closed.run.interrupted).toMatch(/^interrupted: /);
    expect(closed.run.finished_at).toEqual(expect.any(String));
    expect(closed.steps.some((step: any) => step.state === "completed")).toBe(true);
    expect(closed.steps.filter((step: any) => step.state === "running" || step.state === "pending")).toEqual(
      [],
    );

    const again = await plannedReview(replicaB, await moveSomewhere(replicaB));
    const ran = await approve(replicaB, again);
    expect(ran.body.kind, ran.body.reply).toBe("run");
    expect(ran.body.run.status).toBe("completed");
    replicaA = await startReplica("a"); // for afterAll, and to show A comes back on the same store
    expect((await call(replicaA, "/api/state")).body).toEqual((await call(replicaB, "/api/state")).body);
  }, 300_000);
});
