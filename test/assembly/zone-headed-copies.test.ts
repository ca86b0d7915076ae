import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, placements, CLUB, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * A zone said as the head of what follows it ("Left: like that one", "Right, the same") names the
 * zone of a copy of the product before it; it never moves the arm, and the zone is the copy's, not
 * the original's. On the sandwich cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const without = (layers: string[], item: string) => layers.filter((layer) => layer !== item);
const renamedLayers = (layers: string[]) => layers.map((layer) => renameText(layer));

describe("a zone heading a copy reference", () => {
  it("copies the product before it to that zone, with no arm motion", () => {
    const copied = interpret("bread, cheese, bread. Right: like that one.");
    expect(instructions(copied)).not.toContain("move_relative");
    expect(placements(copied)).toEqual({
      assembly_fixture: ["bread", "cheese", "bread"],
      assembly_right: ["bread", "cheese", "bread"],
    });
    expect(placements(interpret("a veggie on the right. Left, like it"))).toEqual({
      assembly_right: VEGGIE,
      assembly_left: VEGGIE,
    });
    expect(placements(renamed("a club on the left. Right: ditto"))).toEqual({
      assembly_left: renamedLayers(CLUB),
      assembly_right: renamedLayers(CLUB),
    });
  });

  it("the edits said after the copy go on the copy, on its zone", () => {
    expect(placements(interpret("a club. Left: the same, but no tomato"))).toEqual({
      assembly_fixture: CLUB,
      assembly_left: without(CLUB, "tomato"),
    });
    expect(placements(renamed("one veggie. Right: like that one but hold the rice"))).toEqual({
      assembly_fixture: renamedLayers(VEGGIE),
      assembly_right: renamedLayers(without(VEGGIE, "cheese")),
    });
  });

  it("with nothing before it to copy, it waits; a side with a distance still moves", () => {
    const alone = interpret("Left: like that one.");
    expect(instructions(alone)).not.toContain("move_relative");
    expect(alone!.sequence.length).toBe(0);
    expect(instructions(interpret("left, 2 cm"))).toEqual(["move_relative"]);
  });
});
