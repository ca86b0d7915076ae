import { describe, expect, it } from "vitest";
import { interpret, layers } from "../assembly/support/interpret.js";
import { asks, attach, inspect, move, paint, releaseAndHome, routine, stepsOf, weld } from "./support.js";

/*
 * Talk framing an order (discourse-grammar.peggy, talk-around-commands.ts): leave asked for it, the
 * step stated rather than ordered, what it is for, the paper it follows, the session it closes,
 * particles and impatience of speakers of other languages. The frame's words are talk; the order
 * inside is read as usual, and any other word still asks.
 */
describe("asking leave for the order", () => {
  it.each([
    ["would it be alright for us to weld 2?", [weld("Pos_2")]],
    ["is it okay if we inspect position 1", [inspect("Pos_1")]],
    ["do you mind if I send the robot home?", [move("Home")]],
    ["would you mind if we inspect 3", [inspect("Pos_3")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () =>
    expect(paint("would it be acceptable for me to prime booth 1?")).toEqual([routine("prime", "Booth_1")]));
  it("a word of its own still asks", () => asks("is it okay if we weld 2 twice-ish"));
});

describe("the step stated rather than ordered", () => {
  it.each([
    ["I reckon the next step is to inspect 1", [inspect("Pos_1")]],
    ["the goal now is to get the seam at 1 welded", [weld("Pos_1")]],
    ["the robot should weld 2 first", [weld("Pos_2")]],
    ["our next task would be to go home", [move("Home")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () =>
    expect(paint("I believe the next logical step would be to mask booth 3")).toEqual([
      routine("apply_mask", "Booth_3"),
    ]));
});

describe("what it is for, the paper it follows, the session it closes", () => {
  it.each([
    ["weld 2 for the weekly records", [weld("Pos_2")]],
    ["for my training report, inspect position 3", [inspect("Pos_3")]],
    ["as per the job card: go home", [move("Home")]],
    ["according to the process sheet, weld 1", [weld("Pos_1")]],
    ["to wrap up the shift, put the tool away and go home", [releaseAndHome]],
    ["I want to end the day: stow the tool and go home", [releaseAndHome]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () => {
    expect(paint("for the quality records, inspect booth 2")).toEqual([
      routine("coating_inspection", "Booth_2"),
    ]);
    expect(paint("as per the work order, mask booth 3")).toEqual([routine("apply_mask", "Booth_3")]);
  });
  it("a purpose that could name something still asks", () => asks("weld 2 for the position 3 report"));
});

describe("particles and impatience of other languages' speakers", () => {
  it.each([
    ["inspect position 1 please krub", [inspect("Pos_1")]],
    ["weld 1 po", [weld("Pos_1")]],
    ["go home already, please", [move("Home")]],
    ["now weld already position 2", [weld("Pos_2")]],
    ["is done for the day, put the tool away and go home", [releaseAndHome]],
    ["take the camera; could you proceed with that?", [attach("Camera")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () => expect(paint("go to booth 2 already ka")).toEqual([move("Booth_2")]));
  it("assembly", () =>
    expect(layers(interpret("make a cheese sandwich please ka"))).toEqual(["bread", "cheese", "bread"]));
  it("'already' of what was done, a particle inside the order, still ask", () => {
    asks("weld 2, 1 is done already");
    asks("we already welded 1, weld 2");
    asks("weld 1 and 2, already welded");
    asks("inspect 2 po 3");
  });
});

describe("praise naming the work praised", () => {
  it("is talk, and the order beside it is read", () => {
    expect(stepsOf("good work with the welds today. go home")).toEqual([move("Home")]);
    expect(stepsOf("nice job on 2, now weld 1")).toEqual([weld("Pos_1")]);
    expect(paint("great job on the panels, inspect booth 1")).toEqual([
      routine("coating_inspection", "Booth_1"),
    ]);
  });
  it("alone it orders nothing", () =>
    expect(stepsOf("cheers mate, well done on those seams")).toMatch(/unknown/));
});

describe("asking to be told how the order went", () => {
  it("is the report the robot gives anyway", () => {
    expect(stepsOf("have a look at 1 and 3, tell me if the bead is any good")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_3"),
    ]);
    expect(stepsOf("weld 2 and let me know when it's done")).toEqual([weld("Pos_2")]);
    expect(paint("inspect booth 1, report back.")).toEqual([routine("coating_inspection", "Booth_1")]);
  });
  it("with an order or a number in it, or alone, it still asks", () => {
    asks("inspect 1, tell me if it's bad then weld it");
    asks("weld 1, tell me about 2");
    expect(stepsOf("tell me if 2 is free")).not.toEqual([weld("Pos_2")]);
  });
});
