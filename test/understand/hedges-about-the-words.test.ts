import { describe, expect, it } from "vitest";
import { interpret, layers, CLUB } from "../assembly/support/interpret.js";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/**
 * A speaker unsure of their words ("sorry if I'm asking in the wrong way", "I don't know all the
 * words yet", "my English is not so good", "not sure this is right, but") talks around the order:
 * its "wrong", "not" and "right" are the hedge's, never a correction or a negation.
 */
describe("hedges about the words", () => {
  it("leave the order as said, on both graph cells", () => {
    expect(stepsOf("Please weld 1 and 2. Sorry if I'm saying it wrong.")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
    ]);
    expect(stepsOf("I don't know the terms yet, can you scan position 3?")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("sorry for my english, go to home")).toEqual([move("Home")]);
    expect(paint("My English is not very good, please prime booth 2")).toEqual([routine("prime", "Booth_2")]);
    expect(paint("not sure if this is right but mask booth 1")).toEqual([routine("apply_mask", "Booth_1")]);
  });

  it("leave the order as said on the assembly cell", () => {
    expect(layers(interpret("my english is not so good, a club please"))).toEqual(CLUB);
  });

  it("still read a doubt about the order itself", () => {
    asks("weld 1, not sure about 2");
    asks("weld 2 if it is not ready");
  });
});
