import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * "a tomato slice on each side of the cheese": the layer goes right under and right above that
 * layer of the product — one product; "each side" is no zone ("each" made a product on two zones
 * with one tomato). Said of a layer the product lacks, or of one it holds already, it waits.
 * Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a layer on each side of another", () => {
  it.each([
    ["a cheese sandwich with ham on both sides of the cheese", ["bread", "meat", "cheese", "meat", "bread"]],
    [
      "a blt, plus a slice of cheese either side of the lettuce",
      ["bread", "meat", "cheese", "lettuce", "cheese", "tomato", "bread"],
    ],
  ])("%s", (said, expected) => expect(placements(interpret(said))).toEqual({ assembly_fixture: expected }));
  it.each([
    "a cheese sandwich with ham on each side of the tomato",
    "a veggie with tomato on each side of the cheese",
  ])("%s waits", (said) => expect(interpret(said)?.sequence).toEqual([]));
  it("on the renamed cell", () =>
    expect(placements(renamed("a cheese sandwich with ham on both sides of the cheese"))).toEqual({
      assembly_fixture: ["wafer", "fish", "rice", "fish", "wafer"],
    }));
});
