import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("leaving a review: a new intent, or a reply after it expired", () => {
  it("'where is the robot?' during review is answered as a new request under a new correlation id", async () => {
    harness = createHarness();
    const first = await harness.service.send("c", "weld at position 1");
    const turn = await harness.service.send("c", "where is the robot?");
    expect(turn.kind).toBe("answer");
    expect(turn.reply).toContain("Home");
    expect(turn.correlationId).not.toBe(first.correlationId);
    expect(await harness.service.getPendingReview("c")).toBeNull();
    const switched = harness.logLines().find((line) => line.event === "HITL_SWITCH_INTENT");
    expect(switched).toMatchObject({ traceId: first.correlationId, newCorrelationId: turn.correlationId });
  });

  it("a new command during review replaces the plan", async () => {
    harness = createHarness();
    await harness.service.send("c", "weld at position 1");
    const turn = await harness.service.send("c", "go to safe position 3");
    expect(turn.kind).toBe("review");
    expect(turn.plan!.path.at(-1)).toBe("Safe_Pos_3");
  });

  it("a reply after five minutes is handled as a new request, not as approval", async () => {
    harness = createHarness();
    const first = await harness.service.send("c", "weld at position 1");
    expect(Date.parse(first.pendingReview!.expiresAt) - Date.parse(first.pendingReview!.createdAt)).toBe(
      300_000,
    );
    harness.clock.advance(299_000);
    expect(await harness.service.getPendingReview("c")).not.toBeNull();
    harness.clock.advance(2_000);
    expect(await harness.service.getPendingReview("c")).toBeNull();
    const late = await harness.service.send("c", "yes");
    expect(late.kind).not.toBe("run");
    expect(late.reply).toMatch(/^The earlier review expired/);
    expect(await harness.store.countRuns()).toBe(0);
    expect(harness.logLines().find((line) => line.event === "HITL_EXPIRED")).toMatchObject({
      hitlId: first.pendingReview!.hitlId,
    });

    const fresh = await harness.service.send("c", "go home");
    expect(fresh.kind === "answer" || fresh.kind === "review").toBe(true);
  });
});
