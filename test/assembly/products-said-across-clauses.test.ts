import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A product said in one clause and completed in the next, for every assembly cell (the renamed
 * cell too): an item a following clause puts in "as well" goes inside the product, under its top.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("an item a following clause puts in as well", () => {
  it("goes inside the product just named, before its top", () => {
    expect(layers(interpret("make a ham sandwich, put lettuce too"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("A cheese sandwich. Also put some tomato."))).toEqual([
      "bread",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("one fish platter, place also seaweed, ginger no"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "wafer",
    ]);
  });

  it("stays a layer of its own when said after "then"", () => {
    expect(layers(interpret("make a ham sandwich, then put lettuce"))).toEqual([
      "bread",
      "meat",
      "bread",
      "lettuce",
    ]);
  });
});
