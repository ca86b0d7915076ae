import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Where a count, an extra layer or a loose layer was said but a naive reading would drop it or
 * put it elsewhere: a count the result would not change with waits; a header's count and zones
 * must meet the products listed after it; an extra layer said "on top of" a layer goes there and
 * leaves the recipe's own; loose layers after a finished product are asked about; what the cell
 * does not do, said of any object ("toast the bread"), waits. For every assembly cell.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const waits = (result: ReturnType<typeof interpret>) => expect(result?.sequence ?? []).toEqual([]);

describe("a count the result does not show", () => {
  it("waits instead of building without it", () => {
    waits(interpret("a club please, and the cheese has to be three"));
    waits(interpret("one veggie, tomato two"));
    waits(renamed("a club, the wafer must be one"));
  });
  it("leaves counts the result shows alone", () => {
    expect(Object.keys(placements(interpret("two veggies, left and right")))).toEqual([
      "assembly_left",
      "assembly_right",
    ]);
    expect(layers(interpret("bread, 3 cheese, bread"))).toEqual([
      "bread",
      "cheese",
      "cheese",
      "cheese",
      "bread",
    ]);
  });
});

describe("a header before a list of products", () => {
  it("gives its zones to the products in the order said", () => {
    expect(placements(interpret("2 sandwiches on the right and left: a veggie and a blt"))).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
      assembly_left: ["bread", "meat", "lettuce", "tomato", "bread"],
    });
  });
  it("reads a zone said right before each product as that product's", () => {
    expect(
      Object.entries(placements(interpret("two sandwiches, right club, left veggie"))).map(([z, l]) => [
        z,
        l.length,
      ]),
    ).toEqual([
      ["assembly_right", 6],
      ["assembly_left", 5],
    ]);
  });
  it("or zones listed before products listed: one each, in the order said", () => {
    expect(Object.keys(placements(interpret("on the right and the left a veggie and a club")))).toEqual([
      "assembly_right",
      "assembly_left",
    ]);
    expect(layers(renamed("left and middle: a club and a veggie"))).toHaveLength(11);
    waits(interpret("on the left and right a club, a blt and a veggie"));
  });
  it("asks when its count or its zones do not meet the list", () => {
    waits(interpret("five sandwiches: a club, a veggie and a blt"));
    waits(interpret("two sandwiches on the right: a club and a veggie"));
    waits(renamed("four platters: a club and a veggie"));
  });
});

describe("an extra layer said where it goes", () => {
  it("adds it there and keeps the recipe's own layer", () => {
    expect(layers(interpret("a veggie with an extra slice of tomato on top of the cheese"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a classic with extra fish above the ginger"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "fish",
      "wafer",
    ]);
  });
  it("still moves a recipe's own layer said without 'extra'", () => {
    expect(layers(interpret("a veggie with the cheese under the lettuce"))).toEqual([
      "bread",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
  });
});

describe("loose layers after a finished product", () => {
  it("are asked about, not stacked on its top", () => {
    waits(interpret("a club. tomato."));
    waits(interpret("make me a blt. then lettuce"));
    waits(renamed("a veggie. then rice"));
  });
  it("still build a stack said over two sentences", () => {
    expect(layers(interpret("bread, cheese. tomato, bread"))).toEqual(["bread", "cheese", "tomato", "bread"]);
  });
});

describe("what the cell does not do, said of any object", () => {
  it("waits", () => {
    waits(interpret("could you toast my sandwich?"));
    waits(interpret("a blt and wrap both of them"));
    waits(renamed("a club, warm the whole thing up"));
  });
  it("leaves the same word as an item alone", () => {
    expect(layers(interpret("toast, ham, toast"))).toEqual(["bread", "meat", "bread"]);
  });
});

describe("an adding verb whose item is there already", () => {
  it("waits: more of it, or as it comes?", () => {
    waits(interpret("a blt, then add the tomato"));
    waits(renamed("make a club. add meat"));
  });
  it("adds an item the product lacks", () => {
    expect(layers(interpret("a blt and add cheese"))).toContain("cheese");
  });
});

describe("an item said to have run out", () => {
  it("waits instead of building it in", () => {
    waits(interpret("a veggie please, we are out of lettuce"));
    waits(renamed("make a blt, we're out of meat"));
  });
  it("leaves a layer taken out of a product alone", () => {
    expect(layers(interpret("a blt and take the lettuce out of it"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
  });
});
