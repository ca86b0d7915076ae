import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements, CLUB, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Products said over several clauses, for every assembly cell (the renamed cell too): an item a
 * following clause puts in "as well" goes inside the product, under its top; a sentence headed by
 * a zone is the next product of a list by zone; "the same as the left", "like the first one",
 * "ditto" copy the product referred to onto the zone said with it.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) => (result?.sequence ?? []).length === 0;

describe("an item a following clause puts in as well", () => {
  it("goes inside the product just named, before its top", () => {
    expect(layers(interpret("make a ham sandwich, put lettuce too"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("A cheese sandwich. Also put some tomato."))).toEqual([
      "bread",
      "cheese",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("one fish platter, place also seaweed, ginger no"))).toEqual([
      "wafer",
      "fish",
      "seaweed",
      "wafer",
    ]);
  });

  it('stays a layer of its own when said after "then"', () => {
    expect(layers(interpret("make a ham sandwich, then put lettuce"))).toEqual([
      "bread",
      "meat",
      "bread",
      "lettuce",
    ]);
  });
});

describe("a copy of a product said by its zone, order or recipe", () => {
  it("copies the product referred to onto the zone that says it", () => {
    expect(
      placements(interpret("a club on the left, a veggie in the middle, on the right like the first one")),
    ).toEqual({
      assembly_left: CLUB,
      assembly_fixture: VEGGIE,
      assembly_right: CLUB,
    });
    expect(
      placements(interpret("Right: a veggie. Left: grilled cheese. Middle: the same as the veggie.")),
    ).toEqual({
      assembly_right: VEGGIE,
      assembly_left: ["bread", "cheese", "bread"],
      assembly_fixture: VEGGIE,
    });
    expect(placements(renamed("Left: club. Middle: a fish platter. Right: same as the left side."))).toEqual({
      assembly_left: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_fixture: ["wafer", "fish", "wafer"],
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
  });

  it("reads a zone-headed sentence after a product as the next of the list, ditto as the same", () => {
    expect(placements(interpret("Left: veggie. Right: the same."))).toEqual({
      assembly_left: VEGGIE,
      assembly_right: VEGGIE,
    });
    expect(placements(renamed("a club on the right, ditto in the middle"))).toEqual({
      assembly_right: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
      assembly_fixture: ["wafer", "fish", "rice", "seaweed", "ginger", "wafer"],
    });
  });

  it("waits for review when the product referred to was not said", () => {
    expect(held(interpret("Left: a club. Right: same as the veggie."))).toBe(true);
    expect(held(interpret("Left: a club. Right: same as the middle."))).toBe(true);
  });
});

describe("a product named by its fillings after another", () => {
  it("is a product of its own, not fillings of the one before", () => {
    expect(placements(interpret("a club and a ham sandwich"))).toEqual({
      assembly_fixture: CLUB,
      assembly_left: ["bread", "meat", "bread"],
    });
    expect(placements(renamed("left: a veggie, middle: a fish and rice platter"))).toEqual({
      assembly_left: ["wafer", "seaweed", "ginger", "rice", "wafer"],
      assembly_fixture: ["wafer", "fish", "rice", "wafer"],
    });
  });
});
