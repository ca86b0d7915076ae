import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "leave/keep X off/out" said around its object takes X out, as "leave off X" does; "leave/keep
 * ZONE empty/clear/free" keeps a zone as it is: it is never the clear verb, and as placing does not
 * honour it yet, an order saying it waits for review. For every assembly cell (the renamed one too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a removal particle said after its object", () => {
  it("takes the item out of the product", () => {
    expect(layers(interpret("one club please, and leave the lettuce out"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a veggie, keep any cheese off"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a classic - the meat you can keep out"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a club, keep the rice off"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("names an item the cell does not have, as 'without' does", () => {
    const result = interpret("a blt, leave the onions out");
    expect(layers(result)).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    expect(result?.user_feedback).toContain("onions");
  });
});

describe("a zone kept as it is", () => {
  it("is never a clear, and the order waits for review", () => {
    for (const said of ["a club on the right, keep the left free", "two blts but leave the centre clear"]) {
      const result = interpret(said);
      expect(instructions(result), said).not.toContain("clear_assembly");
      const waits = (result?.account?.unexplained ?? []).length > 0 || result?.sequence.length === 0;
      expect(waits, said).toBe(true);
    }
    expect(instructions(renamed("a platter of rice on the left and keep the right empty"))).not.toContain(
      "clear_assembly",
    );
  });

  it("leaves the clear verb as it was", () => {
    expect(instructions(interpret("empty the right side"))).toEqual(["set_active_zone", "clear_assembly"]);
  });
});
