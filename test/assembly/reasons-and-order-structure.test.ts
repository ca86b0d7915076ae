import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * The structure of an order, for every assembly cell (the renamed cell too): a reason said before
 * an edit explains it and orders nothing; a copy said after its zone, with a layer put at a layer
 * of it, is edited inside; a negated verb of adding said after its item takes the item out.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a reason before an edit of the product just named", () => {
  it("edits that product and builds nothing of its own", () => {
    expect(layers(interpret("a club, he's allergic to tomato, hold the tomato"))).toEqual(
      CLUB.filter((item) => item !== "tomato"),
    );
    expect(layers(interpret("a blt since she is vegetarian, so no meat"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(placements(interpret("a club on the left because my son hates it, no lettuce"))).toEqual({
      assembly_left: ["bread", "meat", "cheese", "tomato", "bread"],
    });
    expect(layers(renamed("a veggie, cos he doesn't like ginger, hold the ginger"))).toEqual([
      "wafer",
      "seaweed",
      "rice",
      "wafer",
    ]);
  });

  it("waits when no edit follows it, or no product comes before it", () => {
    expect(held(interpret("a club, she's a vegetarian"))).toBe(true);
    expect(held(renamed("a club, he is vegetarian"))).toBe(true);
    expect(held(interpret("a club, she's vegan"))).toBe(true);
    expect(held(interpret("She's vegan, so a veggie with no cheese"))).toBe(true);
  });
});

describe("a copy said after its zone, with a layer put at one of its layers", () => {
  it("goes on that zone with the layer inside it; the original keeps its layers", () => {
    expect(
      placements(
        interpret("Right: bread, lettuce, bread. Left: ditto, but add tomato on top of the lettuce."),
      ),
    ).toEqual({
      assembly_right: ["bread", "lettuce", "bread"],
      assembly_left: ["bread", "lettuce", "tomato", "bread"],
    });
    expect(
      placements(renamed("Left: a veggie. Right: the same thing, but put fish under the seaweed.")),
    ).toEqual({
      assembly_left: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_right: ["wafer", "fish", "seaweed", "ginger", "rice", "wafer"],
    });
    expect(placements(interpret("Left: bread, ham, bread. Right: same thing."))).toEqual({
      assembly_left: ["bread", "meat", "bread"],
      assembly_right: ["bread", "meat", "bread"],
    });
  });

  it("puts a layer at a layer of the product just named, never on top of it", () => {
    expect(layers(interpret("make a blt, then put cheese under the tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a cheese sandwich and then stick ginger on top of the rice"))).toEqual([
      "wafer",
      "rice",
      "ginger",
      "wafer",
    ]);
  });
});

describe("a negated verb of adding said after its item", () => {
  it("takes the item out", () => {
    expect(layers(interpret("a blt, the lettuce we do not add"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("club please, cheese not put"))).toEqual(
      CLUB.filter((item) => item !== "cheese"),
    );
    expect(layers(renamed("make me a veggie, but the ginger you don't use"))).toEqual([
      "wafer",
      "seaweed",
      "rice",
      "wafer",
    ]);
  });
});

describe("a sentence that says only a zone, after a product with none", () => {
  it("places that product", () => {
    expect(placements(interpret("bread, ham, cheese, bread. Left."))).toEqual({
      assembly_left: ["bread", "meat", "cheese", "bread"],
    });
    expect(placements(renamed("make a club. on the right side please"))).toEqual({
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
  });

  it("waits when the product already has a zone", () => {
    expect(held(interpret("a club on the left. on the right."))).toBe(true);
  });
});

describe("an item a recipe holds, added to it again", () => {
  it("waits: one more layer, or a product of its own, was not said", () => {
    expect(held(interpret("a blt and a tomato on the right"))).toBe(true);
    expect(held(renamed("make a veggie, also put ginger on the left"))).toBe(true);
    expect(held(interpret("a club plus lettuce"))).toBe(true);
  });

  it("is the recipe's own when said with 'with', and an item it lacks is added", () => {
    expect(layers(interpret("a club with cheese"))).toEqual(CLUB);
    expect(layers(renamed("a blt, also put rice"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "rice",
      "wafer",
    ]);
  });
});

describe("a count of the layer list said after it", () => {
  it("makes that many products of those layers, one per zone", () => {
    expect(placements(interpret("two of these: bread, cheese, bread"))).toEqual({
      assembly_fixture: ["bread", "cheese", "bread"],
      assembly_left: ["bread", "cheese", "bread"],
    });
    expect(Object.values(placements(renamed("make 3 identical ones: wafer, fish, wafer")))).toEqual([
      ["wafer", "fish", "wafer"],
      ["wafer", "fish", "wafer"],
      ["wafer", "fish", "wafer"],
    ]);
  });
});
