import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A number that no construction read: the result is the same when it is said as another, so it did
 * nothing, and the order waits for review instead of being made without it. Checked on the
 * sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const unexplained = (result: ReturnType<typeof interpret>) => result?.account?.unexplained ?? [];

describe("a number the result does not show", () => {
  it.each([
    ["Veggie sandwich I want. Cheese put two time.", "2"],
    ["a club, the bread should be one", "one"],
    ["a blt with no lettuce, the tomato should be three", "3"],
    ["three clubs but no cheese on one", "one"],
    ["two clubs, all but one", "one"],
    ["two clubs, only one without tomato", "1"],
  ])("%s waits (%s)", (said, number) => {
    const result = interpret(said);
    expect(result?.sequence).toEqual([]);
    expect(unexplained(result)).toContain(number);
  });
  it.each(["a club with 1.5 cheese", "a club with half cheese", "a blt with one and a half tomato"])(
    "%s: a stack has no part of a layer, so it waits (it threw, or built a whole layer)",
    (said) => expect(interpret(said)?.sequence).toEqual([]),
  );
  it("on the renamed cell", () => {
    expect(renamed("a club, the bread should be one")?.sequence).toEqual([]);
    expect(renamed("a club with 1.5 cheese")?.sequence).toEqual([]);
  });
});

describe("a number that counts, or labels what the order is for, is read", () => {
  it.each([
    "one club",
    "2 clubs left and right",
    "a club with 2 cheese",
    "wait 5 seconds",
    "three clubs, one with no cheese",
    "bread, 2 cheese, bread",
    "make 3 blts",
    "a blt with 3 slices of tomato",
    "two veggies, one without tomato",
    "2 clubs, one for me and one for my son",
    "two BLTs for table 5",
    "a club, the cheese should be three",
    "ticket 9 - classic, extra tomato, on the left please",
  ])("%s", (said) => {
    const result = interpret(said);
    expect(unexplained(result)).toEqual([]);
    expect(result?.sequence.length).toBeGreaterThan(0);
  });
  it("the count of a layer", () =>
    expect(placements(interpret("a club with 2 cheese"))).toEqual({
      assembly_fixture: ["bread", "meat", "cheese", "cheese", "lettuce", "tomato", "bread"],
    }));
});
