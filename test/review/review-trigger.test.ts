import { describe, expect, it } from "vitest";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { createPendingReview, isExpired } from "../../src/review/create-pending-review.js";
import { PendingReviewSchema } from "../../src/contracts/review.js";
import { clarificationTrigger, isHighRisk, planReviewTrigger } from "../../src/review/review-trigger.js";

const move: PlanStep = { id: 1, name: "Move to Pos_1", action: "move", target: "Pos_1" };
const weld: PlanStep = {
  id: 2,
  name: "Tack Weld at Pos_1",
  action: "routine",
  target: "tack_weld",
  position: "Pos_1",
};
const risky = new Set(["tack_weld"]);

describe("when a plan waits for a human", () => {
  it("takes the first trigger in priority order: low confidence, missing fields, high risk, approval", () => {
    const base = { policy: "always" as const, confidence: 1, notes: [], steps: [move, weld], highRisk: true };
    expect(planReviewTrigger({ ...base, confidence: 0.5 })?.reason).toBe("low_confidence_plan");
    expect(
      planReviewTrigger({ ...base, notes: ["tack_weld is not supported at Pos_3, so it was left out."] })
        ?.reason,
    ).toBe("missing_fields");
    expect(planReviewTrigger(base)?.reason).toBe("high_risk");
    expect(planReviewTrigger({ ...base, highRisk: false })?.reason).toBe("needs_approval");
  });

  it("follows the cell's review policy", () => {
    const moveOnly = { confidence: 1, notes: [], steps: [move], highRisk: false };
    expect(planReviewTrigger({ ...moveOnly, policy: "always" })?.reason).toBe("needs_approval");
    expect(planReviewTrigger({ ...moveOnly, policy: "risky" })).toBeNull();
    expect(
      planReviewTrigger({ ...moveOnly, policy: "risky", steps: [move, weld], highRisk: true })?.reason,
    ).toBe("high_risk");
    expect(
      planReviewTrigger({ ...moveOnly, policy: "never", steps: [move, weld], highRisk: true }),
    ).toBeNull();
    expect(planReviewTrigger({ ...moveOnly, policy: "never", confidence: 0.4 })?.reason).toBe(
      "low_confidence_plan",
    );
    expect(planReviewTrigger({ ...moveOnly, policy: "always", steps: [] })).toBeNull();
  });

  it("calls work with a tool or a tool change risky, plain moves not", () => {
    expect(isHighRisk([move], risky)).toBe(false);
    expect(isHighRisk([move, weld], risky)).toBe(true);
    expect(
      isHighRisk(
        [
          {
            id: 1,
            name: "Attach Welder",
            action: "routine",
            target: "tool_attach",
            position: "T",
            tool: "Welder",
          },
        ],
        risky,
      ),
    ).toBe(true);
  });

  it("makes contract-shaped records with machine-made ids, options, return targets and a 5 minute TTL", () => {
    const now = new Date("2026-03-02T10:00:00.000Z");
    const review = createPendingReview({
      trigger: clarificationTrigger(true),
      question: "Which?",
      originStepId: "o",
      options: [{ label: "A" }, { label: "B" }],
      now,
      newId: () => "id-1",
    });
    expect(PendingReviewSchema.parse(review)).toEqual(review);
    expect(review).toMatchObject({
      hitlId: "id-1",
      kind: "disambiguation",
      reason: "disambiguation",
      returnTo: { node: "planSequence", mode: "apply_selection" },
      expectedInput: "single_choice",
    });
    expect(review.options).toEqual([
      { id: "option-1", label: "A" },
      { id: "option-2", label: "B" },
    ]);
    expect(isExpired(review, new Date("2026-03-02T10:04:59.999Z"))).toBe(false);
    expect(isExpired(review, new Date("2026-03-02T10:05:00.000Z"))).toBe(true);
    expect(clarificationTrigger(false)).toMatchObject({
      reason: "intent_unclear",
      kind: "clarification",
      expectedInput: "free_text",
      returnTo: { node: "planSequence", mode: "replan" },
    });
  });
});
