import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { BLT, CHEESE, CLUB, VEGGIE, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A set of every zone with zones left out of it, for every assembly cell (the renamed cell too):
 * "every zone except the left one", "all zones but the middle", "everywhere apart from the right";
 * ", which gets a veggie" puts the next product on the zones left out; "ZONE gets PRODUCT" says
 * the zone as the subject. What is left out that is no zone waits for review.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;
const RICE = ["wafer", "rice", "wafer"];

describe("zones left out of every zone", () => {
  it("leaves out the zones said after except / but / apart from / besides", () => {
    expect(placements(interpret("a veggie on every station except the right one"))).toEqual({
      assembly_fixture: VEGGIE,
      assembly_left: VEGGIE,
    });
    expect(placements(interpret("all the zones but the middle get a club"))).toEqual({
      assembly_left: CLUB,
      assembly_right: CLUB,
    });
    expect(placements(interpret("blts everywhere besides the left"))).toEqual({
      assembly_fixture: BLT,
      assembly_right: BLT,
    });
    expect(
      placements(interpret("in each zone apart from the left and the middle, a cheese sandwich")),
    ).toEqual({ assembly_right: CHEESE });
    expect(placements(renamed("a rice platter in every zone except for the middle"))).toEqual({
      assembly_left: RICE,
      assembly_right: RICE,
    });
  });

  it("puts the next product on the zones left out, said with a relative clause", () => {
    expect(
      placements(interpret("every zone takes a blt, except the right, which should be a cheese")),
    ).toEqual({
      assembly_fixture: BLT,
      assembly_left: BLT,
      assembly_right: CHEESE,
    });
    expect(
      placements(interpret("veggies on all three stations but the left one, where it's a club")),
    ).toEqual({
      assembly_fixture: VEGGIE,
      assembly_right: VEGGIE,
      assembly_left: CLUB,
    });
    expect(placements(renamed("all clubs except the middle one, which gets a rice platter"))).toEqual({
      assembly_left: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_fixture: RICE,
    });
  });

  it("keeps the edits of the product", () => {
    expect(placements(interpret("a club in every zone except the middle, hold the tomato"))).toEqual({
      assembly_left: CLUB.filter((layer) => layer !== "tomato"),
      assembly_right: CLUB.filter((layer) => layer !== "tomato"),
    });
  });

  it("reads a zone said as the subject of what it gets", () => {
    expect(placements(interpret("the right zone gets a veggie and the left one takes a blt"))).toEqual({
      assembly_right: VEGGIE,
      assembly_left: BLT,
    });
  });

  it("fills zones with a product", () => {
    expect(placements(interpret("fill all zones with blts"))).toEqual({
      assembly_fixture: BLT,
      assembly_left: BLT,
      assembly_right: BLT,
    });
  });

  it("waits when what is left out is no zone of the cell", () => {
    expect(held(interpret("a club in every zone except the kitchen"))).toBe(true);
    expect(held(interpret("every station but the fridge gets a blt"))).toBe(true);
    expect(held(renamed("a club in every zone except the oven"))).toBe(true);
  });
});
