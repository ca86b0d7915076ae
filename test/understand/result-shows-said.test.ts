import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { asks, attach, inspect, move, paint, paintshop, release, stepsOf, weld } from "./support.js";

/*
 * A word a construction saw must show in what is done: a question word in an order, or a tool
 * the steps do nothing with, means the order was not understood as said — it is asked about.
 */
describe("a question word inside an order (graph cells)", () => {
  it("asks, and names the word", () => {
    for (const text of ["inspect which ones you did", "go to where the camera is"]) asks(text);
  });

  it("'what you welded' is a relative clause: the places welded", () => {
    expect(stepsOf("tack weld 2, then scan what you tacked")).toEqual([weld("Pos_2"), inspect("Pos_2")]);
  });

  it("a manner clause after a verb and a suggestion are not questions", () => {
    expect(stepsOf("can you check how the weld looks at position 2")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("check how the welds look at position 2")).toEqual([inspect("Pos_2")]);
  });
});

describe("a tool the steps do nothing with (graph cells)", () => {
  it("asks instead of doing the rest", () => {
    asks("rack the welder and send it home");
    asks("the camera and go home");
    const paint = understandWithRules(paintshop, "rack the primer gun and send it home", {
      startPosition: "Home",
    });
    expect(paint.goal?.goal).toBe("unknown");
    expect(paint.account?.unexplained).toEqual(["primer gun"]);
  });

  it("a tool attached, put away, used by the routine or stored where the robot goes is shown", () => {
    expect(stepsOf("weld 2 with the welder")).toEqual([weld("Pos_2")]);
    expect(stepsOf("grab the camera")).toEqual([attach("Camera")]);
    expect(stepsOf("go to the camera stand")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("go cam safe pos")).toEqual([move("Tool_Camera_Safe_Position")]);
  });
});

describe("a tool's storage said as where it goes (graph cells)", () => {
  it("puts the tool back when it is taken to its own place (own-place.ts)", () => {
    expect(stepsOf("now take the camera back to the stand")).toEqual([release]);
    expect(stepsOf("please bring the camera back to its stand")).toEqual([release]);
    expect(stepsOf("camera put on its place")).toEqual([release]);
    const paint = understandWithRules(paintshop, "take the spray gun back to its holster", {
      startPosition: "Home",
    });
    expect(paint.account?.unexplained).toEqual([]);
  });

  it("storage said as where it comes from, or with a release, is read", () => {
    expect(stepsOf("grab the camera from its stand")).toEqual([attach("Camera")]);
    expect(stepsOf("put the welder back on its stand")).toEqual([release]);
  });
});

describe("a tool said as left out that the steps use (graph cells)", () => {
  it("asks instead of using it", () => {
    for (const text of [
      "check position 3 but without the camera",
      "weld 1, no welder",
      "tack 2 w/o the torch",
    ])
      asks(text);
    expect(paint("coat booth 2 without the spray gun")).toBe("asked");
  });
  it("a tool left out that nothing needs is as said", () => {
    expect(stepsOf("inspect 1 and 2 but not 3")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
  });
});

describe("a kind of place said that no place moved to is of", () => {
  it("asks when the place kind was read past", () => {
    asks("go to the camera stand um the safe position for the camera stand");
    asks("move to the welder stand, the safe spot of the welder stand");
  });
  it("a kind said of the place moved to, or left out, is shown", () => {
    expect(stepsOf("go to the safe position of the welder stand")).toEqual([move("Tool_Weld_Safe_Position")]);
    expect(stepsOf("go to safe position 3, not the work position")).toEqual([move("Safe_Pos_3")]);
  });
});

describe("a slip mended into a bare place or tool noun must stand where that noun stands", () => {
  it("a word that only looks like one stays unknown, and is asked about", () => {
    asks("attach the paint gun");
    asks("hold the camera and check position two");
  });
  it("in its slot it is mended", () => {
    expect(stepsOf("weld positon 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("put the camera back in its holdr")).toEqual([release]);
  });
});

describe("a tool said as a clause of its own, with no verb read for it", () => {
  it("asks what was meant with it", () => {
    asks("carry the camera and check position two and three");
    asks("bring along the welder and then tack 1");
  });
  it("a routine's own name heard with an 'and' inside it is that routine", () => {
    expect(stepsOf("run a camera and inspection at position three")).toEqual([inspect("Pos_3")]);
  });
  it("a verb read for the tool, or the tool as topic, is as said", () => {
    expect(stepsOf("grab the camera and check 2")).toEqual([attach("Camera"), inspect("Pos_2")]);
    expect(stepsOf("the welder, put it back on its stand")).toEqual([release]);
  });
});

describe('a choice said in an order ("1 or 2")', () => {
  it("is asked about: doing both is not what was said, picking one a guess", () => {
    asks("tack weld position 2 or 1");
    asks("scan 1, 2 or 3 please");
    expect(paint("dry booth 1 or booth 2")).toBe("asked");
  });
  it('"or rather" corrects, it offers no choice', () => {
    expect(stepsOf("go to 1 or rather 2")).toEqual([move("Pos_2")]);
  });
});
