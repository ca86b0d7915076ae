import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { inspect, move, paint, paintshop, routine, stepsOf, weld } from "./support.js";

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

describe("'at the end' / 'in the end' closing a clause orders it last", () => {
  it("does that clause after the others (welding, paint shop)", () => {
    expect(stepsOf("inspect 3 in the end and weld 2")).toEqual([weld("Pos_2"), inspect("Pos_3")]);
    expect(paint("inspect booth 3 at the end and prime booth 1")).toEqual([
      routine("prime", "Booth_1"),
      routine("coating_inspection", "Booth_3"),
    ]);
  });
});

describe("a correction marker said with pauses", () => {
  it("reads 'wait, no' and an ellipsis as the marker and a pause", () => {
    expect(stepsOf("scan position 3 - wait, no, position 2")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("attach the welder... actually, the camera")).toEqual([
      { action: "attach_tool", tool: "Camera" },
    ]);
    expect(paint("prime booth 2, no, wait, booth 3")).toEqual([routine("prime", "Booth_3")]);
  });

  it("replaces the whole name of the kind said ('the spray gun, no, the primer gun')", () => {
    expect(paint("get the spray gun... no sorry, I mean the primer gun")).toEqual([
      { action: "attach_tool", tool: "Primer_Gun" },
    ]);
  });
});

describe("a verb-less clause of places said with 'just' / 'only'", () => {
  it("narrows the clause before to them, repeating nothing", () => {
    expect(stepsOf("inspect 1, 2 and 3. only 2 and 3")).toEqual([inspect("Pos_2"), inspect("Pos_3")]);
    expect(stepsOf("weld 2 - no, 1. Just 1.")).toEqual([weld("Pos_1")]);
    expect(paint("prime booth 1 and 2. Only booth 2.")).toEqual([routine("prime", "Booth_2")]);
  });

  it("asks when the places were not said before", () => {
    expect(stepsOf("weld 1 and 2. just 3")).toMatch(/^unknown: Which places/);
  });
});

describe("a yes/no question about the cell is never an order", () => {
  it("is a question, with or without its question mark", () => {
    for (const text of [
      "can position 3 be welded?",
      "Is position 2 inspection only?",
      "is position 1 weldable",
    ])
      expect(stepsOf(text), text).toBe("intent question");
    const booth = understandWithRules(paintshop, "can booth 3 be sprayed, or only primed?");
    expect(booth.intent).toBe("question");
  });

  it("a request to the listener still orders", () => {
    expect(stepsOf("can you weld position 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("Is need to scan the position 2.")).toEqual([inspect("Pos_2")]);
  });
});

describe("references to the places said before", () => {
  it("'the same' as a verb's object is those places", () => {
    expect(stepsOf("tack 2, and after that scan in the same")).toEqual([weld("Pos_2"), inspect("Pos_2")]);
    expect(paint("mask booth 1 and 3, then prime the same")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_3"),
      routine("prime", "Booth_1"),
      routine("prime", "Booth_3"),
    ]);
  });

  it("'what you VERBed' is a relative clause, not a question", () => {
    expect(stepsOf("weld 1 and 2 then check what you have welded")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]);
    expect(paint("mask booth 1 and 2, then prime what you masked")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_2"),
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
    ]);
  });
});
