import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, VEGGIE, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A product said by what it has: "the one with X (in it)" is the one recipe that has X; when
 * several have it, or none, which one is asked. Said after a recipe that has X, it says that
 * recipe again. "the WORD one" is the recipe the cell names "WORD PRODUCT". They built the
 * fillings as bare layers ("the one with tomatoes in it", "the one with everything" with no top
 * bread). Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const asks = (said: string) => expect(interpret(said)?.sequence).toEqual([]);

describe("the one with X", () => {
  it.each([
    ["the one with meat and cheese, please", CLUB],
    ["I'll have the one with everything on it", CLUB],
    ["a veggie - you know, the one with lettuce in it", VEGGIE],
  ])("%s", (said, expected) => expect(layers(interpret(said))).toEqual(expected));
  it.each(["the one with lettuce", "gimme the one with ham in it", "a veggie, the one with ham in it"])(
    "%s: several recipes have it, or the one said has not: asked",
    asks,
  );
  it("the WORD one is the recipe named 'WORD PRODUCT'", () =>
    expect(layers(interpret("I would like the vegetable one"))).toEqual(VEGGIE));
  it("on the renamed cell", () =>
    expect(layers(renamed("the one with meat and cheese, please"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]));
});
