import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Two constructions of non-native speakers, for every assembly cell (the renamed cell too): a put
 * with no object after a pick is the held tile's; "again" before an item in a list is that item
 * said again (one layer), and ", after" before it is "then".
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a put with no object after a pick", () => {
  it("places the held tile where it says", () => {
    expect(instructions(interpret("grab the cheese, then place onto the left"))).toEqual([
      "pick_up",
      "set_active_zone",
      "add_layer",
    ]);
    expect(placements(renamed("pick the ginger and put in the right side"))).toEqual({
      assembly_right: ["ginger"],
    });
  });

  it("a product after it is still built, and with nothing held it is no placing", () => {
    expect(layers(interpret("pick up the ham and put on the left a club"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(placements(interpret("put on the right a veggie"))).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
  });
});

describe("'again' before an item, ', after' before it", () => {
  it("is the item once more, in the same list", () => {
    expect(layers(interpret("toast, after cheese, after again toast"))).toEqual(["bread", "cheese", "bread"]);
    expect(placements(interpret("bread, then tomato, then again bread, on the right"))).toEqual({
      assembly_right: ["bread", "tomato", "bread"],
    });
    expect(layers(renamed("wafer, after rice, after again some wafer"))).toEqual(["wafer", "rice", "wafer"]);
  });

  it("'again' with a zone and no item is still a copy", () => {
    expect(Object.keys(placements(interpret("a club on the right, and again on the left"))).sort()).toEqual([
      "assembly_left",
      "assembly_right",
    ]);
  });
});
