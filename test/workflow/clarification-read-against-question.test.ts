import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("a reply to a clarification is read against the question asked", () => {
  it("'paint position 1' → 'go to the safe position' is a new command: it replaces the question, asked as a fresh conversation would", async () => {
    harness = createHarness();
    const asked = await harness.service.send("c", "paint position 1");
    expect(asked.pendingReview).toMatchObject({ kind: "clarification", reason: "intent_unclear" });
    expect(asked.reply).toMatch(/What should I do at Pos_1\?/);

    const replaced = await harness.service.send("c", "go to the safe position");
    expect(replaced.kind).toBe("review");
    expect(replaced.pendingReview!.kind).toBe("disambiguation");
    expect(replaced.pendingReview!.options!.map((option) => option.label)).toEqual([
      "Safe_Pos_1",
      "Safe_Pos_2",
      "Safe_Pos_3",
    ]);
    expect(replaced.plan).toBeUndefined();
    expect(replaced.reply).not.toMatch(/Applied/);

    // The same words in a fresh conversation ask the same question.
    const fresh = await harness.service.send("other", "go to the safe position");
    expect(fresh.pendingReview!.options).toEqual(replaced.pendingReview!.options);
    const switched = harness.logLines().find((line) => line.event === "HITL_SWITCH_INTENT");
    expect(switched).toMatchObject({ input: "go to the safe position" });
  });

  it("'paint position 1' → 'weld' answers the missing action: the plan welds at Pos_1", async () => {
    harness = createHarness();
    await harness.service.send("c", "paint position 1");
    const answered = await harness.service.send("c", "weld");
    expect(answered.pendingReview!.kind).toBe("approval");
    expect(answered.plan!.steps.at(-1)).toMatchObject({
      action: "routine",
      target: "tack_weld",
      position: "Pos_1",
    });
  });

  it("a reply that names the question's own place answers it", async () => {
    harness = createHarness();
    await harness.service.send("c", "paint position 1");
    const answered = await harness.service.send("c", "inspect position 1");
    expect(answered.plan!.steps.at(-1)).toMatchObject({ target: "camera_inspection", position: "Pos_1" });
  });
});

describe("a revision the operator asked for", () => {
  it("'skip position 2' typed as the reply is a change to the plan, not a question, and not tagged missing fields", async () => {
    harness = createHarness();
    await harness.service.send("c", "weld at position 1 and 2");
    const revised = await harness.service.send("c", "skip position 2");
    expect(revised.kind).toBe("review");
    expect(revised.plan!.path).not.toContain("Pos_2");
    expect(revised.pendingReview!.reason).not.toBe("missing_fields");
    expect(revised.pendingReview!.reason).toBe("high_risk");
  });
});
