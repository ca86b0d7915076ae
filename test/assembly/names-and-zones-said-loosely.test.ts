import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Names and zones said the way a customer talks (names-said-as-lists.ts, zone-accepted.ts): a
 * recipe whose name is a list, said with commas after an article, is the recipe; a zone said as
 * acceptable ("… is fine", "… would be great", "… will do"), and "over" leading a zone's
 * preposition, is where the product goes.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const BLT = ["bread", "meat", "lettuce", "tomato", "bread"];

describe("a recipe named by a list, said with commas after an article", () => {
  it("is the recipe, with its edits", () => {
    expect(layers(interpret("one bacon, lettuce, and tomato please"))).toEqual(BLT);
    expect(layers(interpret("could I get a bacon, lettuce & tomato, but hold the tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(placements(renamed("a bacon, seaweed and ginger on the right"))).toEqual({
      assembly_right: ["wafer", "fish", "seaweed", "ginger", "wafer"],
    });
  });

  it("without an article the list stays layers", () =>
    expect(layers(interpret("bacon, lettuce and tomato"))).toEqual(["meat", "lettuce", "tomato"]));
});

describe("a zone said as acceptable", () => {
  it("is where the product goes", () => {
    expect(placements(interpret("A veggie, please. The left is fine."))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(placements(interpret("a club - over on the right would be lovely"))).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(placements(renamed("a cheese platter, the middle will do"))).toEqual({
      assembly_fixture: ["wafer", "rice", "wafer"],
    });
  });

  it("said of an item it is no zone, and waits", () =>
    expect(interpret("a club. The cheese is fine.")?.sequence).toEqual([]));
});
