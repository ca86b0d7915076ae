import { describe, expect, it } from "vitest";
import { asks, attach, inspect, paint, release, releaseAndHome, routine, stepsOf, weld } from "./support.js";

/**
 * How a production planner, a student and a speaker not at home in English say orders: the
 * verbs of running a job, a routine said as "the … thing", the cell's own words for places and
 * tool changes; checked on both graph cells.
 */

describe("a light verb of running a job, with its particle", () => {
  it("is the routine its noun names", () => {
    expect(stepsOf("kick off a scan of position 1")).toEqual([inspect("Pos_1")]);
    expect(stepsOf("queue up the tack welds on 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("please schedule a weld at station 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("trigger an inspection of 3")).toEqual([inspect("Pos_3")]);
    expect(paint("kick off the priming job in booth 1")).toEqual([routine("prime", "Booth_1")]);
    expect(paint("schedule an inspection of booth 3")).toEqual([routine("coating_inspection", "Booth_3")]);
  });
  it('"full" after it stays the scope', () => {
    expect(stepsOf("fire off the complete inspection sweep")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
  });
  it("without a routine after it, it is not understood", () => {
    asks("kick off position 2");
    expect(stepsOf("queue up")).toBe("intent unknown");
  });
});

describe('"the ROUTINE thing", the cell\'s words for places and tool changes', () => {
  it('"thing" after a routine is a noun of routines', () => {
    expect(stepsOf("can you do the scan thing at 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("do the welding thing on position 2 pls")).toEqual([weld("Pos_2")]);
    expect(paint("do the primer thing in booth 2")).toEqual([routine("prime", "Booth_2")]);
  });
  it('"thing" with no routine before it is not understood', () => {
    expect(stepsOf("do the thing")).toBe("intent unknown");
    asks("weld 2 and the other thing");
  });
  it('a "fixture" is a place noun of the welding cell', () => {
    expect(stepsOf("weld fixture 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("inspect fixtures 1 and 3")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
  });
  it('"keep back" puts the tool away, "fix" puts it on (the cells\' words)', () => {
    expect(stepsOf("keep the welder back")).toEqual([release]);
    expect(stepsOf("keep back the camera and go home")).toEqual([releaseAndHome]);
    expect(stepsOf("fix the camera, then inspect 2")).toEqual([attach("Camera"), inspect("Pos_2")]);
    expect(paint("fix the masking head")).toEqual([{ action: "attach_tool", tool: "Masking_Head" }]);
    expect(paint("keep back the spray gun")).toEqual([release]);
    asks("fix position 2");
  });
});

describe("what closes an order and orders nothing", () => {
  it("a reason", () => {
    expect(stepsOf("weld 1 and 2 because I was told so")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("put the camera back cuz I said so")).toEqual([release]);
    // a reason about someone in the way is no remark
    asks("put the camera back cuz it is in the way");
    expect(paint("prime booth 1 since it is urgent")).toEqual([routine("prime", "Booth_1")]);
    // a reason that names a place, or withholds, is asked about
    asks("weld 1 because position 2 is hot");
    asks("weld 1 since 2 is not ready");
  });
  it("a deadline: a day, a time on the clock, 'ahead of'", () => {
    expect(stepsOf("inspect 3 by Monday")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("weld 1 ahead of the review")).toEqual([weld("Pos_1")]);
    expect(stepsOf("inspect 1 before the meeting at three")).toEqual([inspect("Pos_1")]);
    expect(paint("inspect booth 2 before Friday's delivery")).toEqual([
      routine("coating_inspection", "Booth_2"),
    ]);
    // a routine or a place in it is no time
    expect(stepsOf("weld 1 before the inspection at 2")).not.toEqual([weld("Pos_1")]);
  });
  it("a purpose: a job's number, someone's file", () => {
    expect(stepsOf("tack 2 for order 7731")).toEqual([weld("Pos_2")]);
    expect(stepsOf("get photos of 1 for their records")).toEqual([inspect("Pos_1")]);
    expect(paint("mask booth 3 for work order 12")).toEqual([routine("apply_mask", "Booth_3")]);
  });
  it("the routine said done is the routine", () => {
    expect(stepsOf("get the scans finished on 1 and 3")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(paint("get the priming done in booth 2")).toEqual([routine("prime", "Booth_2")]);
  });
});

describe("chat and spoken forms", () => {
  it('"em" is them, "bc" because, "w" before a determiner with', () => {
    expect(stepsOf("weld 1 and 2 then inspect em")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]);
    expect(stepsOf("look at 2 w the camera")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("put the welder away bc it is heavy")).toEqual([release]);
  });
  it("a student's talk set off from the order", () => {
    expect(stepsOf("tbh. weld position 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("bet, go home")).toEqual([{ action: "move", position: "Home" }]);
    expect(paint("lol. prime booth 2")).toEqual([routine("prime", "Booth_2")]);
  });
  it('a heard "threw" between two numbers is a range', () => {
    expect(stepsOf("weld positions one threw two")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("mask booths 1 threw 3")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_2"),
      routine("apply_mask", "Booth_3"),
    ]);
    asks("weld 1 threw");
  });
  it('"straight" and "sharp sharp" only say how', () => {
    expect(stepsOf("go straight to safe 2")).toEqual([{ action: "move", position: "Safe_Pos_2" }]);
    expect(stepsOf("inspect 3 sharp sharp")).toEqual([inspect("Pos_3")]);
    expect(paint("go straight home")).toEqual([{ action: "move", position: "Home" }]);
  });
});

describe("a purpose or deadline opening a need", () => {
  it("orders nothing", () => {
    expect(stepsOf("For the demo we need 1 and 3 inspected")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(stepsOf("before Friday I want position 2 welded")).toEqual([weld("Pos_2")]);
    expect(paint("For the new client I need booth 1 primed")).toEqual([routine("prime", "Booth_1")]);
  });
});
