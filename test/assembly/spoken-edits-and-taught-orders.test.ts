import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { BLT, CLUB, VEGGIE, interpret, instructions, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Edits said in spoken and non-native forms, and products taught inside an order, for every
 * assembly cell (the renamed cell too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a pace said again with a word of degree", () => {
  it("is the one pace", () => {
    expect(instructions(interpret("go real slow"))).toEqual(["adjust_speed"]);
    expect(interpret("build a club and then make it really quick")?.sequence[0]).toEqual({
      instruction: "adjust_speed",
      params: { level: "fast" },
    });
    expect(layers(interpret("build a club and then make it really quick"))).toEqual(CLUB);
    const slow = renamed("a club please, and make it gentle, like really gently");
    expect(slow?.sequence[0]).toEqual({ instruction: "adjust_speed", params: { level: "slow" } });
    expect(layers(slow)).toEqual(["wafer", "fish", "rice", "seaweed", "ginger", "wafer"]);
  });
});

describe("a count said as an item's predicate", () => {
  it("is how many of that item there are", () => {
    expect(layers(interpret("a blt, the bacon should be two, no tomato"))).toEqual([
      "bread",
      "meat",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("bread, cheese should be 3, bread"))).toEqual([
      "bread",
      "cheese",
      "cheese",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("a club, the rice is two and the ginger is two"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "rice",
      "seaweed",
      "ginger",
      "ginger",
      "wafer",
    ]);
  });
  it("waits when it is fewer than the product has, or said of an item taken out", () => {
    for (const said of ["a club, the bread must be one", "a veggie without cheese, cheese must be two"])
      expect(interpret(said)?.sequence).toEqual([]);
    expect(renamed("a blt with no seaweed, the ginger should be 3")?.sequence).toEqual([]);
  });
});

describe("a doubling negated, and the product as it is", () => {
  it("keeps the item as the product has it", () => {
    expect(layers(interpret("a club with no extra cheese"))).toEqual(CLUB);
    expect(layers(interpret("a club, no more cheese and no tomato"))).toEqual(
      CLUB.filter((layer) => layer !== "tomato"),
    );
    expect(layers(interpret("a blt without extra cheese"))).toEqual(BLT);
    expect(layers(renamed("one veggie, but it should not have double ginger"))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "rice",
      "wafer",
    ]);
  });
  it("reads 'just the normal' only when nothing of the product was changed", () => {
    expect(layers(interpret("a blt, the usual way, on the right"))).toEqual(BLT);
    expect(layers(renamed("a club platter, not extra rice, just the normal"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
    expect(interpret("a club, no tomato, just the normal")?.sequence).toEqual([]);
  });
});

describe("one more of the product just made or taught", () => {
  it("is a copy, on the zone said with it", () => {
    expect(placements(interpret("make a blt on the left, and make one of those on the right"))).toEqual({
      assembly_left: BLT,
      assembly_right: BLT,
    });
    const taught = interpret(
      "stack bread, meat, bread, remember it as the simple, then make one of them on the left too",
    );
    expect(taught?.composite_name).toBe("simple");
    expect(placements(taught)).toEqual({
      assembly_fixture: ["bread", "meat", "bread"],
      assembly_left: ["bread", "meat", "bread"],
    });
    expect(placements(renamed("a club platter. Make one on the right as well."))).toEqual({
      assembly_fixture: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
  });
  it("after several, 'one' is one of them", () => {
    expect(interpret("two clubs, one on the left")?.sequence).toEqual([]);
    expect(
      layers(interpret("three veggies, one of them without tomato")).filter((l) => l === "tomato"),
    ).toHaveLength(2);
  });
});

describe("a recipe named, then a whole product spelled out after it", () => {
  it("is the recipe said again when the layers are the recipe's; else it waits", () => {
    expect(layers(interpret("a blt: bread, meat, lettuce, tomato, bread"))).toEqual(BLT);
    expect(layers(renamed("one cheese platter, wafer, rice, wafer"))).toEqual(["wafer", "rice", "wafer"]);
    for (const said of [
      "a big club: bread, meat, bread",
      "a cheese sandwich on the left: bread, cheese, cheese, bread",
    ])
      expect(interpret(said)?.sequence).toEqual([]);
    expect(renamed("a veggie platter, wafer, ginger, wafer")?.sequence).toEqual([]);
  });
});

describe("a correction that moves the product said last", () => {
  it("places it on the zone said after the verb", () => {
    expect(
      placements(
        interpret(
          "a veggie on the left and a club sandwich in the middle, no wait, place the club on the right",
        ),
      ),
    ).toEqual({ assembly_left: VEGGIE, assembly_right: CLUB });
    expect(placements(renamed("a blt in the centre, sorry, put the blt one on the left instead"))).toEqual({
      assembly_left: ["wafer", "fish", "seaweed", "ginger", "wafer"],
    });
  });
  it("asks when it names a product said earlier, or one not said", () => {
    expect(
      interpret("a club on the left and a blt in the middle, no wait, move the club to the right")?.sequence,
    ).toEqual([]);
    expect(interpret("a blt on the left, no wait, put the club on the right")?.sequence).toEqual([]);
  });
});
