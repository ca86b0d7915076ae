import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (text: string) => interpret(text)?.sequence.length === 0;

describe("recipe edits", () => {
  it("'instead (of) X, Y' with no layer named before it swaps X for Y; 'Y instead of X' still does", () => {
    expect(layers(interpret("a veggie, but instead lettuce use ham"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("a blt with cheese instead of tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("a club, rather than the cheese put tomato"))).toEqual([
      "wafer",
      "fish",
      "ginger",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("a swap that names only one side is held, naming it", () => {
    expect(held("a blt but instead the lettuce")).toBe(true);
    expect(interpret("make a veggie but swap the tomato")?.account?.unexplained).toEqual(["swap", "tomato"]);
  });

  it("a counted removal takes that many, the last ones; a counted extra adds that many", () => {
    expect(layers(interpret("bread, ham, ham, ham, bread, actually make it one less ham"))).toEqual([
      "bread",
      "meat",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("a cheese sandwich with 2 more cheese"))).toEqual([
      "wafer",
      "rice",
      "rice",
      "rice",
      "wafer",
    ]);
    expect(layers(interpret("a veggie without tomato"))).toEqual(["bread", "lettuce", "cheese", "bread"]);
  });

  it("'swap X for some extra Y': Y comes in X's place", () => {
    expect(layers(renamed("a club, replace the lettuce with extra cheese"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("a swap said with -ing is the swap, in its own direction", () => {
    expect(layers(interpret("a club, substituting tomato for lettuce"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a blt but swapping the meat for cheese"))).toEqual([
      "wafer",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });
});

describe("the place of a recipe's layer", () => {
  it("'the X goes first / last', 'X on top' move the layer; a restatement that agrees is read", () => {
    expect(layers(interpret("a club where the tomato goes first, just above the bottom bread"))).toEqual([
      "bread",
      "tomato",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(layers(renamed("a blt with the meat last"))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "fish",
      "wafer",
    ]);
  });

  it("a restatement that disagrees, or a side word before 'above', is held", () => {
    expect(held("a veggie where the cheese goes first, right under the top bread")).toBe(true);
    expect(held("put ham right above the cheese")).toBe(true);
    expect(placements(interpret("cheese on the right above the ham"))).toEqual({
      assembly_right: ["cheese"],
    });
  });
});

describe("the outer item around a list", () => {
  it("'between the bread', 'on a roll', 'a bun with …' wrap the fillings", () => {
    expect(layers(interpret("put ham twice between the bread"))).toEqual(["bread", "meat", "meat", "bread"]);
    expect(layers(interpret("cheese, double tomato, on a bun"))).toEqual([
      "bread",
      "cheese",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a roll with cheese and tomato"))).toEqual(["wafer", "rice", "ginger", "wafer"]);
    expect(layers(interpret("two slices of toast and between one lettuce"))).toEqual([
      "bread",
      "lettuce",
      "bread",
    ]);
  });

  it("'X on the top and bottom', 'at both ends' put the layer just named at both ends", () => {
    expect(layers(interpret("tomato and ham with bread on the top and bottom"))).toEqual([
      "bread",
      "tomato",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("ham with lettuce at both ends"))).toEqual(["seaweed", "fish", "seaweed"]);
    expect(held("a veggie with ham on top and bottom")).toBe(true);
  });

  it("said bare after several layers, or between two different layers, it is held", () => {
    expect(held("ham and cheese on toast")).toBe(true);
    expect(held("put tomato between the bread and the ham")).toBe(true);
    expect(layers(interpret("ham on a slice of bread"))).toEqual(["bread", "meat"]);
  });
});

describe("references to the sandwich just named", () => {
  it("'one more (exactly) like it', '(exactly) the same', 'next to it' with a zone are copies", () => {
    expect(
      placements(interpret("make a veggie on the right, then one more exactly like it on the left")),
    ).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(placements(renamed("cheese, tomato on the left, then exactly the same on the right"))).toEqual({
      assembly_left: ["rice", "ginger"],
      assembly_right: ["rice", "ginger"],
    });
    expect(placements(interpret("make a blt, then a club next to it on the right"))).toEqual({
      assembly_fixture: ["bread", "meat", "lettuce", "tomato", "bread"],
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
  });

  it("'make the same' in a clause of its own copies too", () => {
    expect(placements(renamed("make a veggie, then make the same on the left"))).toEqual({
      assembly_fixture: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_left: ["wafer", "seaweed", "ginger", "rice", "wafer"],
    });
  });

  it("'next to it' without a zone is held", () => {
    expect(interpret("make a cheese sandwich, then a veggie next to it")?.account?.unexplained).toContain(
      "beside",
    );
  });
});

describe("words heard in a slot", () => {
  it("a homophone of a side where a place goes; a place noun after the zone", () => {
    expect(placements(interpret("put a club on the write hand side"))).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(placements(renamed("put tomato in the left part"))).toEqual({ assembly_left: ["ginger"] });
    expect(held("write a blt")).toBe(true);
  });

  it("a cell name heard as two words, only where an ingredient goes", () => {
    expect(layers(interpret("put some let us on it"))).toEqual(["lettuce"]);
    expect(layers(interpret("add cheese and let us go home"))).toEqual(["cheese"]);
  });

  it("in a list, or before the product noun, two words heard as one name are that name", () => {
    expect(layers(interpret("toast ham let us toast"))).toEqual(["bread", "meat", "lettuce", "bread"]);
    expect(layers(interpret("a veggie sand witch"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("bread ham let us go"))).toEqual(["bread", "meat"]);
  });

  it("a recipe in the plural, or counted with 'x', is that many", () => {
    expect(Object.keys(placements(interpret("3x club")))).toHaveLength(3);
    expect(Object.keys(placements(interpret("two cheese toasties")))).toHaveLength(2);
    expect(Object.keys(placements(renamed("make 3 clubhouses")))).toHaveLength(3);
  });
});
