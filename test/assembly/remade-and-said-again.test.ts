import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Orders that built something not said, without review: a product remade ("make it a blt"), a
 * product said again with "the", a later time, a "yes" after a "no". Checked on the sandwich
 * cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe('"make it / that a PRODUCT" after a product replaces it', () => {
  it("builds the product it is remade into, once", () => {
    expect(layers(interpret("a veggie but make it a cheese sandwich"))).toEqual(["bread", "cheese", "bread"]);
    expect(layers(interpret("a cheese sandwich. make it a blt"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(placements(interpret("a club on the right but make it a veggie"))).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(layers(renamed("a veggie but make it a rice platter"))).toEqual(["wafer", "rice", "wafer"]);
  });
  it('"make it quick / on the left" says more of the same product', () => {
    expect(placements(interpret("a blt but make it on the left"))).toEqual({
      assembly_left: ["bread", "meat", "lettuce", "tomato", "bread"],
    });
  });
});

describe('a product said again with "the" is the one said before', () => {
  it("is never built once more: the order waits", () => {
    for (const text of [
      "a veggie and a blt, but the blt first",
      "a cheese sandwich and a club, the club goes right",
      "make a blt and put the blt on the left",
    ])
      expect(held(interpret(text)), text).toBe(true);
    expect(held(renamed("a veggie and a blt, but the blt first"))).toBe(true);
  });
  it("said of one product only, it edits that product", () => {
    expect(layers(interpret("a blt. the blt without lettuce"))).toEqual(["bread", "meat", "tomato", "bread"]);
  });
});

describe("a time said with an order must be a wait", () => {
  it("a later time holds the order; a wait said is done", () => {
    for (const text of [
      "a veggie in 10 minutes",
      "a blt in two minutes please",
      "make a club, give me 5 mins",
    ])
      expect(held(interpret(text)), text).toBe(true);
    expect(held(renamed("a veggie in 10 minutes"))).toBe(true);
    const waited = interpret("wait 3 seconds then make a cheese sandwich")?.sequence ?? [];
    expect(waited[0]?.instruction).toBe("wait");
  });
  it('"a second PRODUCT" is the ordinal, no time', () => {
    expect(Object.keys(placements(interpret("a blt, then a second blt on the left")))).toEqual([
      "assembly_fixture",
      "assembly_left",
    ]);
  });
});

describe('"yes ITEM" after "no ITEM" takes the no back', () => {
  it("asks which was meant rather than leaving the item out", () => {
    expect(held(interpret("a blt, no lettuce, actually yes lettuce"))).toBe(true);
    expect(held(renamed("a blt, no seaweed, actually yes seaweed"))).toBe(true);
  });
});
