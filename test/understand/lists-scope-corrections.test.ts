import { describe, expect, it } from "vitest";
import { inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Lists, their scope and corrections of them (graph cells): each construction with other words,
 * numbers and cells than the blind set that showed it missing.
 */

describe("a correction that leaves one out keeps the rest of the list", () => {
  it("excludes, replacing nothing (welding, paint shop)", () => {
    expect(stepsOf("scan 1, 2 and 3, actually not 2")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(stepsOf("weld 1 and 2, no wait, skip 1")).toEqual([weld("Pos_2")]);
    expect(paint("prime booth 1, 2 and 3 - actually, skip 2")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_3"),
    ]);
  });

  it("still replaces when what follows is no leaving out", () => {
    expect(stepsOf("weld 1 and 2, actually 2 only")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("inspect 1, no wait, 3")).toEqual([inspect("Pos_3")]);
  });
});

describe("a group word said once heads the whole list", () => {
  it("a group's prefix and number ('safe 1, 2 and 3')", () => {
    expect(stepsOf("visit safe 2 and 3")).toEqual([move("Safe_Pos_2"), move("Safe_Pos_3")]);
    expect(stepsOf("go to safe one two and three")).toEqual([
      move("Safe_Pos_1"),
      move("Safe_Pos_2"),
      move("Safe_Pos_3"),
    ]);
  });

  it("the words before a place's number in the cell file ('entry 1, 2 and 3')", () => {
    expect(paint("go to entry 1, 2 and 3")).toEqual([
      move("Booth_Entry_1"),
      move("Booth_Entry_2"),
      move("Booth_Entry_3"),
    ]);
    expect(paint("visit airlock 3 and 2")).toEqual([move("Booth_Entry_3"), move("Booth_Entry_2")]);
  });

  it("a noun of another group ends it", () => {
    expect(stepsOf("go to safe 2 and position 2")).toEqual([move("Safe_Pos_2"), move("Pos_2")]);
    expect(paint("go to entry 2 and booth 2")).toEqual([move("Booth_Entry_2"), move("Booth_2")]);
  });
});

describe("places said with no verb after a routine, then 'and' and a verb", () => {
  it("take the routine before; the verb after starts its own clause", () => {
    expect(stepsOf("inspect position 3, then position 1, and return home")).toEqual([
      inspect("Pos_3"),
      inspect("Pos_1"),
      move("Home"),
    ]);
    expect(paint("first mask booth 1, then booth 3, and go home")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_3"),
      move("Home"),
    ]);
  });
});
