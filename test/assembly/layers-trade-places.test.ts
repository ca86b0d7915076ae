import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "swap X and Y" said of two layers of the product: they trade places. It was read as "swap X for
 * Y" ("swap the positions of the lettuce and the tomato" built tomato twice). Said of a layer the
 * product lacks, it waits. Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("two layers trade places", () => {
  it.each([
    ["a club, switch the ham and the cheese", ["bread", "cheese", "meat", "lettuce", "tomato", "bread"]],
    ["a blt but swap the order of the lettuce and tomato", ["bread", "meat", "tomato", "lettuce", "bread"]],
  ])("%s", (said, expected) => expect(layers(interpret(said))).toEqual(expected));
  it("said of a layer the product lacks, it waits", () =>
    expect(interpret("a veggie, swap the ham and the tomato")?.sequence).toEqual([]));
  it("'swap X for Y' still replaces", () =>
    expect(layers(interpret("a veggie, swap the cheese for ham"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "meat",
      "bread",
    ]));
  it("on the renamed cell", () =>
    expect(layers(renamed("a club, switch the ham and the cheese"))).toEqual([
      "wafer",
      "rice",
      "fish",
      "seaweed",
      "ginger",
      "wafer",
    ]));
});
