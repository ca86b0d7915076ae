import { afterEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { currentProcessIdentity, processStartTime } from "../../src/store/process-identity.js";
import type { RunLease } from "../../src/store/run-lease.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("runs that fail, stop, or collide", () => {
  it("a fault at step 3 records the run failed with exact rows and keeps the state of step 2", async () => {
    harness = createHarness({ fault: { kind: "step", step: 3 } });
    await harness.service.send("c", "weld at position 1");
    const turn = await harness.service.send("c", "yes");
    expect(turn.kind).toBe("run");
    expect(turn.run).toMatchObject({ status: "failed", completedSteps: 2 });
    const run = (await harness.store.getRun(turn.run!.runId))!;
    expect(run.status).toBe("failed");
    expect(run.finished_at).not.toBeNull();
    const rows = await harness.store.getRunSteps(run.run_id);
    expect(rows.map(({ position, action, state, error }) => ({ position, action, state, error }))).toEqual([
      { position: "Tool_Weld_Safe_Position", action: "move", state: "completed", error: null },
      { position: "Tool_Weld_Position", action: "move", state: "completed", error: null },
      {
        position: "Tool_Weld_Position",
        action: "routine",
        state: "error",
        error: "injected fault at step 3: step 3 'Attach Welder' failed",
      },
    ]);
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);
    expect(await harness.store.getState()).toMatchObject({
      current_position: "Tool_Weld_Position",
      current_tool: "none",
    });
    expect(await harness.store.getFailedPositions(run.run_id)).toEqual(["Tool_Weld_Position"]);
    expect(harness.events.map((event) => event.type)).toEqual([
      "run-started",
      "run-step-started",
      "run-step-completed",
      "run-step-started",
      "run-step-completed",
      "run-step-started",
      "run-step-failed",
      "run-finished",
    ]);
  });

  it("a fault at a position fails the step that reaches it", async () => {
    harness = createHarness({ fault: { kind: "position", position: "Safe_Pos_1" } });
    await harness.service.send("c", "go to position 1");
    const turn = await harness.service.send("c", "yes");
    expect(turn.run).toMatchObject({ status: "failed", completedSteps: 0 });
    expect((await harness.store.getState()).current_position).toBe("Home");
  });

  it("a second run on the cell while one is in progress is refused with a clear message", async () => {
    harness = createHarness({ timeScale: 0.25 });
    await harness.service.send("a", "go to position 1");
    await harness.service.send("b", "go to safe position 3");
    const started = new Promise<void>((resolve) =>
      harness.service.onRunEvent((event) => event.type === "run-started" && resolve()),
    );
    const first = harness.service.send("a", "yes");
    await started;
    const second = await harness.service.send("b", "yes");
    expect(second.kind).toBe("refused");
    expect(second.reply).toMatch(/busy: another run is in progress/);
    expect((await first).run!.status).toBe("completed");
    expect(await harness.store.countRuns()).toBe(1);
  });

  it("a run held by another live process refuses; the lock of a dead process is taken over", async () => {
    harness = createHarness();
    const lease = (fields: Partial<RunLease>): RunLease => ({
      ...currentProcessIdentity(),
      holderId: randomUUID(),
      runId: "other-run",
      acquiredAt: "2026-03-02T09:59:00.000Z",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      ...fields,
    });
    const live = lease({ pid: process.ppid, processStart: processStartTime(process.ppid) ?? "" });
    await harness.store.acquireRunLease(live);
    await harness.service.send("c", "go to position 1");
    const refused = await harness.service.send("c", "yes");
    expect(refused.kind).toBe("refused");
    expect(refused.reply).toContain(
      `run other-run, started 2026-03-02T09:59:00.000Z by process ${process.ppid}`,
    );
    await harness.store.releaseRunLease(live.holderId);
    // A process died mid-run, leaving its lease and its run 'running'.
    await harness.store.acquireRunLease(lease({ runId: "dead-run", pid: 2 ** 22 + 12345 }));
    await harness.store.createRun({
      run_id: "dead-run",
      operator_input: "go home",
      sequence_json: "[]",
      status: "running",
    });
    const stepId = await harness.store.addStep("dead-run", {
      position: "Home",
      action: "move",
      state: "running",
    });
    await harness.service.send("c", "go to position 1");
    const ran = await harness.service.send("c", "yes");
    expect(ran.run!.status).toBe("completed");
    expect((await harness.store.getRun("dead-run"))!.status).toBe("failed");
    expect(
      (await harness.store.getRunSteps("dead-run")).find((step) => step.step_id === stepId),
    ).toMatchObject({ state: "error", error: "interrupted: the process running it stopped" });
  });

  it("a run can be stopped now mid-run: the current step errors and the state stays at the last completed one", async () => {
    harness = createHarness({ timeScale: 0.05 });
    await harness.service.send("c", "go to position 1");
    const firstStepDone = new Promise<void>((resolve) =>
      harness.service.onRunEvent((event) => event.type === "run-step-completed" && resolve()),
    );
    const running = harness.service.send("c", "yes");
    await firstStepDone;
    expect(harness.service.stopRun("now")).toBe(true);
    const turn = await running;
    expect(turn.run!.status).toBe("failed");
    expect(turn.run!.error).toContain("stopped");
    expect(harness.service.stopRun()).toBe(false);
    expect((await harness.store.getState()).current_position).toBe("Safe_Pos_1");
  });
});
