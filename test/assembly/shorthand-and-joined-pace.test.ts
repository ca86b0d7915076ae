import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Said in short, or with a change of pace joined on, for every assembly cell (the renamed cell
 * too): "rt" / "lt" are words of the cell's zones and directions (data), "mv" is "move"; "bring it
 * down 8 mm" is a relative move; "go home and put the speed back to normal" changes the pace (no
 * tile goes back); joined on in one clause, first.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const moves = (result: ReturnType<typeof interpret>) =>
  (result?.sequence ?? []).map((s) => [s.instruction, ...Object.values(s.params)]);

describe("zones, directions and verbs said in short", () => {
  it("reads rt and lt as the cell's right and left", () => {
    expect(placements(renamed("veggie lt, club rt"))).toEqual({
      assembly_left: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
    expect(moves(interpret("mv lt 3 mm"))).toEqual([["move_relative", "left", 0.3]]);
  });

  it("reads bring as a relative move when nothing is carried", () => {
    expect(moves(renamed("bring it up 2 cm"))).toEqual([["move_relative", "up", 2]]);
  });
});

describe("a change of pace joined on with and", () => {
  it("is done first, and never puts a tile back", () => {
    expect(moves(interpret("go home and set the pace back to normal"))).toEqual([
      ["adjust_speed", "normal"],
      ["go_home"],
    ]);
    expect(moves(interpret("head home and put the speed back to normal"))).toEqual([
      ["go_home"],
      ["adjust_speed", "normal"],
    ]);
    expect(
      instructions(renamed("make a veggie, but first return home and set the pace back to normal")),
    ).toEqual(["adjust_speed", "go_home", "add_layer", "add_layer", "add_layer", "add_layer", "add_layer"]);
  });
});
