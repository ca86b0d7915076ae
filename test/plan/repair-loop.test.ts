import { describe, expect, it } from "vitest";
import { nextPlanAttempt } from "../../src/plan/repair-loop.js";

describe("the repair loop's rule", () => {
  it("a failed plan is repaired with its errors until MAX_PLAN_ATTEMPTS plans were made", () => {
    const errors = ["Step 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_1'"];
    expect(nextPlanAttempt({ planAttempt: 0, maxAttempts: 3, errors })).toEqual({
      kind: "repair",
      planAttempt: 1,
      validationErrors: errors,
    });
    expect(nextPlanAttempt({ planAttempt: 1, maxAttempts: 3, errors }).kind).toBe("repair");
    expect(nextPlanAttempt({ planAttempt: 2, maxAttempts: 3, errors })).toEqual({
      kind: "give-up",
      attempts: 3,
      validationErrors: errors,
    });
    expect(nextPlanAttempt({ planAttempt: 0, maxAttempts: 1, errors }).kind).toBe("give-up");
  });

  it("gives up at once when another attempt cannot differ", () => {
    expect(nextPlanAttempt({ planAttempt: 0, maxAttempts: 3, errors: [], repairable: false })).toMatchObject({
      kind: "give-up",
      attempts: 1,
    });
  });
});
