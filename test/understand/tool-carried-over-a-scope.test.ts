import { describe, expect, it } from "vitest";
import { asks, attach, inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * A tool taken over, across or to a scope ("take the primer gun over every booth") is the tool's
 * one routine at every place of the scope, after attaching it; the scope is never dropped.
 */
describe("a tool carried over a scope", () => {
  it("does the tool's one routine at every place, on the paint shop", () => {
    const prime = (booth: string) => routine("prime", booth);
    expect(paint("take the primer gun over every booth")).toEqual([
      attach("Primer_Gun"),
      prime("Booth_1"),
      prime("Booth_2"),
      prime("Booth_3"),
    ]);
    expect(paint("grab the priming gun to all booths except 2")).toEqual([
      attach("Primer_Gun"),
      prime("Booth_1"),
      prime("Booth_3"),
    ]);
  });

  it("does the same on the welding cell", () => {
    expect(stepsOf("fetch the camera over every station")).toEqual([
      attach("Camera"),
      inspect("Pos_1"),
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
    expect(stepsOf("pick up the torch for all positions")).toEqual([
      attach("Welder"),
      weld("Pos_1"),
      weld("Pos_2"),
    ]);
  });

  it("still only attaches a tool said alone, and asks about a word it cannot place", () => {
    expect(paint("take the primer gun")).toEqual([attach("Primer_Gun")]);
    expect(paint("take the spray gun across every booth")).toBe("asked");
    asks("take the camera across every station");
  });
});
