import fc from "fast-check";
import { describe, expect, it } from "vitest";
// @ts-expect-error the console is plain JavaScript served as is
import { applySequence, confidenceBand } from "../../web/js/assembly-stacks.js";

const start = {
  stacks: { assembly_fixture: [], assembly_left: [] },
  activeZone: "assembly_fixture",
  holding: null,
};

describe("the console's stack drawing model", () => {
  it("stacks add_layer on the active zone and clears only that zone", () => {
    const built = applySequence(start, [
      { instruction: "add_layer", params: { item: "bread" } },
      { instruction: "set_active_zone", params: { zone: "assembly_left" } },
      { instruction: "add_layer", params: { item: "cheese" } },
      { instruction: "add_layer", params: { item: "bread" } },
    ]);
    expect(built.stacks).toEqual({ assembly_fixture: ["bread"], assembly_left: ["cheese", "bread"] });
    const cleared = applySequence(built, [{ instruction: "clear_assembly", params: {} }]);
    expect(cleared.stacks).toEqual({ assembly_fixture: ["bread"], assembly_left: [] });
    expect(start.stacks.assembly_fixture).toEqual([]); // inputs are not changed
  });

  it("puts as many tiles on the zones as there are add_layer instructions", () => {
    const instruction = fc.oneof(
      fc.record({
        instruction: fc.constant("add_layer"),
        params: fc.record({ item: fc.constantFrom("bread", "meat", "tomato") }),
      }),
      fc.record({
        instruction: fc.constant("set_active_zone"),
        params: fc.record({ zone: fc.constantFrom("assembly_fixture", "assembly_left") }),
      }),
      fc.record({ instruction: fc.constantFrom("go_home", "wait", "adjust_speed"), params: fc.constant({}) }),
    );
    fc.assert(
      fc.property(fc.array(instruction, { maxLength: 30 }), (sequence) => {
        const result = applySequence(start, sequence);
        const tiles = Object.values(result.stacks as Record<string, string[]>).reduce(
          (sum, stack) => sum + stack.length,
          0,
        );
        expect(tiles).toBe(sequence.filter((step) => step.instruction === "add_layer").length);
      }),
    );
  });

  it("bands confidence as DESIGN §4 says", () => {
    expect([0.95, 0.9, 0.89, 0.75, 0.74, 0.1].map(confidenceBand)).toEqual([
      "HIGH",
      "HIGH",
      "MED",
      "MED",
      "LOW",
      "LOW",
    ]);
  });
});
