import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Clipped and written-short forms, word orders of other languages and sound-alikes of the
 * cell's words (graph cells). Each is a construction read from the cell file, checked on the
 * welding and paint-shop cells with near misses that still ask.
 */

describe("written shorthands", () => {
  it('"w/" is "with", "w/o" is "without"', () => {
    expect(stepsOf("insp 2 w/cam")).toEqual([inspect("Pos_2")]);
    expect(paint("chk bth 2 w/ cam")).toEqual([routine("coating_inspection", "Booth_2")]);
    // The instrument is checked as when said in full: the camera welds nothing.
    asks("weld 2 w/ the camera");
  });
});

describe("a group's word said as its noun, 'going to' a numbered place", () => {
  it('"the safety position 2" is the safe position', () => {
    expect(stepsOf("head to safety pos 2")).toEqual([move("Safe_Pos_2")]);
    expect(stepsOf("move to the safety spot number 3 please")).toEqual([move("Safe_Pos_3")]);
    // Said of no number, which one is still asked.
    asks("go to the safety spot");
  });

  it('"going to" a place said with its group word and a number word', () => {
    expect(stepsOf("you can going to safe position three?")).toEqual([move("Safe_Pos_3")]);
    expect(paint("please going to work booth two")).toEqual([move("Booth_2")]);
    // Not before a verb: "going to weld" is a plan, asked.
    asks("going to weld position one");
  });
});

describe('"at the end" / "in the end" opening a clause', () => {
  it("is finally: the clause after it comes last", () => {
    expect(stepsOf("weld 1 and 2, at the end go home")).toEqual([weld("Pos_1"), weld("Pos_2"), move("Home")]);
    expect(paint("mask booth 1, prime it and in the end go home")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("prime", "Booth_1"),
      move("Home"),
    ]);
  });
  it("ending a clause it orders that clause last", () => {
    expect(stepsOf("inspect 3 at the end, weld 1 and 2")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_3"),
    ]);
  });
});

describe("a routine word before a tool noun names the tool the routine needs", () => {
  it("its stand, or the tool", () => {
    expect(stepsOf("go to the inspection stand")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("attach the welding machine")).toEqual([{ action: "attach_tool", tool: "Welder" }]);
    expect(paint("mv mask stand")).toEqual([move("Tool_Masking_Head_Position")]);
    expect(paint("put the priming machine back")).toEqual([{ action: "release_tool" }]);
  });
  it("opening a clause the routine word is its verb", () => {
    asks("inspect stands");
    asks("weld stand");
  });
});

describe("sound-alikes of a cell word said with the rest of its phrase", () => {
  it("a word of the phrase misheard, the phrase meaning what the rest says", () => {
    expect(stepsOf("tech weld 2 please")).toEqual([weld("Pos_2")]);
    expect(stepsOf("tag weld 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("tap coat booth 2")).toEqual([routine("spray_paint", "Booth_2")]);
  });
  it("alone it is no word of the cell", () => {
    asks("tech 1");
    asks("tag position 2");
  });
  it('a name said without its final "r"', () => {
    expect(stepsOf("attach the welda")).toEqual([{ action: "attach_tool", tool: "Welder" }]);
    expect(paint("grab the maska")).toEqual([{ action: "attach_tool", tool: "Masking_Head" }]);
  });
});

describe("word orders of other languages", () => {
  it('"to PLACE go": the verb said last keeps its "to"', () => {
    expect(stepsOf("to safe position three move please")).toEqual([move("Safe_Pos_3")]);
    expect(paint("to the third booth move")).toEqual([move("Booth_3")]);
    expect(stepsOf("to p2 pls")).toEqual([move("Pos_2")]);
  });
  it("object, subject, verb after a clause before it: no relative clause", () => {
    expect(paint("the masker you take and then booth 2 you mask")).toEqual([
      { action: "attach_tool", tool: "Masking_Head" },
      routine("apply_mask", "Booth_2"),
    ]);
    expect(stepsOf("weld 1, then position 2 you inspect")).toEqual([weld("Pos_1"), inspect("Pos_2")]);
    // Said with its verb before it, "the ones you welded" narrows.
    expect(stepsOf("weld 1, then inspect every position you welded")).toEqual([
      weld("Pos_1"),
      inspect("Pos_1"),
    ]);
  });
});
