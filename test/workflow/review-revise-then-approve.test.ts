import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

const workPositions = (steps: Array<{ action: string; target: string; position?: string }>) =>
  steps.filter((step) => step.target === "tack_weld").map((step) => step.position);

describe("a revision re-plans the original command with the human's comments", () => {
  it("'yes but skip position 2' drops Pos_2, asks again, and the approved plan runs", async () => {
    harness = createHarness();
    const first = await harness.service.send("c", "weld at position 1 and 2");
    expect(workPositions(first.plan!.steps)).toEqual(["Pos_1", "Pos_2"]);

    const revised = await harness.service.send("c", "yes but skip position 2");
    expect(revised.kind).toBe("review");
    expect(revised.pendingReview!.hitlId).not.toBe(first.pendingReview!.hitlId);
    expect(workPositions(revised.plan!.steps)).toEqual(["Pos_1"]);
    expect(revised.correlationId).toBe(first.correlationId);

    const done = await harness.service.send("c", "ok");
    expect(done.kind).toBe("run");
    expect((await harness.store.getState()).current_position).toBe("Pos_1");
    const run = await harness.store.getRun(done.run!.runId);
    expect(run!.operator_input).toBe("weld at position 1 and 2");
    const events = harness.logLines().map((line) => line.event);
    expect(events).toContain("HITL_CONTINUE_WITH_MODIFICATIONS");
  });

  it("a modification without a yes ('also go to position 3') is applied too", async () => {
    harness = createHarness();
    await harness.service.send("c", "go to position 1");
    const revised = await harness.service.send("c", "also go to position 3");
    expect(revised.kind).toBe("review");
    expect(revised.plan!.path.at(-1)).toBe("Pos_3");
    expect(revised.plan!.path).toContain("Pos_1");
  });
});
