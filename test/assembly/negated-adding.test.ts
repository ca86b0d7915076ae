import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A negation before a verb that adds takes the item out ("don't", "do not", "never" are the
 * cell's remove words, data); a negated predicate of an item's need ("X is not necessary") takes it
 * out, any other ("X is not fresh") is never read as a missing ingredient and acted on. For every assembly cell (the renamed cell too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a negated adding verb", () => {
  it("takes the item out of the product", () => {
    expect(layers(interpret("a veggie, but do not put cheese"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a club and don't add seaweed"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("with no product it adds nothing", () => {
    expect(held(interpret("never put the lettuce"))).toBe(true);
  });

  it("said after a product, it adds nothing to it", () => {
    expect(layers(renamed("a blt. I don't want rice"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });
});

describe("a negated predicate of an item", () => {
  it("takes the item out when it says the item is not needed", () => {
    expect(layers(interpret("a blt please, the lettuce is not needed"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("club; ginger is not required"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "wafer",
    ]);
  });

  it("is held when it says something else of the item", () => {
    expect(held(interpret("a blt please, the lettuce is not fresh"))).toBe(true);
    expect(held(renamed("club; ginger is not sliced"))).toBe(true);
  });
});
