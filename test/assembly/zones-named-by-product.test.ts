import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements, BLT, CHEESE, CLUB, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Where each of several products goes, said by naming each product with its zone after the
 * products are ordered: the names say which zone is whose, in any order. On the sandwich cell and
 * its renamed copy; a product named twice, left unnamed or counted more than once waits or is read
 * as before.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const renamedLayers = (layers: string[]) => renameText(layers.join(" ")).split(" ");
const CLASSIC = ["bread", "meat", "lettuce", "tomato", "bread"];

describe("each product named with its zone after the products", () => {
  it("puts each product on its zone, in any order", () => {
    expect(
      placements(interpret("a blt and a veggie, the veggie goes on the left and the blt on the right")),
    ).toEqual({
      assembly_left: VEGGIE,
      assembly_right: BLT,
    });
    expect(placements(interpret("club, classic, veggie: veggie right, club middle, classic left"))).toEqual({
      assembly_right: VEGGIE,
      assembly_fixture: CLUB,
      assembly_left: CLASSIC,
    });
    expect(
      placements(renamed("a veggie and a rice platter -- rice one in the centre, veggie on the left")),
    ).toEqual({
      assembly_left: renamedLayers(VEGGIE),
      assembly_fixture: renamedLayers(CHEESE),
    });
  });

  it("its names are read, and an edit of both after them still applies", () => {
    const result = interpret(
      "one classic and one club, club on the right, classic on the left, both without tomato",
    );
    expect(result?.account?.unexplained).toEqual([]);
    expect(placements(result)).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "bread"],
      assembly_left: ["bread", "meat", "lettuce", "bread"],
    });
  });

  it("a product named twice or counted more than once is no list of zones", () => {
    expect(placements(interpret("two clubs and a blt, club left, blt right"))).toEqual({});
    expect(placements(interpret("a club and a blt, club on the left, club on the right"))).not.toEqual({
      assembly_left: CLUB,
      assembly_right: BLT,
    });
  });
});

describe("'… and go PACE' closing an order", () => {
  it("is the pace of the order, set first, with a pace word of the cell", () => {
    expect(instructions(interpret("a veggie and a club, veggie left, club right, and go slow"))[0]).toBe(
      "adjust_speed",
    );
    expect(instructions(interpret("a blt and go fast"))[0]).toBe("adjust_speed");
    expect(instructions(renamed("a rice platter and go quickly"))[0]).toBe("adjust_speed");
  });

  it("with a word of order, or a place after 'go', it comes after", () => {
    expect(instructions(interpret("a club, and then go slow")).at(-1)).toBe("adjust_speed");
    expect(instructions(interpret("a club and go home")).at(-1)).toBe("go_home");
  });
});
