import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A layer of the product said again with "the" and a place ("ham and swiss on rye, with the swiss
 * on the bottom") is moved, not added — it built the cheese twice; a place said again at a layer
 * after a comma ("…, under the ham") is read when it comes to the same layers and held when it
 * does not. Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("the layer said again with its place", () => {
  it.each([
    ["turkey and cheddar on wheat, with the cheddar at the bottom", ["bread", "cheese", "meat", "bread"]],
    ["bread, ham, cheese, bread, with the cheese at the bottom", ["bread", "cheese", "meat", "bread"]],
    [
      "a veggie with the cheese on the bottom, right under the lettuce",
      ["bread", "cheese", "lettuce", "tomato", "bread"],
    ],
  ])("%s", (said, expected) => expect(layers(interpret(said))).toEqual(expected));
  it.each([
    "ham and cheese on rye, with the cheese on the bottom, under the tomato",
    "a veggie with the cheese on the bottom, above the tomato",
  ])("%s: the two places differ, so it waits", (said) => expect(interpret(said)?.sequence).toEqual([]));
  it("on the renamed cell", () =>
    expect(layers(renamed("ham and cheese on rye, with the cheese on the bottom, under the ham"))).toEqual([
      "wafer",
      "rice",
      "fish",
      "wafer",
    ]));
});
