import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Amount words: "heavy on", "heaps of" are the cell's doubling words, "light on", "easy on" its
 * removal words (a stack has no half layer). A modifier said as "W on" is one only before an item:
 * "easy on that", "nice and easy on the right" are a pace. For every assembly cell (renamed too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("an amount said of an item", () => {
  it("doubles or takes out the item, never sets a pace", () => {
    expect(layers(interpret("a classic, easy on the lettuce"))).toEqual(["bread", "meat", "tomato", "bread"]);
    expect(instructions(interpret("a classic, easy on the lettuce"))).not.toContain("adjust_speed");
    expect(layers(interpret("a blt with heaps of bacon"))).toEqual([
      "bread",
      "meat",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a club, go heavy on the rice"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("said of no item, leaves the words to the pace", () => {
    const result = interpret("nice and easy on the left, a veggie");
    expect(result?.sequence[0]).toEqual({ instruction: "adjust_speed", params: { level: "slow" } });
    expect(layers(result)).toEqual(["bread", "lettuce", "tomato", "cheese", "bread"]);
    expect(interpret("easy on that")?.sequence).toEqual([
      { instruction: "adjust_speed", params: { level: "slow" } },
    ]);
  });

  it("said of an item the cell lacks, waits", () => {
    expect((interpret("a club, light on the onions")?.account?.unexplained ?? []).length).toBeGreaterThan(0);
  });
});
