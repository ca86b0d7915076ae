import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "none", "neither", "nor" say that something is left out; said where no construction reads them
 * they are no harmless filler ("two clubs, none with tomato" built both with tomato), so the order
 * waits. The cell's "none of" still takes the item out. Checked on the sandwich cell and on its
 * renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("none, neither, nor read by no construction", () => {
  it.each([
    ["two clubs, none with tomato", "none"],
    ["two veggies, neither with cheese", "neither"],
    ["a club, no cheese nor tomato", "nor"],
    ["a blt, none", "none"],
  ])("%s waits", (said, word) => {
    const result = interpret(said);
    expect(result?.sequence).toEqual([]);
    expect(result?.account?.unexplained).toContain(word);
  });
  it("the cell's 'none of' takes the item out", () =>
    expect(layers(interpret("a club with none of the tomato"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]));
  it("on the renamed cell", () => expect(renamed("two clubs, none with tomato")?.sequence).toEqual([]));
});

describe("a word near 'none' is never mended into it", () => {
  it.each(["a club, note no tomato", "make a blt and note it as the usual"])(
    "%s keeps its own word",
    (said) => expect(interpret(said)?.account?.used.map((word) => word.text)).not.toContain("none"),
  );
});
