import { describe, expect, it } from "vitest";
import { asks, attach, inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * Words about the thing worked on that order nothing: a routine's participle before the noun
 * ("the welded seams"), "the one at 2" in a list or exclusion, and a routine said as the object
 * of "put / give / lay" ("put a tack on 2"). Each on both graph cells, with phrasings of its own.
 */
const coat = (booth: string) => routine("spray_paint", booth);
const check = (booth: string) => routine("coating_inspection", booth);
const prime = (booth: string) => routine("prime", booth);

describe("a participle before the noun describes, it does not order", () => {
  it.each([
    ["the tacked parts at 1 and 2 need a scan", [inspect("Pos_1"), inspect("Pos_2")]],
    ["I need the welded seams at 1 and 2 photographed", [inspect("Pos_1"), inspect("Pos_2")]],
    ["both inspected parts need a weld: positions 1 and 2", [weld("Pos_1"), weld("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => {
    expect(paint("the masked panels in booth 1 and 2 should be primed")).toEqual([
      prime("Booth_1"),
      prime("Booth_2"),
    ]);
    expect(paint("the painted parts in booths 1 and 2 need an inspection")).toEqual([
      check("Booth_1"),
      check("Booth_2"),
    ]);
  });
  it("the verb before its object still orders", () =>
    expect(stepsOf("weld the seams at 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]));
});

describe('"the one at PLACE" is that place, never position 1', () => {
  it.each([
    ["inspect every position except the one at 2", [inspect("Pos_1"), inspect("Pos_3")]],
    ["check all parts apart from the one on position three", [inspect("Pos_1"), inspect("Pos_2")]],
    ["weld the one at position 2", [weld("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("inspect all booths except the one in booth 3")).toEqual([
      check("Booth_1"),
      check("Booth_2"),
    ]));
  it('"one" as a number stays a number', () =>
    expect(stepsOf("inspect every position except one")).toEqual([inspect("Pos_2"), inspect("Pos_3")]));
});

describe('"put / give / lay a ROUTINE on X" is the routine, not the tool verb "put on"', () => {
  it.each([
    ["put a weld on position 1", [weld("Pos_1")]],
    ["give position 2 a quick tack", [weld("Pos_2")]],
    ["lay a tack on the seam at 1 and then inspect it", [weld("Pos_1"), inspect("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => expect(paint("put a coat on booth 2")).toEqual([coat("Booth_2")]));
  it("a tool as the object is still the tool verb", () =>
    expect(stepsOf("put the welding torch on")).toEqual([attach("Welder")]));
  it("two routines as its object are asked", () => {
    expect(paint("put a coat of primer on booth 1")).toBe("asked");
    asks("put a weld scan on position 1");
  });
});
