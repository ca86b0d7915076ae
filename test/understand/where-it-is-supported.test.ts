import { describe, expect, it } from "vitest";
import { inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * "where it is supported", "wherever it is allowed", said with a routine, with or without a scope
 * before it: every place the routine is supported at.
 */
describe("where the routine is supported", () => {
  it("is every place it is supported at, on both graph cells", () => {
    expect(stepsOf("tack weld where it is supported")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("scan all stations wherever it is allowed")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
    expect(paint("spray every booth where it is supported")).toEqual([
      routine("spray_paint", "Booth_1"),
      routine("spray_paint", "Booth_2"),
    ]);
  });

  it("narrows places said to those that support it", () => {
    expect(stepsOf("weld 1 where it is supported")).toEqual([weld("Pos_1")]);
  });
});
