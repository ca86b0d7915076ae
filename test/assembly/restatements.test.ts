import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * What an order says again of itself is no second product: "like this", "just like that" after what
 * it points at, with nothing of another product after it, restates the order. It built a copy on
 * another zone ("bread, tomato, cheese, bread, like this only"). Checked on the sandwich cell and on
 * its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("like this / like that after the order", () => {
  it.each([
    ["bread, ham, cheese, bread, like this only", { assembly_fixture: ["bread", "meat", "cheese", "bread"] }],
    [
      "bread, lettuce, bread - just like that, nothing more",
      { assembly_fixture: ["bread", "lettuce", "bread"] },
    ],
    ["a club on the right, like that, please", { assembly_right: CLUB }],
  ])("%s is one product", (said, expected) => expect(placements(interpret(said))).toEqual(expected));
  it.each([
    ["a club on the left and one like that on the right", 2],
    ["a club. Right: like that one", 2],
    ["a blt, and one more like it", 2],
  ])("%s still copies", (said, zones) =>
    expect(Object.keys(placements(interpret(said)))).toHaveLength(zones),
  );
  it("on the renamed cell", () =>
    expect(placements(renamed("bread, cheese, tomato, bread, like this only"))).toEqual({
      assembly_fixture: ["wafer", "rice", "ginger", "wafer"],
    }));
});
