import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { asks, inspect, move, paint, stepsOf, weld, welding } from "./support.js";

/*
 * A repetition count said of a clause ("twice", "two times", "3 times", "x2") repeats that
 * clause's steps when it is 2 to 5; a larger count, a count of a clause that does nothing, or two
 * counts in one clause are asked. Welding and paint shop, other phrasings than the eval sets'.
 */
const prime = (position: string) => ({ action: "routine", routine: "prime", position });

describe("a repetition count repeats its clause", () => {
  it("reads twice, N times and a written multiplier (welding)", () => {
    expect(stepsOf("tack weld spot two twice")).toEqual([weld("Pos_2"), weld("Pos_2")]);
    expect(stepsOf("scan position 1 four times")).toEqual(Array(4).fill(inspect("Pos_1")));
    expect(stepsOf("x3 check pos 2")).toEqual(Array(3).fill(inspect("Pos_2")));
    expect(stepsOf("2x photograph station three")).toEqual([inspect("Pos_3"), inspect("Pos_3")]);
  });

  it("repeats only the clause it is said in, as a block", () => {
    expect(stepsOf("weld 2 then scan spot 1 two times, then go home")).toEqual([
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_1"),
      move("Home"),
    ]);
  });

  it("asks about a count over several places, which says no order (welding, paint shop)", () => {
    asks("inspect 1 and 3 twice");
    asks("tack both seams two times");
    asks("weld every spot x2");
    expect(paint("prime booths 1 and 2 three times")).toBe("asked");
  });

  it("works on the paint shop cell", () => {
    expect(paint("prime booth 3 two times")).toEqual([prime("Booth_3"), prime("Booth_3")]);
    expect(paint("prime booth 1 x2")).toEqual([prime("Booth_1"), prime("Booth_1")]);
  });

  it("asks about a count above five, a count of nothing, and two counts", () => {
    asks("inspect position 3 nine times");
    expect(paint("prime booth 2 twelve times")).toBe("asked");
    asks("do not weld 2 twice");
    asks("weld 1 twice three times");
    asks("weld 1. three times");
    asks("scan spot 2, then do it twice");
  });

  it("leaves a count of one and a counted routine that is met unchanged", () => {
    expect(stepsOf("scan 3 one more time")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("do two inspections, at 1 and at 2")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
    expect(understandWithRules(welding, "weld spot 1 three times").account?.unexplained).toEqual([]);
  });

  it("repeats the clause before for 'again' said as a clause of its own (welding, paint shop)", () => {
    expect(stepsOf("scan spot 3, then again")).toEqual([inspect("Pos_3"), inspect("Pos_3")]);
    expect(stepsOf("tack station 2 and one more time")).toEqual([weld("Pos_2"), weld("Pos_2")]);
    expect(paint("prime booth 1. once more.")).toEqual([prime("Booth_1"), prime("Booth_1")]);
  });

  it("leaves 'again' said with the clause's own step one step", () => {
    expect(stepsOf("scan spot 3 again")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("please tack station 2 one more time")).toEqual([weld("Pos_2")]);
  });
});
