import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A sentence of edits only after a product edits that product, for every assembly cell (the
 * renamed cell too): "A club. No tomato.", "… Tomato is not necessary."; "no need (for) X" and "X
 * (is) not needed / wanted / required" take X out; "help me make …" is a request frame.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a sentence of edits after a product", () => {
  it("edits the product said before it", () => {
    expect(layers(interpret("Make a blt. Hold the lettuce."))).toEqual(["bread", "meat", "tomato", "bread"]);
    expect(layers(interpret("A veggie. Swap the cheese for ham."))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("One club platter. The seaweed is not wanted."))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("reads a request for help as the request", () => {
    expect(layers(renamed("can you help me build a veggie, no need ginger"))).toEqual([
      "wafer",
      "seaweed",
      "rice",
      "wafer",
    ]);
  });
});
