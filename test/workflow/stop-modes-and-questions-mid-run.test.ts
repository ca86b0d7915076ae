import { afterEach, describe, expect, it } from "vitest";
import type { RunEvent } from "../../src/workflow/conversation-service.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

/** Resolves with the first run event that matches. */
function nextEvent(predicate: (event: RunEvent) => boolean): Promise<RunEvent> {
  return new Promise((resolve) => {
    const unsubscribe = harness.service.onRunEvent((event) => {
      if (predicate(event)) {
        unsubscribe();
        resolve(event);
      }
    });
  });
}

const weldStarts = (event: RunEvent) =>
  event.type === "run-step-started" && event.step.action === "routine" && event.step.target === "tack_weld";

describe("stopping a run: after this step, or now", () => {
  it("stop after this step (the default): the weld being stabilised completes and no further step starts", async () => {
    harness = createHarness({ timeScale: 0.05 });
    await harness.service.send("c", "weld at position 1 and 2");
    const weld = nextEvent(weldStarts);
    const running = harness.service.send("c", "yes");
    const started = (await weld) as Extract<RunEvent, { type: "run-step-started" }>;
    expect(harness.service.stopRun()).toBe(true);
    const turn = await running;

    expect(turn.run).toMatchObject({ status: "failed", completedSteps: started.stepIndex + 1 });
    expect(turn.run!.error).toBe(
      `stopped by the operator after step ${started.stepIndex + 1} of ${turn.run!.totalSteps} (stop after this step)`,
    );
    const rows = await harness.store.getRunSteps(turn.run!.runId);
    expect(rows).toHaveLength(started.stepIndex + 1);
    expect(rows.at(-1)).toMatchObject({
      action: "routine",
      position: "Pos_1",
      state: "completed",
      error: null,
    });
    expect(rows.every((row) => row.state === "completed")).toBe(true);
    expect((await harness.store.getRun(turn.run!.runId))!.status).toBe("failed");
    expect(await harness.store.getState()).toMatchObject({
      current_position: "Pos_1",
      current_tool: "Welder",
    });
  });

  it("stop now: the weld is aborted and recorded as interrupted with the controller's state", async () => {
    harness = createHarness({ timeScale: 0.05 });
    await harness.service.send("c", "weld at position 1 and 2");
    const weld = nextEvent(weldStarts);
    const running = harness.service.send("c", "yes");
    const started = (await weld) as Extract<RunEvent, { type: "run-step-started" }>;
    expect(harness.service.stopRun("now")).toBe(true);
    const turn = await running;

    expect(turn.run).toMatchObject({ status: "failed", completedSteps: started.stepIndex });
    const rows = await harness.store.getRunSteps(turn.run!.runId);
    expect(rows.at(-1)).toMatchObject({ action: "routine", position: "Pos_1", state: "error" });
    expect(rows.at(-1)!.error).toBe(
      "stopped by the operator: 'Tack Weld at Pos_1' interrupted (stop now); last confirmed: at Pos_1, tool Welder",
    );
    expect(turn.run!.error).toBe(rows.at(-1)!.error);
    expect(harness.service.stopRun("now")).toBe(false);
  });

  it("stop after this step on the last step lets the run complete", async () => {
    harness = createHarness({ timeScale: 0.05 });
    await harness.service.send("c", "weld at position 1");
    const weld = nextEvent(weldStarts);
    const running = harness.service.send("c", "yes");
    await weld;
    harness.service.stopRun("after-step");
    expect((await running).run).toMatchObject({ status: "completed", error: null });
  });
});

describe("a conversation while its run goes on", () => {
  it("answers a question at once, declines a new command, and the run is unaffected", async () => {
    harness = createHarness({ timeScale: 0.05 });
    await harness.service.send("c", "weld at position 1 and 2");
    const moving = nextEvent((event) => event.type === "run-step-completed" && event.stepIndex === 2);
    const running = harness.service.send("c", "yes");
    await moving;
    let runEnded = false;
    void running.then(() => (runEnded = true));

    const question = await harness.service.send("c", "where is the robot?");
    expect(runEnded).toBe(false);
    expect(question.kind).toBe("answer");
    const state = await harness.store.getState();
    expect(question.reply).toContain(state.current_position);

    const command = await harness.service.send("c", "go home");
    expect(command.kind).toBe("refused");
    expect(command.reply).toMatch(/in progress/);
    expect(runEnded).toBe(false);

    const turn = await running;
    expect(turn.run!.status).toBe("completed");
    expect(await harness.store.countRuns()).toBe(1);
    const started = harness.events.find((event) => event.type === "run-started");
    expect(started).toMatchObject({ conversationId: "c", totalSteps: 12 });
    expect((started as { steps?: unknown[] }).steps).toHaveLength(12);
  });
});
