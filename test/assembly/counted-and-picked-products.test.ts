import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import {
  BLT,
  CHEESE,
  CLUB,
  VEGGIE,
  instructions,
  interpret,
  layers,
  placements,
} from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Products said at a counter, for every assembly cell (the renamed cell too): a recipe named like
 * an item is that recipe where products are listed with places or counts; a number before such an
 * item read as bare layers waits; an edit is aimed at the product an ordinal or a wish picks.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;
const without = (recipe: string[], item: string) => recipe.filter((layer) => layer !== item);

describe("a recipe named like an item, in a list of products", () => {
  it("is that recipe when the places part the products, with or without commas", () => {
    expect(placements(interpret("club right veggie left cheese centre"))).toEqual({
      assembly_right: CLUB,
      assembly_left: VEGGIE,
      assembly_fixture: CHEESE,
    });
    expect(placements(renamed("club right veggie left rice centre"))).toEqual({
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_left: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_fixture: ["wafer", "rice", "wafer"],
    });
  });

  it("is that recipe when a count after a product starts it", () => {
    expect(placements(interpret("one veggie 2 cheese"))).toEqual({
      assembly_fixture: VEGGIE,
      assembly_left: CHEESE,
      assembly_right: CHEESE,
    });
    expect(placements(interpret("a club on the right, on the left one cheese"))).toEqual({
      assembly_right: CLUB,
      assembly_left: CHEESE,
    });
  });

  it("stays a layer where layers are counted", () => {
    expect(layers(interpret("a blt with 2 cheese")).filter((layer) => layer === "cheese")).toHaveLength(2);
    expect(layers(interpret("bread, 3 cheese slices, bread"))).toEqual([
      "bread",
      "cheese",
      "cheese",
      "cheese",
      "bread",
    ]);
  });

  it("waits when a number before it alone would stack bare layers", () => {
    expect(held(interpret("three cheese for the table"))).toBe(true);
    expect(held(renamed("2 rice please"))).toBe(true);
    expect(layers(interpret("add 2 cheese"))).toEqual(["cheese", "cheese"]);
  });
});

describe("an edit aimed at one of the products", () => {
  it("goes to the one an ordinal after it picks", () => {
    expect(placements(interpret("two blts, hold the lettuce on the first"))).toEqual({
      assembly_fixture: without(BLT, "lettuce"),
      assembly_left: BLT,
    });
    expect(
      placements(
        interpret("two veggies, the first left the second right, leave the cheese off the second one"),
      ),
    ).toEqual({
      assembly_left: VEGGIE,
      assembly_right: without(VEGGIE, "cheese"),
    });
  });

  it("goes to one of them when a customer's wish names one of them", () => {
    const result = interpret("two clubs, and my boss wants one of them without tomato");
    expect(Object.values(placements(result)).sort()).toEqual([CLUB, without(CLUB, "tomato")].sort());
    const rice = renamed("two veggies, and she wants one of them with no ginger");
    expect(
      Object.values(placements(rice))
        .map((stack) => stack.includes("ginger"))
        .sort(),
    ).toEqual([false, true]);
  });
});

describe("a pace set with a build verb", () => {
  it("is done before the products that follow it", () => {
    const result = interpret("make the speed slow again and then one veggie");
    expect(instructions(result)[0]).toBe("adjust_speed");
    expect(layers(result)).toEqual(VEGGIE);
  });
});

describe("a word with a hesitation's letters at its end", () => {
  it("is not split into a cell word and a hesitation", () => {
    const result = interpret("go over to the toaster");
    expect(held(result)).toBe(true);
    expect(result?.user_feedback ?? "").toContain("toaster");
  });
});
