import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

async function runApproved(text: string) {
  const review = await harness.service.send("c", text);
  expect(review.kind).toBe("review");
  const done = await harness.service.send("c", "yes");
  expect(done.kind).toBe("run");
  return done;
}

describe("replaying runs from history", () => {
  it("'run task <id>' replays the stored plan under a new correlation id when it still verifies", async () => {
    harness = createHarness();
    const original = await runApproved("go to safe position 1");
    await runApproved("go home");
    const replay = await harness.service.send("c", `run task ${original.run!.runId}`);
    expect(replay.kind).toBe("review");
    expect(replay.correlationId).not.toBe(original.correlationId);
    const stored = JSON.parse((await harness.store.getRun(original.run!.runId))!.sequence_json);
    expect(replay.plan!.steps).toEqual(stored);
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    const goal = await harness.store.getRunGoal(done.run!.runId);
    expect(goal!.correlation_id).toBe(replay.correlationId);
    expect(JSON.parse(goal!.goal_json)).toEqual({ goal: "move", position: "Safe_Pos_1" });
  });

  it("'do that again' re-plans the same goals when the stored path no longer fits the robot's state", async () => {
    harness = createHarness();
    const original = await runApproved("weld at position 1");
    const replay = await harness.service.send("c", "do that again");
    expect(replay.kind).toBe("review");
    expect(replay.plan!.goal).toEqual({ goal: "execute_routine", routine: "tack_weld", position: "Pos_1" });
    // The robot already holds the welder at Pos_1: the same work is just the weld.
    expect(replay.plan!.steps.map((step) => step.name)).toEqual(["Tack Weld at Pos_1"]);
    expect(replay.reply).toContain("no longer fits");
    expect(replay.plan!.steps.length).toBeLessThan(original.plan!.steps.length);
    const done = await harness.service.send("c", "yes");
    expect(done.run!.status).toBe("completed");
  });

  it("a replay whose goals cannot be planned from here is refused with the reason", async () => {
    harness = createHarness();
    await harness.store.createRun({
      run_id: "11111111-2222-4333-8444-555555555555",
      operator_input: "weld at position 3",
      sequence_json: JSON.stringify([
        { id: 1, name: "Tack Weld at Pos_3", action: "routine", target: "tack_weld", position: "Pos_3" },
      ]),
      status: "completed",
      goal_json: JSON.stringify({ goal: "execute_routine", routine: "tack_weld", position: "Pos_3" }),
      correlation_id: "old",
    });
    const turn = await harness.service.send("c", "replay run 11111111-2222-4333-8444-555555555555");
    expect(turn.kind).toBe("refused");
    expect(turn.reply).toContain("cannot be done again from here");
    expect(turn.reply).toContain("not supported at Pos_3");
  });

  it("replaying an unknown run id, or with no history, is refused", async () => {
    harness = createHarness();
    const none = await harness.service.send("c", "repeat the last one");
    expect(none.kind).toBe("refused");
    expect(none.reply).toMatch(/no completed run/i);
    const unknown = await harness.service.send("c", "run task 99999999-2222-4333-8444-555555555555");
    expect(unknown.kind).toBe("refused");
    expect(unknown.reply).toContain("99999999-2222-4333-8444-555555555555");
  });
});
