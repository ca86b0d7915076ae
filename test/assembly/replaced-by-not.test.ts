import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, VEGGIE, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "A not B" said of a product: the item A replaces B, as "A instead of B" does. It took B out and
 * A with it, since both were one item of the cell ("a classic, but turkey not bacon" dropped the
 * meat). An item the cell lacks said so waits and is named. Checked on the sandwich cell and on its
 * renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("ITEM not ITEM", () => {
  it.each([
    ["a club, salami not ham", CLUB],
    ["veggie, but spinach, not the lettuce", VEGGIE],
    ["a veggie with ham not tomato", ["bread", "lettuce", "meat", "cheese", "bread"]],
  ])("%s replaces the one after 'not'", (said, expected) =>
    expect(layers(interpret(said))).toEqual(expected),
  );
  it("an item the cell lacks waits and is named", () => {
    const result = interpret("a blt, avocado not bacon");
    expect(result?.sequence).toEqual([]);
    expect(result?.user_feedback).toContain("avocado");
  });
  it("a plain 'not ITEM' still takes it out", () =>
    expect(layers(interpret("a club, not tomato"))).toEqual(CLUB.filter((item) => item !== "tomato")));
  it("on the renamed cell", () =>
    expect(layers(renamed("a veggie with ham not tomato"))).toEqual([
      "wafer",
      "seaweed",
      "fish",
      "rice",
      "wafer",
    ]));
});
