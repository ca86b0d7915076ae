import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { BLT, CLUB, VEGGIE, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * An order read off a ticket, for every assembly cell (the renamed cell too): sentences opening
 * with a field's label are a frame in any order; each item gets the notes, zone and name said
 * after it, or — said before any item — those of the next one. Two zones for one item, or fields
 * left over after the last item, are no ticket read whole: the order waits.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;
const without = (recipe: string[], item: string) => recipe.filter((layer) => layer !== item);

describe("the fields of a ticket", () => {
  it("applies notes said before the item to it", () => {
    expect(placements(interpret("Mods: hold the cheese. Item: club."))).toEqual({
      assembly_fixture: without(CLUB, "cheese"),
    });
    expect(placements(renamed("Order notes: no ginger. Product: veggie."))).toEqual({
      assembly_fixture: ["wafer", "seaweed", "rice", "wafer"],
    });
  });

  it("reads the fields in any order, the zone and the name too", () => {
    expect(placements(interpret("Station: right. Notes: double meat. Item: BLT."))).toEqual({
      assembly_right: ["bread", "meat", "meat", "lettuce", "tomato", "bread"],
    });
    const named = interpret("Item: veggie. Name: Priya. Zone: left.");
    expect(placements(named)).toEqual({ assembly_left: VEGGIE });
    expect(named?.interpretation).toContain("for Priya");
  });

  it("gives each item the fields said after it", () => {
    expect(placements(interpret("Item: BLT. Notes: no tomato. Item: club. Zone: right."))).toEqual({
      assembly_fixture: without(BLT, "tomato"),
      assembly_right: CLUB,
    });
  });

  it("waits when a field is said twice for one item or after the last one", () => {
    expect(held(interpret("Item: club. Zone: left. Zone: right."))).toBe(true);
  });
});
