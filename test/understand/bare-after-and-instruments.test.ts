import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Two constructions that acted wrongly on the seventh blind welding set, tested with other
 * phrasings on both graph cells: a bare "after" between parts of a command (bare-after.ts), and a
 * tool said as what to do a routine with (check-with-tool.ts, target-steps.ts).
 */

describe("a bare 'after' between parts of a command", () => {
  it("before a direction is 'afterwards' (welding, paint shop)", () => {
    expect(stepsOf("move to safe 3, after to home")).toEqual([move("Safe_Pos_3"), move("Home")]);
    expect(stepsOf("go to station 2 after to position 3")).toEqual([move("Pos_2"), move("Pos_3")]);
    expect(paint("go to booth 3, after to the drying rack")).toEqual([
      { action: "move", position: "Booth_3" },
      { action: "move", position: "Drying_Rack" },
    ]);
  });

  it("set off before a bare place is asked, never reversed", () => {
    asks("scan spot 3, after spot 1");
    asks("go to safe 1, after the home position");
    expect(paint("mask booth 2, after booth 1")).toBe("asked");
    // "A, after you B": "once you have done B" or "afterwards you B"?
    asks("scan spot 3, after you weld spot 1");
    expect(paint("spray booth 1, after you prime it")).toBe("asked");
    expect(stepsOf("scan spot 3, after you have welded spot 1")).toEqual([weld("Pos_1"), inspect("Pos_3")]);
  });

  it("keeps the native order before an event, and 'afterwards' after a leading 'first'", () => {
    expect(stepsOf("scan 2 after welding it")).toEqual([weld("Pos_2"), inspect("Pos_2")]);
    expect(stepsOf("scan 1 after you weld 2")).toEqual([weld("Pos_2"), inspect("Pos_1")]);
    expect(stepsOf("first scan 3, after 1")).toEqual([inspect("Pos_3"), inspect("Pos_1")]);
    expect(stepsOf("scan 2 last, after 3 and 1")).toEqual([
      inspect("Pos_3"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]);
  });
});

describe("a tool said as what to do a routine with", () => {
  it("is asked about when the routine does not use it (welding, paint shop)", () => {
    asks("tack spot 1 with your camera");
    asks("using the welder, take a photo of 3");
    expect(paint("spray booth 1 with the primer gun")).toBe("asked");
    expect(paint("let booth 2 dry using the camera")).toBe("asked");
  });

  it("is read when the routine uses it", () => {
    expect(stepsOf("take a picture of spot 2 using the cam")).toEqual([inspect("Pos_2")]);
    expect(paint("prime booth 3 with the priming gun")).toEqual([routine("prime", "Booth_3")]);
  });

  it("is asked about beside a move, never dropped", () => {
    asks("move to safe position 2 using the welder");
  });
});
