import { describe, expect, it } from "vitest";
import { asks, inspect, paint, routine, stepsOf, weld } from "./support.js";

/*
 * A place said to be left out, closing its clause, is the negation said after it (post-negation.ts),
 * on both graph cells.
 */
describe("a place said to be left out", () => {
  it.each([
    ["inspect all, position 2 is not needed", [inspect("Pos_1"), inspect("Pos_3")]],
    ["inspect every position. 2 is skipped.", [inspect("Pos_1"), inspect("Pos_3")]],
    ["weld all seams, 2 is out", [weld("Pos_1")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () =>
    expect(paint("prime booths 1 to 3, booth 2 is left out")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_3"),
    ]));
  it("said of what is done, or alone, it still asks", () => {
    asks("weld 1 and 2, 2 is done");
    expect(stepsOf("2 is excluded")).toMatch(/unknown/);
  });
});
