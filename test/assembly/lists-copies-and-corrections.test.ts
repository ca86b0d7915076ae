import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements, BLT } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Constructions a blind set showed acting on a wrong reading: a clipped item after a pick verb,
 * "both"/"each" after a list of products, a replaced product's place, a zone said with a copy, and
 * "another one like it". Each on the sandwich cell and its renamed copy, with near-misses held.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a pick verb picks, whatever clipped word names the item", () => {
  it("a clipped item word after grab / take / pick up is picked, never stacked", () => {
    for (const text of ["take the tom", "pick up one tom please", "fetch a tom"]) {
      const result = interpret(text);
      expect(instructions(result)).toEqual(["pick_up"]);
      expect(result?.sequence[0].params).toEqual({ item: "tomato" });
    }
    expect(renamed("snag one ging")?.sequence).toEqual([
      { instruction: "pick_up", params: { item: "ginger" } },
    ]);
    // A verb that adds still stacks it.
    expect(instructions(interpret("add tom"))).toEqual(["add_layer"]);
  });
});

describe("'both', 'each', 'all of them' after a list of products is that list", () => {
  it("an edit after it applies to each product, and no product is added", () => {
    expect(placements(interpret("a blt and a veggie, each with no tomato"))).toEqual({
      assembly_fixture: ["bread", "meat", "lettuce", "bread"],
      assembly_left: ["bread", "lettuce", "cheese", "bread"],
    });
    expect(
      Object.keys(placements(interpret("a veggie and a club, all of them without lettuce"))),
    ).toHaveLength(2);
    expect(placements(renamed("a blt and a veggie, both without ginger"))).toEqual({
      assembly_fixture: ["wafer", "fish", "seaweed", "wafer"],
      assembly_left: ["wafer", "seaweed", "rice", "wafer"],
    });
  });

  it("with no edit after it, or a place two cannot share, it is asked", () => {
    expect(held(interpret("a club and a veggie, both"))).toBe(true);
    expect(held(renamed("a blt and a veggie, both on the right"))).toBe(true);
    // Before any list, "both" is still the two sides.
    expect(Object.keys(placements(interpret("a veggie on both sides")))).toHaveLength(2);
  });
});

describe("a product corrected keeps the place said with it", () => {
  it("the replacement goes where the product it replaces was to go", () => {
    expect(placements(interpret("a blt on the right, no wait, make it a club"))).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(
      placements(renamed("a veggie in the middle, sorry I meant a blt, and a club on the left")),
    ).toEqual({
      assembly_fixture: ["wafer", "fish", "seaweed", "ginger", "wafer"],
      assembly_left: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
    // A place said with the replacement is its own.
    expect(placements(interpret("a club on the left no wait a blt on the right"))).toEqual({
      assembly_right: BLT,
    });
  });

  it("a correction that only doubles or adds edits the product, it does not replace it", () => {
    expect(placements(interpret("a ham sandwich on the left... sorry, make that double ham"))).toEqual({
      assembly_left: ["bread", "meat", "meat", "bread"],
    });
    expect(placements(interpret("one BLT - actually, extra tomato"))).toEqual({
      assembly_fixture: ["bread", "meat", "lettuce", "tomato", "tomato", "bread"],
    });
    expect(placements(renamed("a rice platter, no wait, make that triple rice"))).toEqual({
      assembly_fixture: ["wafer", "rice", "rice", "rice", "wafer"],
    });
  });

  it("more than a place said with the replaced product is asked about, not guessed", () => {
    expect(held(interpret("a club with no tomato on the left, actually make that a veggie"))).toBe(true);
  });
});

describe("a zone said with a copy is the copy's", () => {
  it("the list the zone heads is copied whole to the zone said with 'the same'", () => {
    expect(
      placements(interpret("stack bread on the right, then cheese, then bread, and the same in the middle")),
    ).toEqual({
      assembly_right: ["bread", "cheese", "bread"],
      assembly_fixture: ["bread", "cheese", "bread"],
    });
    expect(
      placements(renamed("wafer on the left, fish, wafer, and another one like it on the right")),
    ).toEqual({
      assembly_left: ["wafer", "fish", "wafer"],
      assembly_right: ["wafer", "fish", "wafer"],
    });
  });
});

describe("'another one (just) like it' is one more", () => {
  it("makes one copy of the product before it", () => {
    expect(Object.values(placements(interpret("a club, then another one exactly like it")))).toHaveLength(2);
    expect(Object.values(placements(renamed("build a veggie and another one just like it")))).toHaveLength(2);
  });
});
