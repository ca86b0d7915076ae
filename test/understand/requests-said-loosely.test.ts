import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { asks, attach, inspect, move, paint, paintshop, routine, stepsOf, weld, welding } from "./support.js";

/**
 * Requests said loosely around the order — an announcement, help asked for, a softener after the
 * robot as the listener — checked on both graph cells with a near miss that must still ask.
 */
describe("help asked for", () => {
  it("is the order helped with", () => {
    expect(stepsOf("can you help me to inspect position 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("please help us weld 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("could you help me mask booth 2 please")).toEqual([routine("apply_mask", "Booth_2")]);
  });
  it("with a thing, not an order, still asks", () => {
    asks("help me with position 2");
    asks("please help me find the camera");
  });
});

describe("'do one thing,' announcing the order", () => {
  it("orders nothing of its own", () => {
    expect(stepsOf("Do one thing: attach the camera.")).toEqual([attach("Camera")]);
    expect(stepsOf("do a quick thing - inspect 2 then go home")).toEqual([inspect("Pos_2"), move("Home")]);
    expect(paint("Do one thing, prime booth 1.")).toEqual([routine("prime", "Booth_1")]);
  });
  it("is only an announcement set off by its punctuation", () => {
    asks("do one thing to position 2");
  });
});

describe("a softener after the robot as the listener", () => {
  it("is politeness", () => {
    expect(stepsOf("could the robot perhaps inspect position 1?")).toEqual([inspect("Pos_1")]);
    expect(paint("can the arm maybe go to booth 3")).toEqual([move("Booth_3")]);
  });
});

describe("what a tool is for, asked", () => {
  const kind = (snapshot: "welding" | "paintshop", text: string) =>
    understandWithRules(snapshot === "welding" ? welding : paintshop, text, { startPosition: "Home" });
  it("is a question about the routines, surprise before it too", () => {
    for (const text of [
      "hang on, what is the welder for?",
      "what does the camera do",
      "hmm what can the welder do",
    ])
      expect(kind("welding", text).question?.kind, text).toBe("routines");
    expect(kind("paintshop", "wait what does the masking head do").question?.kind).toBe("routines");
  });
  it("is no question said of a place, and 'wait' before an order still asks", () => {
    expect(kind("welding", "what does the camera do at position 2").question?.kind).toBe("position_info");
    asks("wait weld 2");
  });
});

describe("a place said with its preposition of motion", () => {
  it("'inside' and 'down to' go there", () => {
    expect(stepsOf("approach safe position 1, then move inside position 1")).toEqual([
      move("Safe_Pos_1"),
      move("Pos_1"),
    ]);
    expect(stepsOf("go to safe 2, down to 2, then back up to safe 2")).toEqual([
      move("Safe_Pos_2"),
      move("Pos_2"),
      move("Safe_Pos_2"),
    ]);
    expect(paint("move inside booth 3")).toEqual([move("Booth_3")]);
  });
  it("a particle of a verb stays the verb's", () => {
    expect(stepsOf("put the welder down")).toEqual([{ action: "release_tool" }]);
  });
});

describe("where a tool is kept, said after a move", () => {
  it("is its stand", () => {
    expect(stepsOf("move to where the welder is kept, then home")).toEqual([
      move("Tool_Weld_Position"),
      move("Home"),
    ]);
    expect(stepsOf("head where the cam usually sits")).toEqual([move("Tool_Camera_Position")]);
    expect(paint("go over to where the primer gun lives")).toEqual([move("Tool_Primer_Gun_Position")]);
  });
  it("said with no move, or of no tool, is asked", () => {
    asks("inspect where the camera lives");
    asks("go to where the camera is");
  });
});
