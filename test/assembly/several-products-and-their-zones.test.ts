import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements, CLUB, VEGGIE, BLT } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Where the products of one order go, and where a layer goes in one of them: a zone said right
 * before its product ("left side in club"), an order of zones over a list ("from left to right"),
 * and a layer placed right above a layer its product has ("the same, but with cheese on top of the
 * lettuce"); one product per zone, a copy asked with any build verb, a pace said of the products
 * ("go slow on both"). On the sandwich cell and its renamed copy; what cannot be placed waits for
 * review.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const renamedLayers = (layers: string[]) => renameText(layers.join(" ")).split(" ");
const held = (result: ReturnType<typeof interpret>) =>
  result !== null && result.sequence.length === 0 && (result.held_sequence ?? []).length > 0;

describe("a zone said right before its product, a preposition between", () => {
  it("is that product's zone", () => {
    expect(placements(interpret("left side in club, right side in veggie"))).toEqual({
      assembly_left: CLUB,
      assembly_right: VEGGIE,
    });
    expect(placements(renamed("on the right in a blt, on the left in a veggie"))).toEqual({
      assembly_right: renamedLayers(BLT),
      assembly_left: renamedLayers(VEGGIE),
    });
  });
});

describe("an order of zones over a list of products", () => {
  it("puts the products on the zones in that order, the third zone between", () => {
    expect(placements(interpret("a club, a blt and a veggie, right to left"))).toEqual({
      assembly_right: CLUB,
      assembly_fixture: BLT,
      assembly_left: VEGGIE,
    });
    expect(placements(renamed("from the left to the right: a veggie, a club, a blt"))).toEqual({
      assembly_left: renamedLayers(VEGGIE),
      assembly_fixture: renamedLayers(CLUB),
      assembly_right: renamedLayers(BLT),
    });
  });

  it("more or fewer products than zones in the order wait for review", () => {
    for (const text of ["a club from left to right", "bread, cheese, bread from left to right"]) {
      expect(held(interpret(text))).toBe(true);
      expect(held(renamed(text))).toBe(true);
    }
  });
});

describe("a layer placed right above a layer of its product", () => {
  it("moves it there, in a recipe, a list and a copy", () => {
    expect(placements(interpret("a veggie with the cheese on top of the lettuce"))).toEqual({
      assembly_fixture: ["bread", "lettuce", "cheese", "tomato", "bread"],
    });
    expect(
      placements(
        interpret("a club on the left, and the same on the right but with the tomato on top of the meat"),
      ),
    ).toEqual({
      assembly_left: CLUB,
      assembly_right: ["bread", "meat", "tomato", "cheese", "lettuce", "bread"],
    });
    expect(placements(renamed("wafer, seaweed, ginger, wafer, and rice on top of the seaweed"))).toEqual({
      assembly_fixture: renamedLayers(["bread", "lettuce", "cheese", "tomato", "bread"]),
    });
  });

  it("above a layer the recipe does not have, it waits for review", () => {
    expect(held(interpret("a cheese sandwich with ham on top of the tomato"))).toBe(true);
    expect(held(renamed("a cheese platter with fish on top of the ginger"))).toBe(true);
  });
});

describe("one product per zone, a copy and a pace said of the products just named", () => {
  it("'one per zone' puts one on every zone; a count that does not match the zones asks", () => {
    expect(Object.keys(placements(interpret("three veggies, one per station"))).sort()).toEqual([
      "assembly_fixture",
      "assembly_left",
      "assembly_right",
    ]);
    for (const text of ["two clubs, one per zone", "two veggies, one on each station"]) {
      expect(interpret(text)?.sequence).toEqual([]);
      expect(interpret(text)?.held_sequence ?? []).toEqual([]);
    }
  });

  it("a copy asked for with any build verb ('get me the same') is a copy of the product before", () => {
    expect(placements(interpret("a veggie in the middle, then get me the same on the left"))).toEqual({
      assembly_fixture: VEGGIE,
      assembly_left: VEGGIE,
    });
    expect(placements(renamed("a club on the left. prepare another on the right"))).toEqual({
      assembly_left: renamedLayers(CLUB),
      assembly_right: renamedLayers(CLUB),
    });
  });

  it("'go slow on both', 'fast with them' set the pace of the products, first", () => {
    for (const [text, level] of [
      ["a veggie and a blt, go fast with them", "fast"],
      ["a club on the left, a veggie on the right, and take it easy on both", "slow"],
    ]) {
      const result = interpret(text);
      expect(result?.sequence[0]).toEqual({ instruction: "adjust_speed", params: { level } });
      expect(Object.keys(placements(result))).toHaveLength(2);
    }
  });
});
