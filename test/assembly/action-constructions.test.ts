import { describe, expect, it } from "vitest";
import { instructions, interpret, layers, sceneWith } from "./support/interpret.js";

/*
 * The non-build actions said naturally (each written once for every assembly cell; more phrasings,
 * and the renamed cell, in fixtures/sandwich.broad6.jsonl): "before" ordering clauses, numbers heard
 * before a time unit, remarks about the pace, a tile's own place, keeping hold, retractions.
 */
const unexplained = (text: string, options = {}) => interpret(text, options)?.account?.unexplained ?? [];

describe("'before' between clauses", () => {
  it("'A before VERB …' is A then the verb; 'B, but before that A' puts A first", () => {
    expect(instructions(interpret("pause 4 seconds before stacking the lettuce"))).toEqual([
      "wait",
      "add_layer",
    ]);
    const first = interpret("make a cheese sandwich, but before that slow down");
    expect(instructions(first)[0]).toBe("adjust_speed");
    expect(layers(first)).toEqual(["bread", "cheese", "bread"]);
    expect(unexplained("make a cheese sandwich, but before that slow down")).toEqual([]);
  });

  it("'before anything else' names no clause; a 'before' inside a clause is still held", () => {
    expect(interpret("go home before anything else")?.sequence).toEqual([
      { instruction: "go_home", params: {} },
    ]);
    for (const text of ["add ham before the cheese", "wait 2 seconds before the tomato"]) {
      expect(interpret(text)?.sequence, text).toEqual([]);
      expect(unexplained(text), text).toContain("before");
    }
  });
});

describe("'before' opening a sentence, and a list after an action", () => {
  it("'before A, B' does B, then A; with no clause after it, or several, it is held", () => {
    expect(instructions(interpret("before you add the lettuce, wait 2 seconds"))).toEqual([
      "wait",
      "add_layer",
    ]);
    expect(interpret("before you add the lettuce wait 2 seconds")?.sequence).toEqual([]);
    expect(interpret("before adding ham, wait 1 second, then go home")?.sequence).toEqual([]);
  });

  it("after a clause that is an action with no item, 'then ITEM' is a clause of its own", () => {
    expect(instructions(interpret("add ham, then go home, then cheese"))).toEqual([
      "add_layer",
      "go_home",
      "add_layer",
    ]);
    expect(layers(interpret("add ham, then cheese"))).toEqual(["meat", "cheese"]);
  });
});

describe("a number heard before a time unit", () => {
  it("'to'/'too' before seconds is 2; 'for' stays a preposition", () => {
    expect(interpret("hold on to seconds")?.sequence).toEqual([
      { instruction: "wait", params: { seconds: 2 } },
    ]);
    expect(interpret("pause for seconds")?.sequence).toEqual([]);
  });
});

describe("remarks about the pace", () => {
  const speed = (text: string) =>
    (interpret(text)?.sequence ?? [])
      .filter((s) => s.instruction === "adjust_speed")
      .map((s) => s.params.level);

  it("a complaint about the pace now asks for the other pace, alone or beside a change that agrees", () => {
    expect(speed("it is a bit too slow")).toEqual(["fast"]);
    expect(speed("slow it down, you are moving really fast")).toEqual(["slow"]);
    expect(speed("go a little slower")).toEqual(["slow"]);
  });

  it("a reason that agrees is talk; one alone or against the change is not acted on", () => {
    expect(speed("hurry up please, I'm short on time")).toEqual(["fast"]);
    expect(unexplained("hurry up please, I'm short on time")).toEqual([]);
    expect(interpret("take your time, we're running behind")?.sequence).toEqual([]);
    expect(interpret("add the cheese, I'm in a rush")?.sequence).toEqual([]);
    expect(interpret("speed up, it's too fast")?.sequence).toEqual([]);
  });

  it("a pace said of 'it' with 'with' or 'on' governs the build before it", () => {
    const result = interpret("make a veggie but go easy with it");
    expect(instructions(result)[0]).toBe("adjust_speed");
    expect(layers(result)).toHaveLength(5);
  });
});

describe("a tile's own place, and holding it", () => {
  it("'his/her/its place' is the supply slot: going there is back, taking from there is a pick", () => {
    const holding = sceneWith({ holding: "cheese" });
    expect(instructions(interpret("put the piece back in his place", { scene: holding }))).toEqual([
      "return_to_stack",
    ]);
    expect(interpret("get one lettuce from her place")?.sequence).toEqual([
      { instruction: "pick_up", params: { item: "lettuce" } },
    ]);
  });

  it("the slot named after 'from' is where the pick comes from, and it must be the item's", () => {
    expect(instructions(interpret("fetch a bread from the bread slot"))).toEqual(["pick_up"]);
    expect(interpret("fetch a bread from the lettuce slot")?.sequence).toEqual([]);
    expect(interpret("grab 2 cheese")?.user_feedback).toMatch(/one cheese at a time/);
  });

  it("'hold it', 'keep holding it' keep the tile and ask for no motion", () => {
    expect(instructions(interpret("grab the tomato and just hold it"))).toEqual(["pick_up"]);
    expect(instructions(interpret("pick up the ham and keep holding that"))).toEqual(["pick_up"]);
  });

  it("'take away all from ZONE' clears that zone", () => {
    expect(interpret("take off everything from the left stack")?.sequence).toEqual([
      { instruction: "set_active_zone", params: { zone: "assembly_left" } },
      { instruction: "clear_assembly", params: {} },
    ]);
  });
});

describe("a retraction beside a recovery is its reason", () => {
  const built = sceneWith({ holding: "meat", stacks: { assembly_fixture: ["bread", "cheese"] } });

  it("'I made a mistake, put that back' puts the tile back and leaves the stack", () => {
    for (const text of ["I made a mistake. Put that back", "oops, put it back", "my bad, return it"])
      expect(instructions(interpret(text, { scene: built })), text).toEqual(["return_to_stack"]);
  });

  it("a change of mind alone asks; beside a recovery it is the reason", () => {
    const alone = interpret("I've changed my mind");
    expect(alone?.sequence).toEqual([]);
    expect(alone?.user_feedback).toMatch(/What should I do instead/);
    expect(instructions(interpret("change of plans, start again"))).toEqual(["clear_assembly", "go_home"]);
  });
});
