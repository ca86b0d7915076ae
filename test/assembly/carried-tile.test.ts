import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A tile picked, carried to a zone and set down there, for every assembly cell (the renamed cell
 * too): one placing of that tile on that zone; "there" is the zone just named.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a pick, a carry and a release of one tile", () => {
  it("places the tile on the zone it was carried to", () => {
    expect(placements(interpret("grab a tomato, bring it to the right and drop it there"))).toEqual({
      assembly_right: ["tomato"],
    });
    expect(placements(interpret("take one ham, move it over to the right side, put it down"))).toEqual({
      assembly_right: ["meat"],
    });
    expect(placements(renamed("pick up the ginger, carry it to the left stack and let go"))).toEqual({
      assembly_left: ["ginger"],
    });
    expect(instructions(renamed("pick up the ginger, carry it to the left stack and let go"))).toEqual([
      "pick_up",
      "set_active_zone",
      "add_layer",
    ]);
  });
});
