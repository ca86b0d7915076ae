import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { BLT, CHEESE, CLUB, VEGGIE, interpret, placements } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { move, paint, stepsOf, weld } from "./support.js";

/*
 * A place corrected, in both dialects: a bare "no" between two places, even after a whole ("cheese
 * sandwich left -- no, right"; nothing is left out of a place), with the words leading the place
 * ("on the left, no, on the right"); "no wait, put it on the right (instead)" — a verb of "it" with
 * only a place after it — corrects the place; "Right: BLT - no wait, make the right one a club"
 * replaces the thing said at the place said last. "put it there", or "the left one" when the right
 * was said last, cannot be resolved: it waits (assembly) or asks (graph).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("a place corrected with a bare no", () => {
  it("replaces the zone said before it, after a whole too", () => {
    expect(placements(interpret("a veggie in the middle -- no, LEFT"))).toEqual({ assembly_left: VEGGIE });
    expect(placements(interpret("blt on the right, no, on the left, and a club in the middle"))).toEqual({
      assembly_left: BLT,
      assembly_fixture: CLUB,
    });
    expect(placements(renamed("rice platter right no middle"))).toEqual({
      assembly_fixture: ["wafer", "rice", "wafer"],
    });
  });

  it("still removes an item said after no", () => {
    expect(placements(interpret("a club on the left, no tomato"))).toEqual({
      assembly_left: CLUB.filter((layer) => layer !== "tomato"),
    });
  });

  it("replaces a place in the graph dialect", () => {
    expect(stepsOf("go to position 2, no, to position 3")).toEqual([move("Pos_3")]);
    expect(paint("prime booth 1 no at booth 2")).toEqual([
      { action: "routine", routine: "prime", position: "Booth_2" },
    ]);
  });
});

describe("a correction that puts 'it' somewhere else", () => {
  it("corrects the place of what was said", () => {
    expect(placements(interpret("a cheese sandwich on the left, sorry, do it on the right"))).toEqual({
      assembly_right: CHEESE,
    });
    expect(
      placements(interpret("make a veggie in the centre... no wait, build it on the left instead")),
    ).toEqual({ assembly_left: VEGGIE });
    expect(placements(renamed("a rice platter on the right, no wait, put it in the middle"))).toEqual({
      assembly_fixture: ["wafer", "rice", "wafer"],
    });
    expect(stepsOf("weld position 1, no wait, do it at position 2")).toEqual([weld("Pos_2")]);
    expect(paint("mask booth 2, sorry, do it at booth 3 instead")).toEqual([
      { action: "routine", routine: "apply_mask", position: "Booth_3" },
    ]);
  });

  it("replaces the thing said at the place said last", () => {
    expect(
      placements(interpret("Left: BLT. Right: veggie - sorry, make the right one a cheese sandwich.")),
    ).toEqual({
      assembly_left: BLT,
      assembly_right: CHEESE,
    });
  });

  it("waits when the place is not said, or is not the one said last", () => {
    expect(held(interpret("a club on the right, no wait, put it there"))).toBe(true);
    expect(held(interpret("Left: BLT. Right: veggie - no wait, make the left one a club."))).toBe(true);
  });
});
