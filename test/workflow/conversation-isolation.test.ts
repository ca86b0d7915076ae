import { afterEach, describe, expect, it } from "vitest";
import { openAssemblyCellContext, type AssemblyCellContext } from "../../src/assembly/assembly-pipeline.js";
import type { InterpretResult } from "../../src/contracts/assembly.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

const harnesses: Harness[] = [];
const contexts: AssemblyCellContext[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
  for (const context of contexts.splice(0)) await context.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A service on the sandwich cell in `dir` (a second one on the same dir is a restart). */
function sandwichService(dir: string): Harness {
  const context = openAssemblyCellContext("sandwich", { dataDir: dir, llm: null, random: () => 0.42 });
  contexts.push(context);
  const harness = createHarness({ dir, snapshot: context.cell.snapshot, assembly: context });
  harnesses.push(harness);
  return harness;
}

function tempDir(): string {
  const temp = makeTempDir("cellpilot-isolation-");
  cleanups.push(temp.cleanup);
  return temp.dir;
}

const layers = (turn: { interpretation?: unknown }) =>
  ((turn.interpretation as InterpretResult | null)?.sequence ?? [])
    .filter((step) => step.instruction === "add_layer")
    .map((step) => step.params.item);

describe("what one conversation said is never another's", () => {
  it("a new conversation's 'another one' and 'do that again' on an assembly cell do not repeat the other's sandwich", async () => {
    const { service, store } = sandwichService(tempDir());
    const first = await service.send("operator-a", "make a BLT on the left");
    expect(first.kind).toBe("run");
    const runsBefore = await store.countRuns();

    const another = await service.send("operator-b", "another one");
    expect(another.kind).toBe("refused");
    expect(another.reply).toMatch(/another what/i);
    const again = await service.send("operator-b", "do that again");
    expect(again.kind).toBe("refused");
    expect(again.reply).toMatch(/no completed run/i);
    expect(await store.countRuns()).toBe(runsBefore);

    // the conversation that made it still can
    const mine = await service.send("operator-a", "another one");
    expect(layers(mine)).toEqual(layers(first));
  });

  it("'do that again' and 'weld it' on a graph cell read this conversation's run and position only", async () => {
    const harness = createHarness();
    harnesses.push(harness);
    await harness.service.send("a", "weld at position 1");
    const done = await harness.service.send("a", "yes");
    expect(done.run?.status).toBe("completed");

    const again = await harness.service.send("b", "do that again");
    expect(again.kind).toBe("refused");
    const it = await harness.service.send("b", "weld it");
    expect(it.plan).toBeUndefined();

    const mine = await harness.service.send("a", "do that again");
    expect(mine.kind).toBe("review");
    expect(mine.plan?.goal).toEqual({ goal: "execute_routine", routine: "tack_weld", position: "Pos_1" });
  });

  it("keeps each conversation's transcript and memory in the checkpoint file: both survive a restart", async () => {
    const dir = tempDir();
    const before = sandwichService(dir);
    const made = await before.service.send("a", "make a BLT on the left");
    expect(made.kind).toBe("run");
    const transcript = await before.service.getTranscript("a");
    expect(transcript?.map((entry) => [entry.role, entry.text])).toEqual([
      ["operator", "make a BLT on the left"],
      ["cell", made.reply],
    ]);
    expect(transcript?.[1].turn?.run?.runId).toBe(made.run?.runId);
    expect(await before.service.getTranscript("never-spoke")).toBeNull();
    await before.service.close();

    const after = sandwichService(dir);
    expect(await after.service.getTranscript("a")).toEqual(transcript);
    // the memory came back with it: "another one" is still the BLT, and "do that again" its run
    expect(layers(await after.service.send("a", "another one"))).toEqual(layers(made));
    const again = await after.service.send("a", "do that again");
    expect(again.reply).not.toMatch(/no completed run/i);
    expect((await after.service.getTranscript("a"))?.length).toBe(6);
  });
});
