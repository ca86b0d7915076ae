import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A verb of lying ("goes", "sits", "lies") or a word of how close ("directly", "just", "right")
 * between a layer just named and "on / under / above … the LAYER" says only where the layer goes;
 * said before a zone or a place the reader does not read ("goes on the left") it stays unexplained.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("where a layer lies, said with a verb", () => {
  it("puts the layer there", () => {
    expect(layers(interpret("a veggie, the cheese sits right under the lettuce"))).toEqual([
      "bread",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a club where the cheese goes under the meat"))).toEqual([
      "bread",
      "cheese",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a blt, the tomato lies directly on top of the meat"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "lettuce",
      "bread",
    ]);
    expect(layers(renamed("a veggie, the cheese sits right under the lettuce"))).toEqual([
      "wafer",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("before a zone or an unread place it waits", () => {
    expect(interpret("a club, the lettuce goes on the left")?.sequence).toEqual([]);
    expect(interpret("a veggie, the cheese lies directly on the bottom bread")?.sequence).toEqual([]);
  });
});
