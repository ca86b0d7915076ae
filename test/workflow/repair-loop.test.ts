import { afterEach, describe, expect, it } from "vitest";
import { buildPlan } from "../../src/plan/build-plan.js";
import type { BuildPlanFunction } from "../../src/workflow/workflow-dependencies.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

/** A Sequence Builder that forgets the first move on its first `badAttempts` attempts. */
function flakyBuilder(badAttempts: number): { build: BuildPlanFunction; attempts: number[] } {
  const attempts: number[] = [];
  return {
    attempts,
    build: (snapshot, state, goal, attempt) => {
      attempts.push(attempt);
      const plan = buildPlan(snapshot, state, goal);
      if (!plan.ok || attempt >= badAttempts) return plan;
      return { ...plan, steps: plan.steps.slice(1).map((step, index) => ({ ...step, id: index + 1 })) };
    },
  };
}

describe("the repair loop", () => {
  it("an invalid plan goes back to planning with the verifier's errors and converges", async () => {
    harness = createHarness({ buildPlan: flakyBuilder(1).build });
    const first = await harness.service.send("c", "go to position 1");
    expect(first.plan!.verification.valid).toBe(false);
    const repaired = await harness.service.send("c", "yes");
    expect(repaired.kind).toBe("review");
    expect(repaired.plan!.verification.valid).toBe(true);
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    expect((await harness.store.getState()).current_position).toBe("Pos_1");
    const attempts = harness.logLines().filter((line) => line.event === "VERIFICATION_ATTEMPT");
    expect(attempts.map((line) => [line.planAttempt, line.valid])).toEqual([
      [0, false],
      [1, true],
    ]);
    expect(attempts[0].errors).toEqual(["Step 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_1'"]);
    expect(attempts.every((line) => line.correlationId === first.correlationId && line.stepCount)).toBe(true);
  });

  it("after MAX_PLAN_ATTEMPTS invalid plans it falls back and nothing runs", async () => {
    const builder = flakyBuilder(99);
    harness = createHarness({ buildPlan: builder.build, maxPlanAttempts: 3 });
    let turn = await harness.service.send("c", "go to position 1");
    for (let approvals = 0; approvals < 5 && turn.kind === "review"; approvals++)
      turn = await harness.service.send("c", "yes");
    expect(turn.kind).toBe("fallback");
    expect(turn.reply).toContain("3 times");
    expect(turn.reply).toContain("No :ONLY_ALLOWED_MOVE_TO edge");
    expect(builder.attempts).toEqual([0, 1, 2]);
    expect(await harness.store.countRuns()).toBe(0);
  });
});
