import { describe, expect, it } from "vitest";
import { interpret, layers, CLUB } from "../assembly/support/interpret.js";
import { asks, inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * A reported order ("the sheet says …", "my lead said to …", "I was told …") is the order when it
 * is the command's only content or a request beside it agrees to it ("Could you do that?"); a
 * report beside other content still asks.
 */
describe("a request carried by a report", () => {
  it("is the order when a request agrees to it, on both graph cells", () => {
    expect(stepsOf("the work order says position 1 needs inspecting. can you do it please?")).toEqual([
      inspect("Pos_1"),
    ]);
    expect(stepsOf("Could you do this for me? my foreman wants 2 welded")).toEqual([weld("Pos_2")]);
    expect(paint("my boss told me to mask booth 1, can you do it?")).toEqual([
      routine("apply_mask", "Booth_1"),
    ]);
  });

  it("is the order when it is the only content", () => {
    expect(stepsOf("the supervisor said to weld position 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("they asked me to scan 1 and 3")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(paint("the planner wants booth 2 primed")).toEqual([routine("prime", "Booth_2")]);
    expect(layers(interpret("my wife said to make a club"))).toEqual(CLUB);
  });

  it("reads what is read from, said as 'it says'", () => {
    expect(stepsOf("ok it says inspect position 3")).toEqual([inspect("Pos_3")]);
    expect(paint("it says prime booth 2")).toEqual([routine("prime", "Booth_2")]);
    expect(layers(interpret("right, it said a club, hold the tomato"))).toEqual(
      CLUB.filter((l) => l !== "tomato"),
    );
    expect(layers(interpret("a blt. it says a club"))).toEqual([]);
  });

  it("asks what the report leaves open, and asks beside other content", () => {
    expect(stepsOf("I was told welding is next")).toMatch(/^unknown: Which position should I weld at/);
    asks("weld 1. the sheet says 2");
    asks("the sheet says weld 2. inspect 3");
    expect(paint("spray booth 1. the card says booth 2")).toBe("asked");
  });
});
