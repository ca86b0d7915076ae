import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Constructions sandwich.blind6 showed acting on a misreading, each for every assembly cell
 * (the renamed cell too), with other phrasings than the set's and near misses that must ask.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;
const steps = (result: ReturnType<typeof interpret>) =>
  (result?.sequence ?? []).map((step) => [step.instruction, ...Object.values(step.params)].join(":"));

describe("a zone word clipped to its first letters", () => {
  it("labels a list or closes a sandwich, in a place slot", () => {
    expect(placements(interpret("R: bread, cheese, bread"))).toEqual({
      assembly_right: ["bread", "cheese", "bread"],
    });
    expect(placements(interpret("veggie L"))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(Object.keys(placements(interpret("a blt on the rt side")))).toEqual(["assembly_right"]);
    expect(placements(renamed("L, wafer fish wafer"))).toEqual({ assembly_left: ["wafer", "fish", "wafer"] });
  });

  it("a letter anywhere else is no filler: the build is held", () => {
    expect(held(interpret("bread r cheese bread"))).toBe(true);
    expect(held(renamed("wafer l fish wafer"))).toBe(true);
  });
});

describe("a bare 'no' between two words of one kind corrects", () => {
  it("a layer in a list, a distance in a move", () => {
    expect(layers(interpret("toast, then tomato no cheese, then toast"))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("wafer ginger no rice wafer"))).toEqual(["wafer", "rice", "wafer"]);
    expect(steps(interpret("nudge it left 5 mm no 2 cm"))).toEqual(["move_relative:left:2"]);
  });

  it("where a recipe could lose the second word it stays a removal", () => {
    expect(layers(interpret("a veggie with cheese no tomato"))).toEqual([
      "bread",
      "lettuce",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("a grilled cheese no cheese"))).toEqual(["bread", "bread"]);
  });
});

describe("measures said with an article", () => {
  it("'half a' and 'a' before a unit measure it; over the cell's limit it asks", () => {
    expect(held(interpret("go back half a meter"))).toBe(true);
    expect(held(interpret("shift up a metre"))).toBe(true);
    expect(steps(interpret("move down half an inch"))).toEqual(["move_relative:down:1.27"]);
    expect(steps(interpret("pause for half a minute"))).toEqual(["wait:30"]);
  });
});

describe("what is added with '+' or given to the sandwich", () => {
  it("goes into the sandwich named, in its place", () => {
    expect(layers(interpret("veggie + ham"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "meat",
      "bread",
    ]);
    expect(layers(interpret("a blt, and give it extra tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("make a club and give it double seaweed"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });
});

describe("learning frames said object first, and names that hold item words", () => {
  it("'this one remember under the name NAME' names the list before it, built once", () => {
    const result = interpret("toast, ham, toast. this one remember under the name lunch");
    expect(result?.composite_name).toBe("lunch");
    expect(layers(result)).toEqual(["bread", "meat", "bread"]);
    expect(renamed("wafer, fish, wafer. that remember by name snack")?.composite_name).toBe("snack");
  });

  it("a name after its article is never its layers", () => {
    const result = interpret("bread, ham, bread - save it as the ham melt");
    expect(result?.composite_name).toBe("ham_melt");
    expect(layers(result)).toEqual(["bread", "meat", "bread"]);
  });
});

describe("counts and lists of sandwiches", () => {
  it("'the other' after some of a count were edited is the rest of them", () => {
    const result = interpret("make two veggies, one without cheese, and the other one without lettuce");
    expect(Object.values(placements(result)).sort()).toEqual([
      ["bread", "lettuce", "tomato", "bread"],
      ["bread", "tomato", "cheese", "bread"],
    ]);
  });

  it("sandwiches listed with their places: an item named like a recipe is it, else asked", () => {
    expect(placements(interpret("blt on the left, cheese on the right"))).toEqual({
      assembly_left: ["bread", "meat", "lettuce", "tomato", "bread"],
      assembly_right: ["bread", "cheese", "bread"],
    });
    expect(placements(renamed("veggie right, rice left"))).toEqual({
      assembly_right: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_left: ["wafer", "rice", "wafer"],
    });
    const lettuce = interpret("club left, lettuce right");
    expect(held(lettuce)).toBe(true);
    expect(lettuce?.user_feedback).toMatch(/lettuce/);
  });
});

describe("words written short or spelled out", () => {
  it("a cell word without its vowels is that word, when one word of the cell fits", () => {
    expect(layers(interpret("blt, dbl tmt"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "tomato",
      "bread",
    ]);
    expect(steps(interpret("bkwd 2 cm"))).toEqual(["move_relative:backward:2"]);
    // "lft" is "left" or "lift": asked.
    expect(held(interpret("lft 2 cm"))).toBe(true);
    expect(layers(renamed("wfr, fsh, wfr"))).toEqual(["wafer", "fish", "wafer"]);
    // "bbq" fits no word of the cell: it is reported, never guessed.
    expect(held(interpret("a bbq sandwich"))).toBe(true);
  });

  it("letters said by name spell a cell word", () => {
    expect(placements(interpret("bee el tees on the left and right"))).toEqual({
      assembly_left: ["bread", "meat", "lettuce", "tomato", "bread"],
      assembly_right: ["bread", "meat", "lettuce", "tomato", "bread"],
    });
    expect(held(interpret("a bee el sandwich"))).toBe(true);
  });

  it("a name the cell writes as one word, heard as two, is that word", () => {
    // "clubhouse" is a word of the club: "club house" is it, said apart by a recogniser.
    expect(placements(interpret("two club houses on the right and left"))).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
      assembly_left: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(layers(renamed("a club house, no ginger"))).toEqual(["wafer", "fish", "rice", "seaweed", "wafer"]);
    expect(held(interpret("a club hut"))).toBe(true);
  });
});

describe("what a polite or non-native speaker adds", () => {
  it("thanks, an apology opening, and a pace complaint with its own subject", () => {
    expect(layers(interpret("make a veggie please. We'd really appreciate it."))).toHaveLength(5);
    expect(layers(interpret("I'm terribly sorry, a club please"))).toHaveLength(6);
    expect(steps(interpret("go a bit quicker please the arm is way too slow"))).toEqual([
      "adjust_speed:fast",
    ]);
    expect(steps(renamed("you are making too slow, go faster"))).toEqual(["adjust_speed:fast"]);
  });

  it("a measure of an ingredient, fillings listed before the product, a teaching with 'called'", () => {
    expect(interpret("put a scoop of hummus on it")?.user_feedback).toMatch(/hummus/);
    expect(interpret("make an olive and pepperoni sandwich")?.user_feedback).toMatch(/olive.*pepperoni/);
    const taught = interpret("teach you a new recipe called lunch: roll, turkey, roll");
    expect(taught?.composite_name).toBe("lunch");
    expect(layers(taught)).toEqual(["bread", "meat", "bread"]);
    expect(steps(interpret("empty the centre"))).toEqual(["clear_assembly"]);
  });
});

describe("short and non-native request forms", () => {
  it("'x' for 'ex', 'is possible' opening, holding on 'for now'", () => {
    expect(placements(interpret("blt, xtra tomato, R"))).toEqual({
      assembly_right: ["bread", "meat", "lettuce", "tomato", "tomato", "bread"],
    });
    expect(layers(renamed("is possible to make a club without fish"))).toEqual([
      "wafer",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
    expect(steps(interpret("take a cheese and hold onto it for now"))).toEqual(["pick_up:cheese"]);
    // "is it possible" as a question of its own still builds nothing.
    expect(held(interpret("is possible"))).toBe(true);
  });
});
