import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("where a layer lies in its stack", () => {
  it("'X on Y' stacks a bare Y under X; 'the Y' or a Y already under X is only where", () => {
    expect(layers(interpret("ham on toast"))).toEqual(["bread", "meat"]);
    expect(layers(interpret("put tomato on a slice of cheese"))).toEqual(["cheese", "tomato"]);
    expect(layers(interpret("stack tomato over lettuce"))).toEqual(["lettuce", "tomato"]);
    expect(layers(interpret("put the tomato on top of the cheese"))).toEqual(["tomato"]);
    const cheeseOnTop = sceneWith({ stacks: { assembly_fixture: ["bread", "cheese"] } });
    expect(layers(interpret("tomato on cheese", { scene: cheeseOnTop }))).toEqual(["tomato"]);
    expect(layers(renamed("ham on toast"))).toEqual(["wafer", "fish"]);
  });

  it("'on Y' said after several layers is held: under them all, or around them?", () => {
    const result = interpret("ham and swiss on toast");
    expect(result?.sequence).toEqual([]);
    expect(result?.account?.unexplained).toContain("toast");
  });

  it("'there' is the zone the clause starts on", () => {
    expect(placements(interpret("empty the right stack, then stack toast and ham there"))).toEqual({
      assembly_right: ["bread", "meat"],
    });
  });

  it("'in the middle' among other stack places is a layer's place, on its own it is the zone", () => {
    const stacked = interpret("toast on the bottom, ham in the middle, lettuce above it, toast on top");
    expect(placements(stacked)).toEqual({ assembly_fixture: ["bread", "meat", "lettuce", "bread"] });
    const alone = interpret("tomato in the middle", { scene: sceneWith({ active_zone: "assembly_left" }) });
    expect(placements(alone, "assembly_left")).toEqual({ assembly_fixture: ["tomato"] });
  });

  it("an item's name with a unit of it is one layer, on any cell that declares the unit", () => {
    expect(layers(interpret("add a lettuce leaf then ham"))).toEqual(["lettuce", "meat"]);
    expect(layers(interpret("add two lettuce leaves"))).toEqual(["lettuce", "lettuce"]);
    expect(layers(renamed("add a lettuce leaf then ham"))).toEqual(["seaweed", "fish"]);
  });
});

describe("edits and copies scoped to what they name", () => {
  it("a negation governs the 'with' after it", () => {
    expect(layers(interpret("a BLT but not with lettuce"))).toEqual(["bread", "meat", "tomato", "bread"]);
  });

  it("'N of them' with an edit changes only that many of the sandwiches", () => {
    const club = ["bread", "meat", "cheese", "lettuce", "tomato", "bread"];
    const stacks = Object.values(placements(interpret("make three clubs, two without cheese")));
    const light = club.filter((item) => item !== "cheese");
    expect(stacks).toEqual([club, light, light]);
    const bacon = Object.values(placements(interpret("two BLTs, one of them with extra bacon")));
    expect(bacon).toEqual([
      ["bread", "meat", "lettuce", "tomato", "bread"],
      ["bread", "meat", "meat", "lettuce", "tomato", "bread"],
    ]);
    const each = Object.values(
      placements(interpret("make two clubs, one without ham and one with extra cheese")),
    );
    expect(each).toEqual([
      ["bread", "meat", "cheese", "cheese", "lettuce", "tomato", "bread"],
      club.filter((item) => item !== "meat"),
    ]);
    // "one on the left and one on the right" places the two; it edits neither.
    const sides = placements(interpret("make two cheese sandwiches, one on the left and one on the right"));
    expect(Object.keys(sides).sort()).toEqual(["assembly_left", "assembly_right"]);
  });

  it("'again' after 'the same' or an item repeats it once, never twice", () => {
    const twice = placements(interpret("a BLT on the right and the same again on the left"));
    expect(Object.keys(twice).sort()).toEqual(["assembly_left", "assembly_right"]);
    expect(layers(interpret("layer toast, ham, swiss and then toast again"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "bread",
    ]);
  });
});

describe("what is said once governs what it closes", () => {
  it("'all' and a zone at the end put every clause there", () => {
    expect(placements(interpret("add cheese, add tomato, all on the right"))).toEqual({
      assembly_right: ["cheese", "tomato"],
    });
    expect(placements(renamed("add cheese, add tomato, all on the right"))).toEqual({
      assembly_right: ["rice", "ginger"],
    });
  });

  it("a speed said of what was just named comes first; a later speed change stays later", () => {
    expect(instructions(interpret("make a veggie and then do it nice and slow"))[0]).toBe("adjust_speed");
    expect(instructions(interpret("make a BLT then speed up")).at(-1)).toBe("adjust_speed");
  });

  it("a distance word said without its article is the same distance", () => {
    expect(interpret("shift right little bit")?.sequence).toEqual([
      { instruction: "move_relative", params: { direction: "right", distance_cm: 0.5 } },
    ]);
  });

  it("'hold on to it' keeps the tile: the pick-up runs, nothing is added", () => {
    const held = interpret("grab a tomato and hold onto it");
    expect(instructions(held)).toEqual(["pick_up"]);
    expect(instructions(interpret("fetch some ham and hold on to it for a second"))).toEqual([
      "pick_up",
      "wait",
    ]);
  });
});

describe("several stacks in one sentence", () => {
  it("after zoned lists, 'then X' with a place of its own is another list; without one it goes on", () => {
    expect(placements(interpret("ham on the left, toast on the right, then tomato on both"))).toEqual({
      assembly_left: ["meat", "tomato"],
      assembly_right: ["bread", "tomato"],
    });
    expect(placements(interpret("toast on the right, then ham, then toast"))).toEqual({
      assembly_right: ["bread", "meat", "bread"],
    });
  });

  it("a zone said before a second list heads that list", () => {
    expect(
      placements(interpret("on the right: toast, ham, toast, on the left: toast, swiss, toast")),
    ).toEqual({
      assembly_right: ["bread", "meat", "bread"],
      assembly_left: ["bread", "cheese", "bread"],
    });
  });

  it("a zone said before 'the same' is the copy's, and the copy's edit is its own", () => {
    const stacks = placements(
      interpret("build a veggie on the right, and on the left do the same but add ham"),
    );
    expect(stacks).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "meat", "bread"],
    });
  });

  it("a number heard as a word right after a verb that adds, before an ingredient, counts it", () => {
    expect(layers(interpret("stack too ham on the right"))).toEqual(["meat", "meat"]);
    expect(layers(interpret("add to the cheese"))).not.toEqual(["cheese", "cheese"]);
  });
});

