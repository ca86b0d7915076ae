import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Two decisions of the assembly dialect (docs/assembly-cells.md), each for every assembly cell:
 * a zone holds one product, so more products than zones named asks where the others go; and a
 * question word that opens nothing is no harmless word of an order.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a zone holds one product", () => {
  it("more products than zones named is asked, never spread over zones not said", () => {
    for (const said of [
      "two veggies on the left",
      "on the right, 3 clubs",
      "a blt three times in the middle",
    ]) {
      const result = interpret(said);
      expect(held(result)).toBe(true);
      expect(result?.user_feedback).toContain("Which zones");
    }
    expect(held(renamed("make 2 blts on the left"))).toBe(true);
    expect(renamed("make 2 blts on the left")?.user_feedback).toContain("one platter on each zone");
  });

  it("as many zones as products, or no zone at all, still builds", () => {
    expect(Object.keys(placements(interpret("two clubs, on the left and on the right"))).sort()).toEqual([
      "assembly_left",
      "assembly_right",
    ]);
    expect(Object.keys(placements(interpret("make two veggies")))).toHaveLength(2);
    expect(Object.keys(placements(renamed("2 blts, one on the left one on the right"))).sort()).toEqual([
      "assembly_left",
      "assembly_right",
    ]);
    // Layers counted on one zone are one stack, not several products.
    expect(placements(interpret("three tomato on the right"))).toEqual({
      assembly_right: ["tomato", "tomato", "tomato"],
    });
    // Counted, an item a recipe is named after may be that recipe at a counter: it waits, never spreads.
    expect(placements(interpret("three cheese on the right"))).toEqual({});
    expect(interpret("three cheese on the right")?.held_sequence?.length).toBeGreaterThan(0);
  });
});

describe("a question word that opens nothing", () => {
  it("ending a list or a clause, it is unexplained and held", () => {
    expect(interpret("tomato and lettuce and which")?.account?.unexplained).toEqual(["which"]);
    expect(held(interpret("tomato and lettuce and which"))).toBe(true);
    expect(held(renamed("a club on the left, what?"))).toBe(true);
  });

  it("opening a clause or a suggestion it is read as before", () => {
    expect(held(interpret("how about a veggie on the right"))).toBe(false);
    expect(held(renamed("a blt where the seaweed goes first"))).toBe(false);
  });
});

describe("a question opened by a contracted 'what is'", () => {
  it("never builds what it names", () => {
    expect(held(interpret("what's on a veggie"))).toBe(true);
    expect(held(renamed("whats in the blt platter"))).toBe(true);
    expect(held(interpret("make a veggie"))).toBe(false);
  });
});
