import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("a command approved at review runs on the simulator", () => {
  it("plans, waits for approval, then executes and records the run", async () => {
    harness = createHarness();
    const first = await harness.service.send("c1", "weld at position 1 and 2");
    expect(first.kind).toBe("review");
    expect(first.pendingReview?.kind).toBe("approval");
    expect(first.pendingReview?.reason).toBe("high_risk");
    expect(first.pendingReview?.returnTo).toEqual({ node: "verifySteps", mode: "continue" });
    expect(first.reply).toContain("Path: Home →");
    expect(first.reply).toContain("Tool changes: attach Welder at Tool_Weld_Position");
    expect(first.reply).toMatch(/about \d/);
    expect(await harness.service.getPendingReview("c1")).toEqual(first.pendingReview);
    expect((await harness.store.getState()).current_position).toBe("Home");

    const second = await harness.service.send("c1", "yes");
    expect(second.kind).toBe("run");
    expect(second.run?.status).toBe("completed");
    expect(second.correlationId).toBe(first.correlationId);
    const state = await harness.store.getState();
    expect(state).toMatchObject({ current_position: "Pos_2", current_tool: "Welder" });
    const run = await harness.store.getRun(second.run!.runId);
    expect(run?.status).toBe("completed");
    expect(JSON.parse(run!.sequence_json)).toEqual(first.plan!.steps);
    const goal = await harness.store.getRunGoal(second.run!.runId);
    expect(JSON.parse(goal!.goal_json)).toEqual(first.plan!.goal);
    expect(goal!.correlation_id).toBe(first.correlationId);
    const steps = await harness.store.getRunSteps(second.run!.runId);
    expect(steps).toHaveLength(first.plan!.steps.length);
    expect(steps.every((step) => step.state === "completed" && step.finished_at !== null)).toBe(true);
    expect(await harness.service.getPendingReview("c1")).toBeNull();
    expect(harness.events.map((event) => event.type).at(-1)).toBe("run-finished");
    const hitl = harness.logLines().filter((line) => String(line.event).startsWith("HITL_"));
    expect(hitl.map((line) => line.event)).toEqual([
      "HITL_CREATED",
      "HITL_FAST_PATH_MATCH",
      "HITL_RESUME_VALID",
    ]);
    expect(hitl.every((line) => line.traceId === first.correlationId && line.threadId === "c1")).toBe(true);
  });
});
