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
