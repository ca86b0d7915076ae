import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, instructions, interpret, placements, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A return that is not of the held tile, and "the other" place with nothing to be other than: both
 * once acted on something that was not said (the order dropped, the tile held put back, the product
 * built on the middle). Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const waits = (result: ReturnType<typeof interpret>) => expect(result?.sequence ?? []).toEqual([]);

describe("a return said of a product, of a tile not held, or after what the order placed", () => {
  it.each([
    "a veggie, return the meat",
    "a club, put the tomato back",
    "make a blt, then return it",
    "pick up the cheese, put the meat back",
    "grab the lettuce and return the bread",
    "a blt and put it back",
    "add bread and ham, return the tomato",
    "stack bread, cheese, bread, then put the cheese back",
  ])("%s asks", (said) => waits(interpret(said)));
  it("the tile held, named or not, goes back", () => {
    expect(instructions(interpret("pick up the cheese, put the cheese back"))).toEqual([
      "pick_up",
      "return_to_stack",
    ]);
    expect(instructions(interpret("grab the ham and put it back"))).toEqual(["pick_up", "return_to_stack"]);
    expect(
      instructions(interpret("put the tomato back", { scene: sceneWith({ holding: "tomato" }) })),
    ).toEqual(["return_to_stack"]);
  });
  it("a layer on the stack named goes off it", () =>
    expect(
      instructions(
        interpret("put the cheese back", {
          scene: sceneWith({ stacks: { assembly_fixture: ["bread", "cheese"] } }),
        }),
      ),
    ).toContain("clear_assembly"));
  it("on the renamed cell", () => {
    waits(renamed("a veggie, return the meat"));
    waits(renamed("pick up the cheese, put the lettuce back"));
  });
});

describe("the other place with nothing to be other than", () => {
  it.each([
    "a club on the other side",
    "make a blt at the other end",
    "a veggie on the other stack",
    "put a club in the other zone",
    "a club on the left. a blt on the other one",
  ])("%s waits", (said) => {
    const result = interpret(said);
    waits(result);
    expect(result?.account?.unexplained).toContain("other");
  });
  it("after a side, it is the opposite one", () =>
    expect(placements(interpret("a club on the left and a blt on the other side"))).toEqual({
      assembly_left: CLUB,
      assembly_right: ["bread", "meat", "lettuce", "tomato", "bread"],
    }));
  it("one product and the other of two is no place", () =>
    expect(
      Object.keys(placements(interpret("two clubs, one on the left and the other on the right"))),
    ).toEqual(["assembly_left", "assembly_right"]));
  it("on the renamed cell", () => waits(renamed("a club on the other side")));
});