describe("order and counts said around the layers", () => {
  it("a count said before 'times' and an item counts the item", () => {
    expect(layers(interpret("3x tomato"))).toEqual(["tomato", "tomato", "tomato"]);
  });

  it("'between them' puts what follows a pair inside it", () => {
    expect(layers(interpret("two slices of toast with ham and swiss between them"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "bread",
    ]);
  });

  it("'after it' and a clause that opens with 'after' keep the order said", () => {
    expect(layers(interpret("lay down the ham first and the cheese after it"))).toEqual(["meat", "cheese"]);
    expect(placements(interpret("after you put toast on the left, add tomato and then toast"))).toEqual({
      assembly_left: ["bread", "tomato", "bread"],
    });
  });

  it("'put it on ZONE' after a build places that build", () => {
    expect(placements(interpret("build a BLT without tomato and put it on the right"))).toEqual({
      assembly_right: ["bread", "meat", "lettuce", "bread"],
    });
  });

  it("each clause starts where the one before left the cell", () => {
    expect(instructions(interpret("add toast on the left, then add tomato in the middle"))).toEqual([
      "set_active_zone",
      "add_layer",
      "set_active_zone",
      "add_layer",
    ]);
  });

  it("'step N' numbers a step and counts nothing", () => {
    expect(layers(interpret("step 1: toast. step 2: ham. step 3: toast."))).toEqual([
      "bread",
      "meat",
      "bread",
    ]);
  });
});

describe("lines that must not build", () => {
  it("a place the cell does not have holds the build for review", () => {
    const result = interpret("put the ham in the fridge");
    expect(result?.sequence).toEqual([]);
    expect(result?.account?.unexplained).toContain("fridge");
  });

  it("a question about what it names never builds it", () => {
    for (const text of [
      "why is the cheese on the left?",
      "what did you put on the bread",
      "how does a club go",
    ])
      expect(interpret(text)?.sequence ?? []).toEqual([]);
  });
});

describe("a list said on one zone", () => {
  it("keeps its later items on that zone; only a place said ahead starts another list", () => {
    expect(placements(interpret("toast on the right, then ham and lettuce, then toast"))).toEqual({
      assembly_right: ["bread", "meat", "lettuce", "bread"],
    });
    expect(placements(interpret("put toast on the left and ham"))).toEqual({
      assembly_left: ["bread", "meat"],
    });
    expect(placements(interpret("toast on the left and ham on the right"))).toEqual({
      assembly_left: ["bread"],
      assembly_right: ["meat"],
    });
  });
});

describe("'there' after a zone was named", () => {
  it("is that zone in a later clause; said alone it is the cell's own word for a zone", () => {
    expect(placements(interpret("clear the right side. then stack toast, ham, toast there"))).toEqual({
      assembly_right: ["bread", "meat", "bread"],
    });
    expect(placements(interpret("put toast over there"))).toEqual({ assembly_fixture: ["bread"] });
  });
});
