import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeValidationError } from "../../src/contracts/describe-validation-error.js";
import { GoalSchema } from "../../src/contracts/goal.js";

const PlanBody = z.union([z.object({ goal: GoalSchema }), z.object({ text: z.string().min(1) })]);
const HINT = "give goal or text";
const explain = (input: unknown) => {
  const result = PlanBody.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return describeValidationError(result.error, HINT);
};

/** Every goal kind with its required string fields. */
const KINDS: Record<string, string[]> = {
  move: ["position"],
  execute_routine: ["routine", "position"],
  attach_tool: ["tool"],
  unknown: ["reason"],
};

describe("describeValidationError", () => {
  it("names the one missing field of any goal kind, inside the body union", () => {
    const goalWithOneMissing = fc
      .constantFrom(...Object.keys(KINDS))
      .chain((kind) =>
        fc.tuple(fc.constant(kind), fc.constantFrom(...KINDS[kind]), fc.string({ minLength: 1 })),
      );
    fc.assert(
      fc.property(goalWithOneMissing, ([kind, missing, value]) => {
        const goal: Record<string, string> = { goal: kind };
        for (const field of KINDS[kind]) if (field !== missing) goal[field] = value;
        expect(explain({ goal })).toBe(`goal.${missing} is missing (expected a string)`);
      }),
    );
  });

  it("names a wrong type, an unknown kind and a bad sequence step by their paths", () => {
    expect(explain({ goal: { goal: "move", position: 3 } })).toMatch(/^goal\.position: .*expected string/);
    expect(explain({ goal: { goal: "fly" } })).toMatch(/^goal\.goal must be one of "move"/);
    expect(explain({ goal: { goal: "sequence", steps: [{ action: "move" }] } })).toBe(
      "goal.steps.0.position is missing (expected a string)",
    );
  });

  it("falls back to the hint when the input matches no branch better than another", () => {
    expect(explain({})).toBe(HINT);
    expect(explain("not an object")).toBe(HINT);
  });
});
