import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawFittingAxes,
  incompatibility,
  INGREDIENT_AXIS,
  MAX_REDRAWS,
  SPATIAL_AXIS,
} from "../../src/assembly/creative-axes.js";
import { detectCreative } from "../../src/assembly/detect-creative.js";
import { generateCreative } from "../../src/assembly/generate-creative.js";
import { normalizeCommand } from "../../src/assembly/normalize-command.js";
import { seededRandom } from "../../src/assembly/seeded-random.js";
import { independentAxesProblem } from "./support/independent-axes-checker.js";
import { cell, interpret, placements } from "./support/interpret.js";

const NAMED_SETS = [
  ["cheese", "bread"],
  ["tomato"],
  ["meat", "lettuce", "bread"],
  ["bread", "cheese", "tomato", "meat"],
];
const pairs = SPATIAL_AXIS.flatMap((spatial) => INGREDIENT_AXIS.map((logic) => [spatial, logic] as const));

describe("creative axis pairs", () => {
  it.each(pairs)(
    "%s × %s: 1,000 random builds honour the axes (or the pair is guarded)",
    (spatial, logic) => {
      const nameSets = logic === "constrained" ? NAMED_SETS : [[]];
      let built = 0;
      for (let draw = 0; draw < 1000; draw++) {
        const named = nameSets[draw % nameSets.length];
        if (incompatibility(spatial, logic, named, cell.itemNames)) continue;
        const random = seededRandom(draw * 7919 + spatial.length * 31 + logic.length);
        const zones =
          spatial === "three_zone_split" || spatial === "two_zone_contrast"
            ? cell.zoneNames
            : ["assembly_left"];
        const { stacks, problem } = generateCreative({ spatial, logic }, named, zones, cell, random);
        expect(problem).toBeNull();
        const byZone = Object.fromEntries(stacks.map((stack) => [stack.zone, stack.layers]));
        expect(independentAxesProblem(spatial, logic, byZone, named), JSON.stringify(byZone)).toBeNull();
        built++;
      }
      const guardedEverywhere = nameSets.every((named) =>
        incompatibility(spatial, logic, named, cell.itemNames),
      );
      expect(built > 0 || guardedEverywhere).toBe(true);
    },
  );

  it("never draws an incompatible pair, and constrains when items are named", () => {
    fc.assert(
      fc.property(fc.integer(), fc.subarray(cell.itemNames as string[]), (seed, named) => {
        const axes = drawFittingAxes(seededRandom(seed), named, cell.itemNames, () => null)!;
        expect(incompatibility(axes.spatial, axes.logic, named, cell.itemNames)).toBeNull();
        expect(axes.logic === "constrained").toBe(named.length > 0);
        expect(axes.draws).toBeLessThanOrEqual(MAX_REDRAWS + 1);
      }),
      { numRuns: 1000 },
    );
  });

  it("applies DESIGN's guards", () => {
    for (const logic of ["random_ordered", "category_grouped", "full_set"] as const)
      expect(incompatibility("palindrome", logic)).not.toBeNull();
    expect(incompatibility("inverted", "all_one")).not.toBeNull();
    expect(incompatibility("palindrome", "doubled")).toBeNull();
  });

  it("falls back to a safe pair when 10 draws all clash", () => {
    // Always index 4 of SPATIAL (palindrome) and 2 of the logics (full_set): incompatible every time.
    const stuck = () => 0.7;
    const axes = drawFittingAxes(stuck, [], cell.itemNames, () => null)!;
    expect(axes.draws).toBe(MAX_REDRAWS + 1);
    expect(incompatibility(axes.spatial, axes.logic)).toBeNull();
  });
});

describe("creative commands", () => {
  it.each([
    "surprise me",
    "impress me",
    "go wild",
    "make the best sandwich you can",
    "build a tower",
    "something delicious please",
    "do something",
    "go crazy",
    "have fun",
    "make it fancy",
    "an elaborate one",
    "a work of art",
    "make something beautiful",
    "be creative",
  ])("%s is creative before any LLM", (text) => {
    expect(detectCreative(normalizeCommand(text), cell)).not.toBeNull();
  });

  it("returns the contract fields, axes named with ×, and a build that honours them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const result = interpret("surprise me", { seed })!;
        expect(result.is_creative).toBe(true);
        expect(result.composite_name).toBeNull();
        const match = result.creative_reasoning!.match(/^Axis 1: ([a-z_]+) \u00d7 Axis 2: ([a-z_]+)/);
        expect(match).not.toBeNull();
        expect(independentAxesProblem(match![1], match![2], placements(result))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("uses only the named items", () => {
    for (let seed = 0; seed < 200; seed++) {
      const result = interpret("have fun with the cheese and bread", { seed })!;
      expect(result.creative_reasoning).toMatch(/× Axis 2: constrained/);
      expect(new Set(Object.values(placements(result)).flat())).toSatisfy((items: Set<string>) =>
        [...items].every((item) => ["cheese", "bread"].includes(item)),
      );
    }
  });

  it("is repeatable with a seed", () => {
    expect(interpret("go wild", { seed: 42 })).toEqual(interpret("go wild", { seed: 42 }));
  });

  it("is never learned", () => {
    const result = interpret("surprise me and call it the wild one")!;
    expect(result.is_creative).toBe(true);
    expect(result.composite_name).toBeNull();
    expect(result.user_feedback).toMatch(/never saved/);
  });
});
