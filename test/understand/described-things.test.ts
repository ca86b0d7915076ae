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

describe('a distributive frame ("for each of A and B: V1 it, then V2 it") does every step at each place in turn', () => {
  it.each([
    [
      "for both 1 and 3: scan it, then weld it",
      [inspect("Pos_1"), weld("Pos_1"), inspect("Pos_3"), weld("Pos_3")],
    ],
    [
      "each of positions 2 and 1 - weld it and inspect it after",
      [weld("Pos_2"), inspect("Pos_2"), weld("Pos_1"), inspect("Pos_1")],
    ],
    [
      "positions 1 and 2 one by one: tack it, then take a photo of it",
      [weld("Pos_1"), inspect("Pos_1"), weld("Pos_2"), inspect("Pos_2")],
    ],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("for every one of booths 1 and 2, prime it and then paint it")).toEqual([
      prime("Booth_1"),
      coat("Booth_1"),
      prime("Booth_2"),
      coat("Booth_2"),
    ]));
  it("a frame not understood fully is asked", () => {
    asks("for each of positions 1 and 2: weld it, then inspect position 3 and it");
    asks("for each position, weld it then inspect it");
  });
  it('a step said "after / before each" of another is asked, never read as every position', () => {
    asks("weld 1 and 2 and return home after each one");
    asks("scan 2 and 3, going to safe 1 before every scan");
    expect(paint("prime booths 1 and 2, dry after each")).toBe("asked");
  });
});

describe('"after both scans", "after those" refer back to the clauses before; they add no step', () => {
  it.each([
    [
      "inspect 1 and 3, and after both inspections weld 1",
      [inspect("Pos_1"), inspect("Pos_3"), weld("Pos_1")],
    ],
    ["scan 1 and 3, then after those weld 2", [inspect("Pos_1"), inspect("Pos_3"), weld("Pos_2")]],
    ["weld 1 and 2 and after both of them, inspect 3", [weld("Pos_1"), weld("Pos_2"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime booths 1 and 2, and after both go home")).toEqual([
      prime("Booth_1"),
      prime("Booth_2"),
      { action: "move", position: "Home" },
    ]));
});

describe('"leave out" leaves places out, also as a correction', () => {
  it.each([
    ["check 1, 2 and 3, sorry, leave out 1", [inspect("Pos_2"), inspect("Pos_3")]],
    ["weld 1 and 2 but leave out 2", [weld("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime booths 1, 2 and 3 - actually leave out booth 3")).toEqual([
      prime("Booth_1"),
      prime("Booth_2"),
    ]));
});

describe('number words after "the parts at / on / in" are places', () => {
  it.each([
    ["weld the seams on one and two", [weld("Pos_1"), weld("Pos_2")]],
    ["photograph the part at three", [inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime the panels in one and three")).toEqual([prime("Booth_1"), prime("Booth_3")]));
});

describe('a routine\'s "-able" adjective names where it can be done', () => {
  it.each([
    ["weld everything that is weldable", [weld("Pos_1"), weld("Pos_2")]],
    ["tack every weldable spot", [weld("Pos_1"), weld("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("paint whatever's paintable")).toEqual([coat("Booth_1"), coat("Booth_2")]));
});
