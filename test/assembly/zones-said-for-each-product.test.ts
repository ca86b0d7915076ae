import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements, BLT, CLUB, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Where each of several products goes, said by ordinals after them ("two clubs, first left second
 * right", "a club and a BLT: the first one on the left, the second on the right") or as a list of
 * zones as long as the list of products ("a club and a BLT, left and right"): one product per zone,
 * in order — never a move of the arm, never more products than said. On the sandwich cell and its
 * renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const renamedLayers = (layers: string[]) => layers.map((layer) => renameText(layer));

describe("ordinals with zones after products", () => {
  it("give each product its zone, with no arm motion", () => {
    const two = interpret("two clubs, first left second right");
    expect(instructions(two)).not.toContain("move_relative");
    expect(placements(two)).toEqual({ assembly_left: CLUB, assembly_right: CLUB });
    expect(
      placements(interpret("a club and a blt: the first one on the left, the second on the right")),
    ).toEqual({ assembly_left: CLUB, assembly_right: BLT });
    expect(
      placements(interpret("three veggies, first one goes right, second left, third in the middle")),
    ).toEqual({
      assembly_right: VEGGIE,
      assembly_left: VEGGIE,
      assembly_fixture: VEGGIE,
    });
    expect(placements(renamed("two veggies, first right and second left"))).toEqual({
      assembly_right: renamedLayers(VEGGIE),
      assembly_left: renamedLayers(VEGGIE),
    });
  });

  it("a list of zones as long as the list of products is one zone each", () => {
    expect(placements(interpret("a club and a blt, left and right"))).toEqual({
      assembly_left: CLUB,
      assembly_right: BLT,
    });
    expect(placements(renamed("a veggie and a club, right and left"))).toEqual({
      assembly_right: renamedLayers(VEGGIE),
      assembly_left: renamedLayers(CLUB),
    });
  });

  it("with no product before them, ordinals and sides are still moves", () => {
    expect(instructions(interpret("first left, then right"))).toEqual(["move_relative", "move_relative"]);
  });
});
