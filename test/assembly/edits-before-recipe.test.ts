import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

/** An extra said before a recipe edits that recipe: one sandwich, never a stray layer beside it. */
describe("edits said before the recipe", () => {
  it("'extra/double X RECIPE' adds to that recipe", () => {
    expect(placements(interpret("extra ham club"))).toEqual({
      assembly_fixture: ["bread", "meat", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(layers(interpret("make a double tomato veggie on the right"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("extra ham club"))).toEqual([
      "wafer",
      "fish",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("a doubling with no list open yet doubles the item it names", () => {
    expect(layers(interpret("double cheese"))).toEqual(["cheese", "cheese"]);
    expect(layers(interpret("put extra lettuce"))).toEqual(["lettuce", "lettuce"]);
  });
});

describe("words said before a recipe that are its own", () => {
  it("'a turkey club' is the club (turkey is its meat); a count after an item counts it", () => {
    expect(layers(interpret("make me a turkey club but hold the cheese"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("lettuce x3"))).toEqual(["lettuce", "lettuce", "lettuce"]);
  });
});

describe("a doubling that names nothing", () => {
  it("is not applied silently: the build waits for review", () => {
    expect(interpret("make a club double")?.account?.unexplained).toContain("double");
    expect(interpret("a veggie with no cheese double")?.account?.unexplained).toContain("double");
    expect(interpret("make a veggie with double cheese")?.account?.unexplained).toEqual([]);
    expect(interpret("make a double cheese sandwich")?.account?.unexplained).toEqual([]);
    expect(interpret("only ham and cheese, no more")?.account?.unexplained).toEqual([]);
  });
});

describe("a doubling said after its layer", () => {
  it("doubles the layer just named when no layer follows it", () => {
    expect(layers(interpret("you make a club, but ham double"))).toEqual([
      "bread",
      "meat",
      "meat",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a blt with tomato triple"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("bread, lettuce extra, bread"))).toEqual([
      "bread",
      "lettuce",
      "lettuce",
      "bread",
    ]);
  });
});
