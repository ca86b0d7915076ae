import { afterEach, describe, expect, it } from "vitest";
import { openAssemblyCellContext, type AssemblyCellContext } from "../../src/assembly/assembly-pipeline.js";
import { initialScene } from "../../src/assembly/scene-state.js";
import { seededRandom } from "../../src/assembly/seeded-random.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

let harness: Harness;
let context: AssemblyCellContext;
let cleanup: () => void = () => undefined;
afterEach(async () => {
  await harness?.close();
  context?.close();
  cleanup();
});

/** The sandwich cell with a BLT on every zone, so many creative draws overflow a stack. */
function crowdedSandwichCell(seed: number) {
  const temp = makeTempDir("cellpilot-creative-");
  cleanup = temp.cleanup;
  context = openAssemblyCellContext("sandwich", { dataDir: temp.dir, llm: null, random: seededRandom(seed) });
  const scene = initialScene(context.cell);
  for (const zone of Object.keys(scene.stacks)) scene.stacks[zone] = ["bread", "meat", "lettuce", "tomato", "bread"];
  context.memoryStore.saveScene(scene);
  harness = createHarness({ dir: temp.dir, snapshot: context.cell.snapshot, assembly: context });
}

describe("creative builds on a crowded scene", () => {
  // Seeds chosen by trying: with seed 12 the first draw overflows a stack and the second fits;
  // with seed 2 none of the first five fits.
  it("a creative draw that does not fit the scene is drawn again, and the one that fits goes to review", async () => {
    crowdedSandwichCell(12);
    const turn = await harness.service.send("c", "surprise me");
    expect(turn.kind).toBe("review");
    expect(turn.reply).toContain("verification passed");
    expect(harness.logLines().filter((line) => line.event === "PLAN_BUILT").at(-1)).toMatchObject({ valid: true });
  });

  it("when no draw fits, the request is refused with the reason and nothing runs", async () => {
    crowdedSandwichCell(2);
    const turn = await harness.service.send("c", "surprise me");
    expect(turn.kind).toBe("refused");
    expect(turn.reply).toMatch(/cannot be built from the current scene/);
    expect(turn.reply).toMatch(/full|most per stack/);
    expect(await harness.store.countRuns()).toBe(0);
  });
});
