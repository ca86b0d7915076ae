import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Recipe edits and returns said in other ways, for every assembly cell (the renamed cell too): a
 * word that is both a swap and a product ("sub") swaps only as "W ITEM for ITEM"; a removal said of
 * an item by its doer after it ("the lettuce you can leave out"); "instead" after a removal makes it
 * a swap; the held tile said as a noun ("that tomato", "this bread what you are holding") goes back.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a swap word that is also a product word", () => {
  it("swaps in its own construction, the item after it going in", () => {
    expect(layers(interpret("a club, sub ham for the tomato"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("veggie please and sub a little fish for the rice"))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "fish",
      "wafer",
    ]);
  });

  it("is the product elsewhere, and an item the cell lacks is named back", () => {
    expect(layers(interpret("a ham and cheese sub"))).toEqual(["bread", "meat", "cheese", "bread"]);
    expect(layers(renamed("one fish sub"))).toEqual(["wafer", "fish", "wafer"]);
    const missing = interpret("a blt, sub avocado for the lettuce");
    expect(held(missing)).toBe(true);
    expect(missing?.user_feedback).toContain("avocado");
  });
});

describe("a removal said after its item, by its doer", () => {
  it("takes the item out", () => {
    expect(layers(interpret("a club, and the cheese we can skip"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("make me a veggie but ginger you leave out"))).toEqual([
      "wafer",
      "seaweed",
      "rice",
      "wafer",
    ]);
  });

  it("'remove' said with a product edits it, not the stack on the table", () => {
    expect(layers(interpret("a veggie, remove the cheese"))).toEqual(["bread", "lettuce", "tomato", "bread"]);
    expect(
      instructions(
        interpret("remove the cheese", {
          scene: sceneWith({ stacks: { assembly_fixture: ["bread", "cheese"] } }),
        }),
      ),
    ).toEqual(["clear_assembly", "add_layer"]);
  });
});

describe("'instead' after a removal", () => {
  it("puts the item beside it in the removed one's place", () => {
    expect(layers(interpret("veggie without cheese, ham instead"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("a club, seaweed no, instead ginger"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "ginger",
      "wafer",
    ]);
  });

  it("never takes the replacing item out, and waits when which one it replaces is unsaid", () => {
    expect(layers(interpret("club, hold the lettuce, put cheese instead"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(held(interpret("a classic, no meat and no lettuce, cheese instead"))).toBe(true);
  });
});

describe("the held tile said as a noun", () => {
  it("goes back", () => {
    const holding = sceneWith({ holding: "cheese" });
    for (const said of [
      "put that cheese back please",
      "place back the slice what you are holding",
      "put the one you grabbed back where you got it",
    ])
      expect(instructions(interpret(said, { scene: holding }))).toEqual(["return_to_stack"]);
    expect(instructions(renamed("put back this rice you're holding, wrong order"))).toEqual([
      "return_to_stack",
    ]);
  });
});

describe("an extra said before 'on', 'in' or 'for' a recipe", () => {
  it("edits that recipe, never a stack of its own", () => {
    expect(layers(interpret("triple the cheese in a veggie"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "cheese",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("extra fish for the blt"))).toEqual([
      "wafer",
      "fish",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });
});

describe("keeping said as teaching or noting", () => {
  it("names what the command made", () => {
    const taught = interpret("a veggie with extra lettuce, and teach it as the green one");
    expect(taught?.composite_name).toBe("green_one");
    expect(layers(taught)).toEqual(["bread", "lettuce", "lettuce", "tomato", "cheese", "bread"]);
    expect(renamed("wafer, fish, wafer and note this as the fisher")?.composite_name).toBe("fisher");
  });
});

describe("a tile picked, then layers stacked without it", () => {
  it("is the stack's first layer", () => {
    expect(layers(interpret("grab a cheese, after that put tomato, then ham"))).toEqual([
      "cheese",
      "tomato",
      "meat",
    ]);
    expect(layers(renamed("take wafer, after put rice, after ginger, and finish with wafer"))).toEqual([
      "wafer",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("a whole product brings its own bottom", () => {
    expect(layers(interpret("pick up the tomato, then make a cheese sandwich"))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]);
  });
});

describe("words of the kitchen and of a pace", () => {
  it("'fire' and 'plate' make; 'snappy' is fast; a doubling word before a speed word is its degree", () => {
    expect(layers(interpret("fire a blt, hold the lettuce"))).toEqual(["bread", "meat", "tomato", "bread"]);
    expect(instructions(renamed("plate one veggie a bit more carefully"))[0]).toBe("adjust_speed");
    expect(interpret("make it snappy, a cheese sandwich")?.sequence[0]).toEqual({
      instruction: "adjust_speed",
      params: { level: "fast" },
    });
    // "less" before a speed word takes nothing out and is no pace: it waits.
    expect(held(interpret("a club less quickly"))).toBe(true);
  });

  it("a count said of the layer with a copula between", () => {
    expect(layers(interpret("a blt, and the tomato must be 3 times"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("veggie platter, rice is twice"))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "rice",
      "rice",
      "wafer",
    ]);
  });

  it("a hold for a while is a wait; a motion eased is a motion", () => {
    expect(instructions(interpret("hold still for 4 seconds, then go home"))).toEqual(["wait", "go_home"]);
    expect(interpret("ease it up a tad")?.sequence).toEqual([
      { instruction: "move_relative", params: { direction: "up", distance_cm: 0.3 } },
    ]);
    expect(layers(renamed("make me a club and put more ginger inside"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "ginger",
      "wafer",
    ]);
  });
});
