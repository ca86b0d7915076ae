import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, VEGGIE, instructions, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Constructions that once acted on something other than what was said: an order taken back in the
 * same command, a pace closing the order in a sentence of its own, "more" in a list spelled out, a
 * layer placed next to the outer layer, a creative word used as a verb or negated, a name taught
 * and used in one command, products stacked on each other, a layer thrown at a person. Checked on
 * the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const unexplained = (result: ReturnType<typeof interpret>) => result?.account?.unexplained ?? [];

describe("an order taken back in the same command", () => {
  it.each([
    "Could you make a BLT? Actually, no, forget it.",
    "a club, no, never mind.",
    "two veggies. scratch that",
  ])("%s builds nothing", (said) => expect(instructions(interpret(said))).not.toContain("add_layer"));
  it("what is ordered after the take-back is made, on the zone it would have had", () => {
    expect(placements(interpret("a blt, no never mind, a club"))).toEqual({ assembly_fixture: CLUB });
    expect(placements(interpret("a veggie. forget it, a club on the left"))).toEqual({ assembly_left: CLUB });
  });
  it("a take-back opening the command is a start over before the order", () => {
    const result = interpret("forget it, make a veggie");
    expect(instructions(result).slice(0, 2)).toEqual(["clear_assembly", "go_home"]);
    expect(layers(result)).toEqual(VEGGIE);
  });
  it("on the renamed cell", () =>
    expect(instructions(renamed("Could you make a club? Actually, forget it."))).not.toContain("add_layer"));
});

describe("a pace said in a sentence of its own after the order", () => {
  it.each(["a blt. slowly please", "a club. Take your time.", "Could I get a veggie? Nice and slow."])(
    "%s is how the order is made",
    (said) =>
      expect(interpret(said)?.sequence[0]).toEqual({
        instruction: "adjust_speed",
        params: { level: "slow" },
      }),
  );
  it("with a word of order it comes after", () => {
    for (const said of ["make a blt then go slow", "a blt. then slow down", "a club, after that speed up"])
      expect(instructions(interpret(said)).at(-1), said).toBe("adjust_speed");
  });
  it("on the renamed cell", () =>
    expect(instructions(renamed("a club. slowly please"))[0]).toBe("adjust_speed"));
});

describe('"more" in a list spelled out is one more layer', () => {
  it.each([
    ["bread, meat, then more bread", ["bread", "meat", "bread"]],
    ["put the bread on the left, then the cheese on it and then more bread", ["bread", "cheese", "bread"]],
  ])("%s", (said, expected) => expect(layers(interpret(said))).toEqual(expected));
  it("an extra of a recipe's layer still doubles it", () =>
    expect(layers(interpret("a veggie and more tomato"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "tomato",
      "cheese",
      "bread",
    ]));
  it("on the renamed cell", () =>
    expect(layers(renamed("bread, meat, then more bread"))).toEqual(["wafer", "fish", "wafer"]));
});

describe("a layer placed next to the outer layer goes inside the product", () => {
  it.each([
    ["a veggie but put the cheese just above the bread", ["bread", "cheese", "lettuce", "tomato", "bread"]],
    [
      "a veggie with the cheese at the bottom, just above the bread",
      ["bread", "cheese", "lettuce", "tomato", "bread"],
    ],
    ["a blt with the meat under the bread", ["bread", "lettuce", "tomato", "meat", "bread"]],
  ])("%s", (said, expected) => expect(layers(interpret(said))).toEqual(expected));
  it("on the renamed cell", () =>
    expect(layers(renamed("a veggie but put the cheese just above the bread"))).toEqual([
      "wafer",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]));
});

describe("a creative word used as a verb or negated is no creative order", () => {
  it.each([
    ["I'd fancy a veggie, dear", VEGGIE],
    ["we fancy a club", CLUB],
    ["a club, nothing fancy", CLUB],
  ])("%s", (said, expected) => {
    const result = interpret(said);
    expect(result?.is_creative).toBe(false);
    expect(layers(result)).toEqual(expected);
  });
  it("said as an adjective it still is", () =>
    expect(interpret("make me something fancy")?.is_creative).toBe(true));
});

describe("a name taught and used in one command", () => {
  it.each([
    "bread, cheese, bread, save it as the melt, then make a melt on the right",
    "On the left: bread, cheese, bread - remember that as the melt - and make another melt on the right.",
  ])("%s: the name is the layers it names, never a cell word heard in it", (said) => {
    const result = interpret(said);
    expect(Object.values(placements(result))).toEqual([
      ["bread", "cheese", "bread"],
      ["bread", "cheese", "bread"],
    ]);
    expect(result?.composite_name).toBe("melt");
  });
  it("on the renamed cell", () =>
    expect(
      Object.values(
        placements(renamed("bread, meat, bread - remember that as tom - and a tom on the right")),
      ),
    ).toEqual([
      ["wafer", "fish", "wafer"],
      ["wafer", "fish", "wafer"],
    ]));
});

describe("what placing cannot do waits", () => {
  it.each([
    ["a club on top of a blt", "blt"],
    ["a veggie under the club", "club"],
    ["Two clubs in the middle, one on top of the other.", "other"],
    ["throw a tomato at the customer", "customer"],
    // a product named by its fillings is not understood yet, edited or not (a recipe's name said
    // as a list is that recipe: names-and-zones-said-loosely.test.ts)
    ["a ham and cheese, hold the cheese", "a"],
  ])("%s", (said, word) => expect(unexplained(interpret(said))).toContain(word));
  it("on the renamed cell", () => expect(unexplained(renamed("throw the ginger at him"))).toContain("him"));
});

describe("a word of address is talk", () => {
  it.each(["a club please dear", "dear me, a club", "a club, thanks hon"])("%s", (said) => {
    const result = interpret(said);
    expect(layers(result)).toEqual(CLUB);
    expect(unexplained(result)).toEqual([]);
  });
});

describe("cancelling one layer", () => {
  it("cancel the ITEM takes that item out, never the whole order", () => {
    expect(layers(interpret("a club, cancel the tomato"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(instructions(interpret("cancel the order"))).toEqual(["clear_assembly", "go_home"]);
  });
  it("on the renamed cell", () =>
    expect(layers(renamed("a club, cancel the tomato"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "wafer",
    ]));
});

describe("a word that would change a command is neither a name's nor the teaching frame's", () => {
  it.each([
    ["remember bread, cheese, bread as excluding lunch", "excluding"],
    ["remember bread, cheese, bread as unless lunch", "unless"],
    ["save this excluding as lunch box: bread, cheese, bread", "excluding"],
  ])("%s waits", (said, word) => expect(unexplained(interpret(said))).toContain(word));
  it("a plain name is read", () =>
    expect(unexplained(interpret("remember bread, cheese, bread as the melt"))).toEqual([]));
});
