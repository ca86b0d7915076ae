import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareAssemblyRun } from "../../src/assembly/assembly-pipeline.js";
import { independentAxesProblem } from "./support/independent-axes-checker.js";
import { cell, interpret, sceneWith } from "./support/interpret.js";

const FULL = ["bread", "meat", "meat", "cheese", "cheese", "lettuce", "tomato", "bread"];
const SIX = ["bread", "meat", "cheese", "lettuce", "tomato", "bread"];
const crowded = sceneWith({ stacks: { assembly_fixture: [...SIX], assembly_left: [...FULL] } });

/** The new layers per zone, following set_active_zone from the scene's active zone. */
function newLayers(
  sequence: Array<{ instruction: string; params: Record<string, unknown> }>,
  start: string,
): Record<string, string[]> {
  const zones: Record<string, string[]> = {};
  let zone = start;
  for (const step of sequence) {
    if (step.instruction === "set_active_zone")
      zone = String(step.params.zone).replace("assembly_center", "assembly_fixture");
    if (step.instruction === "add_layer") (zones[zone] ??= []).push(String(step.params.item));
  }
  return zones;
}

describe("creative builds respect the live scene", () => {
  it("1,000 seeded draws with 6 layers on the fixture and 8 on the left never overflow and honour the axes", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 1000; seed++) {
      const result = interpret(seed % 3 === 0 ? "go wild with the cheese and tomato" : "surprise me", {
        seed,
        scene: crowded,
      })!;
      expect(result.is_creative).toBe(true);
      expect(result.sequence.length, result.user_feedback ?? "").toBeGreaterThan(0);
      const axes = result.creative_reasoning!.match(/^Axis 1: ([a-z_]+) \u00d7 Axis 2: ([a-z_]+)/)!;
      seen.add(axes[1]);
      const added = newLayers(result.sequence, crowded.active_zone);
      const named = seed % 3 === 0 ? ["cheese", "tomato"] : [];
      expect(independentAxesProblem(axes[1], axes[2], added, named), JSON.stringify(added)).toBeNull();
      expect(added.assembly_left ?? []).toEqual([]);
      for (const [zone, layers] of Object.entries(added)) {
        const total = [...crowded.stacks[zone], ...layers];
        expect(total.length).toBeLessThanOrEqual(8);
        for (const item of new Set(total))
          expect(total.filter((layer) => layer === item).length).toBeLessThanOrEqual(5);
      }
      expect(prepareAssemblyRun(result, crowded, cell).verification.valid).toBe(true);
    }
    expect(seen.has("three_zone_split")).toBe(false); // the left zone has no room
    expect(seen.has("two_zone_contrast")).toBe(true); // the right zone and the fixture's 2 layers
  });

  it("single_tall takes as many layers as the zone still allows", () => {
    const scene = sceneWith({
      stacks: {
        assembly_fixture: ["bread", "meat", "bread"],
        assembly_left: [...FULL],
        assembly_right: [...FULL],
      },
    });
    let tall = 0;
    for (let seed = 0; seed < 300; seed++) {
      const result = interpret("surprise me", { seed, scene })!;
      if (!/^Axis 1: single_tall/.test(result.creative_reasoning ?? "")) continue;
      const added = newLayers(result.sequence, scene.active_zone);
      expect(Object.keys(added)).toEqual(["assembly_fixture"]);
      if (/Axis 2: (random_ordered|category_grouped|full_set)/.test(result.creative_reasoning!))
        expect(added.assembly_fixture).toHaveLength(5);
      tall++;
    }
    expect(tall).toBeGreaterThan(0);
  });

  it("any scene: a creative result either fits and verifies, or is an empty refusal with a question", () => {
    const stack = fc
      .array(fc.constantFrom(...cell.itemNames), { maxLength: 8 })
      .filter((layers) =>
        cell.itemNames.every((item) => layers.filter((layer) => layer === item).length <= 5),
      );
    fc.assert(
      fc.property(stack, stack, stack, fc.integer({ min: 0, max: 1e6 }), (fixture, left, right, seed) => {
        const scene = sceneWith({
          stacks: { assembly_fixture: fixture, assembly_left: left, assembly_right: right },
        });
        const result = interpret("be creative", { seed, scene })!;
        expect(result.is_creative).toBe(true);
        if (result.sequence.length === 0) {
          expect(result.user_feedback).toMatch(/not enough room/);
          return;
        }
        const axes = result.creative_reasoning!.match(/^Axis 1: ([a-z_]+) \u00d7 Axis 2: ([a-z_]+)/)!;
        expect(
          independentAxesProblem(axes[1], axes[2], newLayers(result.sequence, scene.active_zone)),
        ).toBeNull();
        expect(prepareAssemblyRun(result, scene, cell).verification.valid).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("refuses with a clear question when every zone is full", () => {
    const full = sceneWith({
      stacks: { assembly_fixture: [...FULL], assembly_left: [...FULL], assembly_right: [...FULL] },
    });
    const result = interpret("surprise me", { seed: 3, scene: full })!;
    expect(result.sequence).toEqual([]);
    expect(result.is_creative).toBe(true);
    expect(result.user_feedback).toMatch(/assembly_left is full \(8 layers\).*\?$/);
  });
});
