import { afterEach, describe, expect, it } from "vitest";
import {
  loadScene,
  openAssemblyCellContext,
  type AssemblyCellContext,
} from "../../src/assembly/assembly-pipeline.js";
import { loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

let harness: Harness;
let context: AssemblyCellContext;
let cleanup: () => void = () => undefined;
afterEach(async () => {
  await harness?.close();
  await context?.close();
  cleanup();
});

function sandwichHarness(reviewPolicy?: "always" | "risky" | "never") {
  const temp = makeTempDir("cellpilot-assembly-replay-");
  cleanup = temp.cleanup;
  context = openAssemblyCellContext("sandwich", { dataDir: temp.dir, llm: null, random: () => 0.42 });
  const snapshot = reviewPolicy
    ? { ...context.cell.snapshot, data: { ...context.cell.snapshot.data, reviewPolicy } }
    : context.cell.snapshot;
  harness = createHarness({ dir: temp.dir, snapshot, assembly: context });
  return harness;
}

describe("replaying assembly runs", () => {
  it("'run task <id>' re-prepares the stored sequence against the current scene and runs it under the 'risky' policy", async () => {
    sandwichHarness();
    const original = await harness.service.send("c", "add cheese on the right");
    expect(original.run!.status).toBe("completed");
    const storedGoal = JSON.parse((await harness.store.getRunGoal(original.run!.runId))!.goal_json);
    const replay = await harness.service.send("c", `run task ${original.run!.runId}`);
    expect(replay.kind).toBe("run");
    expect(replay.run!.runId).not.toBe(original.run!.runId);
    expect(replay.correlationId).not.toBe(original.correlationId);
    expect((replay.interpretation as { sequence: unknown }).sequence).toEqual(storedGoal.assembly.sequence);
    const replayGoal = JSON.parse((await harness.store.getRunGoal(replay.run!.runId))!.goal_json);
    expect(replayGoal.assembly.sequence).toEqual(storedGoal.assembly.sequence);
    const right = (await loadScene(context)).stacks.assembly_right ?? [];
    expect(right.filter((layer) => layer === "cheese")).toHaveLength(2);
  });

  it("'do that again' goes to review first when the cell's policy is 'always', and runs once approved", async () => {
    sandwichHarness("always");
    await harness.service.send("c", "add cheese on the left");
    const first = await harness.service.send("c", "yes");
    expect(first.run!.status).toBe("completed");
    const review = await harness.service.send("c", "do that again");
    expect(review.kind).toBe("review");
    expect(review.reply).toContain(`Replaying run ${first.run!.runId}`);
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    expect((await loadScene(context)).stacks.assembly_left).toEqual(["cheese", "cheese"]);
  });

  it("a replay that would overflow a stack is refused with the reason, and nothing moves", async () => {
    sandwichHarness();
    const limit = loadAssemblyCell("sandwich").file.limits.max_layers_per_stack;
    const blt = await harness.service.send("c", "make a BLT on the left");
    expect(blt.run!.status).toBe("completed");
    const layers = (await loadScene(context)).stacks.assembly_left!.length;
    expect(layers * 2).toBeGreaterThan(limit);
    const runsBefore = await harness.store.countRuns();
    const replay = await harness.service.send("c", "do that again");
    expect(replay.kind).toBe("refused");
    expect(replay.reply).toContain(`Run ${blt.run!.runId}`);
    expect(replay.reply).toContain("cannot be done again from here");
    expect(replay.reply).toMatch(/full/);
    expect(await harness.store.countRuns()).toBe(runsBefore);
    expect((await loadScene(context)).stacks.assembly_left).toHaveLength(layers);
  });

  it("a replay with no history, an unknown id or a run without a stored sequence is refused", async () => {
    sandwichHarness();
    const none = await harness.service.send("c", "repeat the last one");
    expect(none.kind).toBe("refused");
    expect(none.reply).toMatch(/no completed run/i);
    const unknown = await harness.service.send("c", "run task 99999999-2222-4333-8444-555555555555");
    expect(unknown.kind).toBe("refused");
    expect(unknown.reply).toContain("99999999-2222-4333-8444-555555555555");
    await harness.store.createRun({
      run_id: "11111111-2222-4333-8444-555555555555",
      operator_input: "x",
      sequence_json: "[]",
      status: "completed",
      goal_json: JSON.stringify({ goal: "move", position: "home" }),
      correlation_id: "old",
    });
    const foreign = await harness.service.send("c", "run task 11111111-2222-4333-8444-555555555555");
    expect(foreign.kind).toBe("refused");
    expect(foreign.reply).toContain("no stored assembly sequence");
  });
});
