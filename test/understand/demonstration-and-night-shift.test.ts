import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/**
 * How a demonstrator and a tired night-shift operator speak: the order among talk to an audience
 * or about the day, interjections, sentence fragments; checked on both graph cells.
 */

describe("interjections and spoken forms", () => {
  it('"whatever", "god", "sigh" set off by themselves are talk', () => {
    expect(stepsOf("inspect 2. whatever.")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("oh god, go home")).toEqual([move("Home")]);
    expect(paint("sigh. prime booth 1")).toEqual([routine("prime", "Booth_1")]);
    asks("weld whatever");
    asks("god weld 2");
  });
  it('"abeg" is a please; a dropped final g is the word ("everythin")', () => {
    expect(stepsOf("abeg, inspect 1")).toEqual([inspect("Pos_1")]);
    expect(paint("abeg go to booth 3")).toEqual([move("Booth_3")]);
    expect(stepsOf("weld everythin")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("weld 1 and nothin else")).toEqual([weld("Pos_1")]);
  });
});

describe("what the speaker is doing", () => {
  it("said beside an order, orders nothing", () => {
    expect(stepsOf("inspect 1, then I'm grabbing a sandwich.")).toEqual([inspect("Pos_1")]);
    expect(stepsOf("weld 2 and I'm heading out now")).toEqual([weld("Pos_2")]);
    expect(stepsOf("weld 1. I am going home too")).toEqual([weld("Pos_1")]);
    expect(paint("prime booth 2, I'm taking my break")).toEqual([routine("prime", "Booth_2")]);
  });
  it("never a verb of the cell, a request or something for the listener", () => {
    asks("weld 1, I'm welding 2");
    asks("weld 1. I'm asking you to inspect 2");
    expect(stepsOf("I'm going home")).toMatch(/intent unknown|unknown/);
  });
});

describe("a word cut off as it was said", () => {
  it("is taken back where the speaker starts again", () => {
    expect(stepsOf("inspect po- inspect position 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("go to sa- safe 2")).toEqual([move("Safe_Pos_2")]);
    expect(paint("prime boo- prime booth 2")).toEqual([routine("prime", "Booth_2")]);
  });
  it("said with nothing again after it, is asked", () => asks("weld 1 and in-"));
});
