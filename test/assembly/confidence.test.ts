import { describe, expect, it } from "vitest";
import { confidenceBand, needsConfirmation } from "../../src/assembly/confidence.js";
import {
  loadScene,
  openAssemblyCellContext,
  prepareAssemblyRun,
} from "../../src/assembly/assembly-pipeline.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret } from "./support/interpret.js";

describe("confidence bands and strict mode", () => {
  it.each([
    [1, "HIGH"],
    [0.9, "HIGH"],
    [0.89, "MED"],
    [0.75, "MED"],
    [0.74, "LOW"],
  ] as const)("%s → %s", (confidence, band) => {
    expect(confidenceBand(confidence)).toBe(band);
  });

  it("strict mode confirms only non-creative results under 0.6", () => {
    expect(needsConfirmation({ confidence: 0.59, is_creative: false }, true)).toBe(true);
    expect(needsConfirmation({ confidence: 0.6, is_creative: false }, true)).toBe(false);
    expect(needsConfirmation({ confidence: 0.1, is_creative: true }, true)).toBe(false);
    expect(needsConfirmation({ confidence: 0.1, is_creative: false }, false)).toBe(false);
  });

  it("a sure command runs without confirmation even in strict mode; the cell file's setting is the default", async () => {
    const temp = makeTempDir();
    const context = openAssemblyCellContext("sandwich", { dataDir: temp.dir });
    try {
      const sure = interpret("make a BLT")!;
      expect(
        prepareAssemblyRun(sure, await loadScene(context), context.cell, { strict: true }).needsConfirmation,
      ).toBe(false);
      const vague = interpret("move")!;
      expect(context.cell.file.strict).toBe(false);
      expect(prepareAssemblyRun(vague, await loadScene(context), context.cell).needsConfirmation).toBe(false);
      expect(
        prepareAssemblyRun(vague, await loadScene(context), context.cell, { strict: true }).needsConfirmation,
      ).toBe(true);
    } finally {
      await context.close();
      temp.cleanup();
    }
  });
});
