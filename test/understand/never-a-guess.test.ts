import { describe, expect, it } from "vitest";
import { goalToSteps } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { inspect, move, stepsOf, weld } from "./support.js";

/*
 * Constructions that acted on a guess (a plan that was not what was said), each tested with other
 * words, numbers and cells than the phrasings that showed them, and with near misses that must
 * keep their reading or ask.
 */
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string) => {
  const goal = understandWithRules(paintshop, text, { startPosition: "Home" }).goal;
  return goal && goal.goal !== "unknown" ? goalToSteps(goal) : "asked";
};
const asks = (text: string) => expect(stepsOf(text), text).toMatch(/^unknown: /);
const routine = (name: string, position: string) => ({ action: "routine", routine: name, position });

describe("an instrument 'with the TOOL' before a place", () => {
  it("is the tool; the place after it is the routine's (welding, paint shop)", () => {
    expect(stepsOf("check with the cam position 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("please scan with your camera pos 1")).toEqual([inspect("Pos_1")]);
    expect(paint("spray with the spray gun booth 2")).toEqual([routine("spray_paint", "Booth_2")]);
  });

  it("asks when no place of its own follows the tool", () => {
    asks("scan with the camera position");
    expect(paint("spray with the spray gun position")).toBe("asked");
  });

  it("keeps the tool's stand when it is said as a place", () => {
    expect(stepsOf("move to the camera position")).toEqual([move("Tool_Camera_Position")]);
  });
});

describe("a clause that waits on something the robot cannot see", () => {
  it("is asked, whichever word opens it (once, as soon as, after, until, when)", () => {
    asks("inspect 3 once it has dried");
    asks("weld two as soon as the part is cold");
    asks("weld 1 after they cool off");
    asks("weld position 2 until it glows");
    asks("inspect 1 when the seam is cold");
    expect(paint("prime booth 3 once it is clean")).toBe("asked");
  });

  it("leaves ordering clauses and counts as they were", () => {
    expect(stepsOf("inspect 1 after it is welded")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
    expect(stepsOf("inspect 1 after you weld it")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
    expect(stepsOf("weld 2 once")).toEqual([weld("Pos_2")]);
    expect(stepsOf("weld 1, once it is done inspect it")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
  });
});

describe("a time that is not now", () => {
  it("is asked, in the command or in a sentence of its own", () => {
    asks("inspect 1. That's for tomorrow.");
    asks("go home later this evening");
    asks("weld 1 before lunchtime");
    asks("inspect position 3 in ten minutes");
    expect(paint("spray booth 1 tonight")).toBe("asked");
  });

  it("still greets when it opens the command", () => {
    expect(stepsOf("Good afternoon! Inspect 2 please")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("Evening, weld 1")).toEqual([weld("Pos_1")]);
  });
});

describe("'no' between two items of one kind", () => {
  it("takes back the first, never does both (welding, paint shop)", () => {
    expect(stepsOf("inspect 3, no 1")).toEqual([inspect("Pos_1")]);
    expect(stepsOf("go to position 1 no position 3")).toEqual([move("Pos_3")]);
    expect(stepsOf("weld 2 and 1, no, 2 only")).toEqual([weld("Pos_2")]);
    expect(paint("prime booth 2, no 3")).toEqual([routine("prime", "Booth_3")]);
  });

  it("stays a number marker after a place noun", () => {
    expect(stepsOf("inspect position no 3")).toEqual([inspect("Pos_3")]);
  });
});

describe("a negation before 'and' and a bare place", () => {
  it("asks whether the place is negated too", () => {
    asks("do not inspect 2 and home");
    asks("never weld 2 and safe 1");
    expect(paint("don't spray booth 2 and home")).toBe("asked");
  });

  it("goes there when the place has a verb of its own, or follows 'just'", () => {
    expect(stepsOf("do not inspect 2 and return home")).toEqual([move("Home")]);
    expect(stepsOf("don't inspect 2, just 1")).toEqual([inspect("Pos_1")]);
  });
});

describe("clipped forms and initials of the cell's words", () => {
  it("reads a consonant skeleton of one cell word (welding, paint shop)", () => {
    expect(stepsOf("scn p3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("tck wld pstn 1")).toEqual([weld("Pos_1")]);
    expect(paint("prm bth 2")).toEqual([routine("prime", "Booth_2")]);
  });

  it("never reads a grammar word or a word of two meanings", () => {
    asks("weld 1 thn inspect 2");
    expect(understandWithRules(welding(), "mv hm").intent).not.toBe("action");
  });

  it("reads the initials of a place's name", () => {
    expect(stepsOf("go to sp 3")).toEqual([move("Safe_Pos_3")]);
    expect(stepsOf("move to twsp")).toEqual([move("Tool_Weld_Safe_Position")]);
    expect(paint("go to trs")).toEqual([{ action: "move", position: "Tool_Rack_Safe" }]);
  });
});

function welding() {
  return loadGraphSnapshot("welding");
}
