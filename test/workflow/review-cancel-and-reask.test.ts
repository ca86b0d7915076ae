import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("cancelling and unclear replies during review", () => {
  it.each(["never mind", "no", "nein", "avbryt", "לא"])("'%s' cancels and nothing runs", async (reply) => {
    harness = createHarness();
    await harness.service.send("c", "weld at position 1");
    const turn = await harness.service.send("c", reply);
    expect(turn.kind).toBe("cancelled");
    expect(turn.pendingReview).toBeNull();
    expect(await harness.store.countRuns()).toBe(0);
    expect(await harness.service.getPendingReview("c")).toBeNull();
    expect(harness.logLines().map((line) => line.event)).toContain("HITL_CANCELLED");
  });

  it("'hmm' asks again with a new review, and a later yes still runs the plan", async () => {
    harness = createHarness();
    const first = await harness.service.send("c", "go to position 1");
    const again = await harness.service.send("c", "hmm");
    expect(again.kind).toBe("review");
    expect(again.reply).toMatch(/^I did not get "hmm"/);
    expect(again.pendingReview!.hitlId).not.toBe(first.pendingReview!.hitlId);
    expect(harness.logLines().map((line) => line.event)).toContain("HITL_RE_ASK");
    const done = await harness.service.send("c", "sí");
    expect(done.kind).toBe("run");
    expect((await harness.store.getState()).current_position).toBe("Pos_1");
  });

  it("a reply to a review already answered is ignored and logged as a duplicate", async () => {
    harness = createHarness();
    const first = await harness.service.send("c", "go to position 1");
    const hitlId = first.pendingReview!.hitlId;
    await harness.service.send("c", "yes", { hitlId });
    const duplicate = await harness.service.send("c", "no", { hitlId });
    expect(duplicate.reply).toContain("already answered");
    expect(await harness.store.countRuns()).toBe(1);
    const line = harness.logLines().find((entry) => entry.event === "HITL_DUPLICATE_ATTEMPT");
    expect(line).toMatchObject({ hitlId, threadId: "c" });
  });
});
