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
  await context?.close();
  cleanup();
});

/** The sandwich cell with `layers` on every zone. */
async function crowdedSandwichCell(seed: number, layers = ["bread", "meat", "lettuce", "tomato", "bread"]) {
  const temp = makeTempDir("cellpilot-creative-");
  cleanup = temp.cleanup;
  context = openAssemblyCellContext("sandwich", { dataDir: temp.dir, llm: null, random: seededRandom(seed) });
  const scene = initialScene(context.cell);
  for (const zone of Object.keys(scene.stacks)) scene.stacks[zone] = [...layers];
  await context.memoryStore.saveScene(scene);
  harness = createHarness({ dir: temp.dir, snapshot: context.cell.snapshot, assembly: context });
}

describe("creative builds on a crowded scene", () => {
  it("a creative build on a crowded scene fits the room left and goes to review", async () => {
    await crowdedSandwichCell(12);
    const turn = await harness.service.send("c", "surprise me");
    expect(turn.kind).toBe("review");
    expect(turn.reply).toContain("verification passed");
    expect(
      harness
        .logLines()
        .filter((line) => line.event === "PLAN_BUILT")
        .at(-1),
    ).toMatchObject({ valid: true });
  });

  it("when every zone is full, the request is refused with the reason and nothing runs", async () => {
    await crowdedSandwichCell(2, [
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "cheese",
      "meat",
      "lettuce",
      "bread",
    ]);
    const turn = await harness.service.send("c", "surprise me");
    expect(turn.kind).toBe("refused");
    expect(turn.reply).toMatch(/not enough room for something creative/);
    expect(turn.reply).toMatch(/assembly_left is full \(8 layers\)/);
    expect(await harness.store.countRuns()).toBe(0);
  });
});
