import { afterEach, describe, expect, it } from "vitest";
import {
  openAssemblyCellContext,
  loadScene,
  type AssemblyCellContext,
} from "../../src/assembly/assembly-pipeline.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

let harness: Harness;
let context: AssemblyCellContext;
afterEach(async () => {
  await harness?.close();
  await context?.close();
});

function sandwichHarness(extra: Parameters<typeof createHarness>[0] = {}) {
  const temp = makeTempDir("cellpilot-assembly-");
  context = openAssemblyCellContext("sandwich", { dataDir: temp.dir, llm: null, random: () => 0.42 });
  harness = createHarness({ dir: temp.dir, snapshot: context.cell.snapshot, assembly: context, ...extra });
  const close = harness.close;
  harness.close = async () => {
    await close();
    temp.cleanup();
  };
  return harness;
}

describe("assembly cells through the same workflow", () => {
  it("a clear build runs under the cell's 'risky' policy and is recorded with its primitives", async () => {
    sandwichHarness();
    const turn = await harness.service.send("c", "make a BLT on the left");
    expect(turn.kind).toBe("run");
    expect(turn.run!.status).toBe("completed");
    expect((turn.interpretation as { sequence: unknown[] }).sequence.length).toBeGreaterThan(0);
    expect((await loadScene(context)).stacks.assembly_left).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    const steps = await harness.store.getRunSteps(turn.run!.runId);
    expect(steps).toHaveLength(turn.run!.totalSteps);
    expect(steps.every((step) => step.state === "completed")).toBe(true);
    expect(harness.events.at(-1)).toMatchObject({ type: "run-finished", status: "completed" });
  });

  it("a creative build waits for review; 'no' cancels it and nothing moves", async () => {
    sandwichHarness();
    const review = await harness.service.send("c", "go wild");
    expect(review.kind).toBe("review");
    expect(review.pendingReview).toMatchObject({
      kind: "approval",
      reason: "high_risk",
      returnTo: { node: "verifyAssembly", mode: "continue" },
    });
    expect(review.reply).toContain("verification passed");
    const cancelled = await harness.service.send("c", "no");
    expect(cancelled.kind).toBe("cancelled");
    expect(await harness.store.countRuns()).toBe(0);
  });

  it("a creative build approved runs; unknown items are refused with the interpreter's feedback", async () => {
    sandwichHarness();
    await harness.service.send("c", "surprise me");
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    const refused = await harness.service.send("c", "add avocado");
    expect(refused.kind).toBe("refused");
    expect(refused.reply).toMatch(/avocado/);
  });

  it("words not understood hold the build for review under the 'risky' policy; 'yes' runs it", async () => {
    sandwichHarness();
    const review = await harness.service.send("c", "make a classic on the right twice");
    expect(review.kind).toBe("review");
    expect(review.pendingReview).toMatchObject({ kind: "approval", reason: "low_confidence_plan" });
    expect(review.reply).toContain('"twice"');
    expect(await harness.store.countRuns()).toBe(0);
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    expect((await loadScene(context)).stacks.assembly_right).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
  });

  it("a fault at a primitive fails the run and keeps the error in run_steps", async () => {
    sandwichHarness({ fault: { kind: "step", step: 3 } });
    const turn = await harness.service.send("c", "add cheese");
    expect(turn.run).toMatchObject({ status: "failed", completedSteps: 2 });
    const steps = await harness.store.getRunSteps(turn.run!.runId);
    expect(steps.map((step) => step.state)).toEqual(["completed", "completed", "error"]);
  });
});
