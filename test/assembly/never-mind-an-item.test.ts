import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, VEGGIE, instructions, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "never mind" said of a thing that is not the order is the removal of that thing, as "cancel the
 * ITEM" is; said of the order, or alone, it takes the order back. It cleared everything and went
 * home ("a club, never mind the tomato"), or dropped the order said after it ("never mind that, a
 * veggie"). Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("never mind the ITEM", () => {
  it.each([
    ["a club. Never mind the cheese.", CLUB.filter((item) => item !== "cheese")],
    ["a club, never mind the tomato", CLUB.filter((item) => item !== "tomato")],
  ])("%s takes it out", (said, expected) => {
    const result = interpret(said);
    expect(instructions(result)).not.toContain("clear_assembly");
    expect(layers(result)).toEqual(expected);
  });
  it.each(["never mind the club, make a blt", "nevermind the lettuce, a club"])(
    "%s: before any order it is not said what it removes, so it waits",
    (said) => expect(interpret(said)?.sequence).toEqual([]),
  );
  it("on the renamed cell", () =>
    expect(layers(renamed("a club, never mind the tomato"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "wafer",
    ]));
});

describe("never mind that, never mind the order, or alone", () => {
  it("takes back what was said before and makes what is said after", () => {
    const result = interpret("never mind that, a veggie");
    expect(instructions(result).slice(0, 2)).toEqual(["clear_assembly", "go_home"]);
    expect(layers(result)).toEqual(VEGGIE);
  });
  it.each(["a blt, never mind", "Could you make a BLT? Actually, no, never mind."])(
    "%s builds nothing",
    (said) => expect(instructions(interpret(said))).not.toContain("add_layer"),
  );
  it("never mind the order clears", () =>
    expect(instructions(interpret("never mind the order"))).toEqual(["clear_assembly", "go_home"]));
});
