import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A kind of the outer item (the cell file's `kinds` of it: "rye", "multigrain") said after "on"
 * behind fillings names the whole product around them, as "on a roll" does; the item's own word
 * ("cheese on bread") stays a layer under. After a whole, "A and B, no C" leaves C out: the "no"
 * corrects nothing. For every assembly cell (the renamed one too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("the outer item said as a kind", () => {
  it("is the whole product around the fillings said before it", () => {
    expect(layers(interpret("chicken on multigrain"))).toEqual(["bread", "meat", "bread"]);
    expect(layers(interpret("salami and brie on sourdough pls"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("fish and rice on granary"))).toEqual(["wafer", "fish", "rice", "wafer"]);
  });

  it("takes the fillings and edits said after it", () => {
    expect(layers(interpret("turkey on whole wheat with spinach, no tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(renamed("fish on wholemeal with seaweed and ginger, no rice"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("leaves the item's own word a layer", () => {
    expect(layers(interpret("cheese on bread"))).toEqual(["bread", "cheese"]);
  });
});

describe("a bare 'no' after a list of a whole's fillings", () => {
  it("leaves the item out instead of correcting the last filling", () => {
    expect(layers(interpret("a ham sandwich with lettuce and tomato, no cheese"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a club with meat and lettuce, no tomato"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(layers(renamed("a fish platter with seaweed and ginger, no rice"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });
});
