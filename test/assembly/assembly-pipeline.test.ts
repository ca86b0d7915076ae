import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  executeAssemblyRun,
  interpretForCell,
  loadScene,
  openAssemblyCellContext,
  prepareAssemblyRun,
  type AssemblyCellContext,
} from "../../src/assembly/assembly-pipeline.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { openCellStore } from "../../src/store/open-cell-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

let opened: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of opened.reverse()) await close();
  opened = [];
});

function openAll(dataDir?: string): { context: AssemblyCellContext; store: CellStore; dataDir: string } {
  const dir = dataDir ?? makeTempDir().dir;
  const context = openAssemblyCellContext("sandwich", { dataDir: dir });
  const store = openCellStore(context.cell.snapshot, dir);
  opened.push(
    () => context.close(),
    () => store.close(),
  );
  return { context, store, dataDir: dir };
}

async function run(
  context: AssemblyCellContext,
  store: CellStore,
  text: string,
  options: { strict?: boolean; faultAt?: number } = {},
) {
  const result = (await interpretForCell(text, context))!;
  const prepared = prepareAssemblyRun(result, await loadScene(context), context.cell, {
    strict: options.strict,
  });
  const outcome = await executeAssemblyRun({
    context,
    result,
    prepared,
    operatorInput: text,
    store,
    faultAt: options.faultAt,
  });
  return { result, prepared, outcome };
}

describe("assembly pipeline: interpret → prepare (verify) → execute → history", () => {
  it("runs a command, records runs and run_steps, saves the scene and writes tcp_commands.json", async () => {
    const { context, store, dataDir } = openAll();
    const { prepared, outcome } = await run(
      context,
      store,
      "make a cheese sandwich on the left then go home",
    );
    expect(prepared.verification.valid).toBe(true);
    expect(prepared.summary).toMatch(/verification passed/);
    expect(outcome.status).toBe("completed");
    expect(outcome.completedSteps).toBe(prepared.primitives.length);

    const runRecord = await store.getRun(outcome.runId!);
    expect(runRecord?.status).toBe("completed");
    expect(JSON.parse(runRecord!.sequence_json)[0]).toEqual({
      instruction: "set_active_zone",
      params: { zone: "assembly_left" },
    });
    const steps = await store.getRunSteps(outcome.runId!);
    expect(steps).toHaveLength(prepared.primitives.length);
    prepared.primitives.forEach((primitive, index) => {
      const isMove = primitive.primitive === "move_to" || primitive.primitive === "move_relative";
      expect(steps[index].action).toBe(isMove ? "move" : "routine");
      expect(steps[index].state).toBe("completed");
      if (primitive.primitive === "move_to") expect(steps[index].position).toBe(primitive.params.location);
    });
    expect((await store.getState()).current_position).toBe("home");

    const tcp = JSON.parse(readFileSync(join(dataDir, "tcp_commands.json"), "utf8"));
    expect(tcp.run_id).toBe(outcome.runId);
    expect(tcp.commands.map((command: { command: string }) => command.command)).toEqual(
      prepared.primitives.map((p) => p.primitive),
    );

    // The scene persists: a new context on the same data directory sees the stack.
    const again = openAll(dataDir);
    expect((await loadScene(again.context)).stacks.assembly_left).toEqual(["bread", "cheese", "bread"]);
    expect((await loadScene(again.context)).active_zone).toBe("assembly_left");
  });

  it("uses the live scene: 'take the tomato off' after a BLT, 'put it back' after a pick", async () => {
    const { context, store } = openAll();
    await run(context, store, "make a BLT");
    const takeOff = await run(context, store, "take the tomato off");
    expect(takeOff.outcome.status).toBe("completed");
    expect((await loadScene(context)).stacks.assembly_fixture).toEqual(["bread", "meat", "lettuce", "bread"]);
    await run(context, store, "pick up the cheese");
    expect((await loadScene(context)).holding).toBe("cheese");
    await run(context, store, "put it back");
    expect((await loadScene(context)).holding).toBeNull();
  });

  it("learns at confidence ≥ 0.80 when a command runs, and the next command uses it", async () => {
    const { context, store } = openAll();
    const taught = await run(context, store, "make bread, meat, bread and call it the simple");
    expect(taught.outcome.learned).toBe("simple");
    const reuse = await run(context, store, "make the simple");
    expect(reuse.result.interpretation).toMatch(/simple/);
    expect(reuse.outcome.status).toBe("completed");
    // The first zone is taken, so the saved sandwich goes to a free one.
    const stacks = (await loadScene(context)).stacks;
    expect(Object.values(stacks).filter((stack) => stack.join() === "bread,meat,bread")).toHaveLength(2);
  });

  it("'call that …' names the previous command without moving anything", async () => {
    const { context, store } = openAll();
    await run(context, store, "make a club");
    const naming = await run(context, store, "call that the classic plus");
    expect(naming.prepared.learnOnly).toBe(true);
    expect(naming.outcome.status).toBe("learned");
    expect(naming.outcome.learned).toBe("classic_plus");
    expect(
      (await context.memoryStore.getMemory()).composites[0].sequence.filter(
        (s) => s.instruction === "add_layer",
      ),
    ).toHaveLength(6);
  });

  it("interpret is a dry run: nothing is saved, nothing moves", async () => {
    const { context, dataDir } = openAll();
    const result = await interpretForCell("make a BLT and call it the lunch", context);
    expect(result?.composite_name).toBe("lunch");
    expect((await context.memoryStore.getMemory()).composites).toEqual([]);
    expect((await loadScene(context)).stacks.assembly_fixture).toEqual([]);
    expect(existsSync(join(dataDir, "tcp_commands.json"))).toBe(false);
  });

  it("never learns creative results and refuses what does not verify", async () => {
    const { context, store } = openAll();
    const creative = await run(context, store, "surprise me and call it the wild one");
    expect(creative.outcome.learned).toBeNull();
    expect((await context.memoryStore.getMemory()).composites).toEqual([]);
    const unknown = await run(context, store, "add avocado");
    expect(unknown.outcome.status).toBe("refused");
    expect(unknown.outcome.runId).toBeNull();
  });

  it("strict mode holds a low-confidence non-creative result for confirmation", async () => {
    const { context } = openAll();
    const vague = (await interpretForCell("make a sandwich", context))!;
    expect(
      prepareAssemblyRun(vague, await loadScene(context), context.cell, { strict: true }).needsConfirmation,
    ).toBe(true);
    expect(
      prepareAssemblyRun(vague, await loadScene(context), context.cell, { strict: false }).needsConfirmation,
    ).toBe(false);
    const creative = (await interpretForCell("go wild", context))!;
    expect(
      prepareAssemblyRun({ ...creative, confidence: 0.3 }, await loadScene(context), context.cell, {
        strict: true,
      }).needsConfirmation,
    ).toBe(false);
  });

  it("a fault mid-run marks the step and the run failed and keeps the scene of what finished", async () => {
    const { context, store } = openAll();
    const { outcome } = await run(context, store, "stack bread, cheese", { faultAt: 12 });
    expect(outcome.status).toBe("failed");
    expect(outcome.completedSteps).toBe(11);
    expect(await store.getFailedPositions(outcome.runId!)).toHaveLength(1);
    expect((await store.getRun(outcome.runId!))?.status).toBe("failed");
    expect((await loadScene(context)).stacks.assembly_fixture).toEqual(["bread"]);
  });
});
