import { describe, expect, it } from "vitest";
import { inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/**
 * A range whose place noun is said at both ends ("pos 1 thru pos 3") is the range said once:
 * "through" between two places of one kind is not a way point there.
 */
describe("a range with its place noun at both ends", () => {
  it("covers every place from the first to the last, on every graph cell", () => {
    expect(stepsOf("scan pos 1 through pos 3")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
    expect(stepsOf("weld P1 thru P2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("spray booth 1 thru booth 2")).toEqual([
      routine("spray_paint", "Booth_1"),
      routine("spray_paint", "Booth_2"),
    ]);
  });

  it("leaves a way point said between different places as it was", () => {
    expect(stepsOf("go to home via safe 2")).toEqual([move("Safe_Pos_2"), move("Home")]);
  });
});
