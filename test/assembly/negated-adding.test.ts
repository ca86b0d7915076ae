import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A negation before a verb that adds takes the item out ("don't", "do not", "never" are the
 * cell's remove words, data); a negated predicate of an item ("X is not necessary") is never
 * read as a missing ingredient and acted on. For every assembly cell (the renamed cell too).
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
    expect(held(renamed("a blt. I don't want rice"))).toBe(true);
  });
});

describe("a negated predicate of an item", () => {
  it("is held, never acted on as a missing ingredient", () => {
    expect(held(interpret("a blt please, the lettuce is not needed"))).toBe(true);
    expect(held(renamed("veggie; ginger is not required"))).toBe(true);
  });
});
