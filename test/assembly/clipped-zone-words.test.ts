import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A zone said clipped in a label slot: any one-word word of a zone (not only the first it is
 * listed with), clipped, when it fits one zone only; and a label after a name may come before the
 * name's edits. For every assembly cell (the renamed cell too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a clipped zone word fits any word of one zone", () => {
  it("'mid' opening a list or closing a name is the middle zone", () => {
    expect(placements(interpret("mid: bread, cheese, bread"))).toEqual({
      assembly_fixture: ["bread", "cheese", "bread"],
    });
    expect(placements(interpret("club, md"))).toEqual({
      assembly_fixture: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(placements(renamed("mid: wafer / fish / wafer"))).toEqual({
      assembly_fixture: ["wafer", "fish", "wafer"],
    });
  });

  it("a word of the grammar is never a clipped zone ('the' of 'in the hand')", () => {
    expect(instructions(interpret("take the lettuce in the hand"))).toEqual(["pick_up"]);
    expect(instructions(renamed("hold the ginger in the hand"))).not.toContain("set_active_zone");
  });
});

describe("a label after a name, before its edits", () => {
  it("'NAME L no ITEM' puts the edited product on that zone", () => {
    expect(placements(interpret("club L no tomato"))).toEqual({
      assembly_left: ["bread", "meat", "cheese", "lettuce", "bread"],
    });
    expect(placements(renamed("blt R extra fish"))).toEqual({
      assembly_right: ["wafer", "fish", "fish", "seaweed", "ginger", "wafer"],
    });
  });
});
