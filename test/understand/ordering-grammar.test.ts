import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileOf, generateGrammar } from "../../scripts/generate-grammar.mjs";
import { createInterpretContext } from "../../src/assembly/create-interpret-context.js";
import { interpretRules } from "../../src/assembly/interpret-rules.js";
import { loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { splitClauses } from "../../src/assembly/split-clauses.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { readOrdering } from "../../src/understand/ordering.js";
import { goalToSteps } from "../../src/contracts/goal.js";
import { inspect, move, stepsOf, weld } from "./support.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";

/** The routine and place of each step a graph-cell command is understood as, in order. */
function steps(cell: string) {
  const snapshot = loadGraphSnapshot(cell);
  return (text: string) => {
    const goal = understandWithRules(snapshot, text, { startPosition: snapshot.home }).goal;
    if (goal === null || goal.goal === "unknown") return null;
    return (goal.goal === "sequence" ? goal.steps : [goal]).map((step) =>
      "routine" in step ? `${step.routine}@${step.position}` : JSON.stringify(step),
    );
  };
}

/** The ordering reading at token `at` of a sentence (tokens split on spaces). */
const readAt = (sentence: string, at = 0) => readOrdering(sentence.split(" "))[at] ?? null;

describe("ordering grammar, graph dialect", () => {
  it("reads the longest sequence phrase, and 'step' only before a number", () => {
    expect(readAt("weld 1 then inspect 2", 2)).toEqual({ sequence: true, end: 3 });
    expect(readAt("and after that inspect")).toEqual({ sequence: true, end: 3 });
    expect(readAt("and then inspect")).toEqual({ sequence: true, end: 2 });
    expect(readAt("followed by inspect")).toEqual({ sequence: true, end: 2 });
    expect(readAt("step two inspect")).toEqual({ sequence: true, end: 2 });
    expect(readAt("step 12 inspect")).toEqual({ sequence: true, end: 2 });
    expect(readAt("step inspect")).toBeNull();
    expect(readAt("and inspect")).toBeNull();
    expect(readAt("followed inspect")).toBeNull();
  });

  it("reads ', after' before a verb of the cell as 'then' (welding and paint shop)", () => {
    expect(stepsOf("weld 1 and 2, after go home")).toEqual([weld("Pos_1"), weld("Pos_2"), move("Home")]);
    expect(stepsOf("weld 2 after you inspect 2")).toEqual([inspect("Pos_2"), weld("Pos_2")]);
    const paintshop = loadGraphSnapshot("paintshop");
    const goal = understandWithRules(paintshop, "prime booth 1, after go home", {
      startPosition: "Home",
    }).goal;
    expect(goal && goal.goal !== "unknown" ? goalToSteps(goal).at(-1) : goal).toEqual(move("Home"));
  });

  it("reads order words: 'but first' and its kin put a clause first; a lone 'first' is marked", () => {
    expect(readAt("but first inspect")).toEqual({ order: "first", alone: false, end: 2 });
    expect(readAt("before you do that inspect")).toEqual({ order: "first", alone: false, end: 4 });
    expect(readAt("but before that inspect")).toEqual({ order: "first", alone: false, end: 3 });
    expect(readAt("first inspect")).toEqual({ order: "first", alone: true, end: 1 });
    expect(readAt("before welding")).toEqual({ order: "before", alone: false, end: 1 });
    expect(readAt("after you weld")).toEqual({ order: "after", alone: false, end: 1 });
    expect(readAt("after that weld")).toEqual({ sequence: true, end: 2 });
  });

  for (const [cell, verb, other, place] of [
    ["welding", "weld", "inspect", "position"],
    ["paintshop", "prime", "mask", "booth"],
  ]) {
    const understand = steps(cell);
    it(`orders the clauses of ${cell} commands as said`, () => {
      const a = understand(`${verb} ${place} 1`)![0];
      const b = understand(`${other} ${place} 2`)![0];
      expect(understand(`${verb} ${place} 1 then ${other} ${place} 2`)).toEqual([a, b]);
      expect(understand(`first ${verb} ${place} 1 and after that ${other} ${place} 2`)).toEqual([a, b]);
      expect(understand(`${other} ${place} 2 but first ${verb} ${place} 1`)).toEqual([a, b]);
      expect(understand(`${other} ${place} 2 after you ${verb} ${place} 1`)).toEqual([a, b]);
      expect(understand(`before you ${other} ${place} 2 , ${verb} ${place} 1`)).toEqual([a, b]);
      expect(understand(`${other} ${place} 2 , but ${verb} ${place} 1 first`)).toEqual([a, b]);
      expect(understand(`step one ${verb} ${place} 1 step two ${other} ${place} 2`)).toEqual([a, b]);
      expect(understand(`step 2 ${other} ${place} 2 step 1 ${verb} ${place} 1`)).toEqual([b, a]);
      expect(understand(`${other} ${place} 2 . ${verb} ${place} 1`)).toEqual([b, a]);
    });
  }
});

describe("ordering grammar, assembly dialect", () => {
  const items = new Set(["bread", "cheese", "ham"]);
  const split = (body: string) =>
    splitClauses(
      body,
      () => false,
      (word) => items.has(word),
    );

  it("cuts at sentence ends and sequence words, not at a leading one", () => {
    expect(split("make a blt . go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt ; go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt and then go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt after that go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt afterwards go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt finally go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt next go home")).toEqual(["make a blt", "go home"]);
    expect(split("then make a blt")).toEqual(["then make a blt"]);
  });

  it("keeps a 'then' before an item in the list", () => {
    expect(split("add bread then cheese then a ham")).toEqual(["add bread then cheese then a ham"]);
    expect(split("add bread then go home")).toEqual(["add bread", "go home"]);
  });

  it("starts a clause at a joiner before a clause verb, unless it leads in or ends with a speed", () => {
    expect(split("make a blt and go home")).toEqual(["make a blt", "go home"]);
    expect(split("make a blt but go home")).toEqual(["make a blt", "go home"]);
    expect(split("on the left , make a blt")).toEqual(["on the left , make a blt"]);
    expect(split("make a blt , go home")).toEqual(["make a blt", "go home"]);
    expect(split("stack bread and go nice and slow")).toEqual(["stack bread", "go nice and slow"]);
    expect(split("stack bread and slow down")).toEqual(["stack bread and slow down"]);
    expect(split("make a blt and add")).toEqual(["make a blt and add"]);
  });

  it("reads 'and after' / ', after' before a clause verb as 'then'; before an item it goes on with the list", () => {
    expect(split("wait 5 seconds and after go home")).toEqual(["wait 5 seconds", "go home"]);
    expect(split("make a blt , after go home")).toEqual(["make a blt", "go home"]);
    expect(split("bread , after ham , after cheese")).toEqual(["bread , then ham , then cheese"]);
  });

  it("puts a clause led by 'but first' or 'and first' first, and drops a leading 'first'", () => {
    expect(split("go home but first make a blt")).toEqual(["make a blt", "go home"]);
    expect(split("go home and first make a blt")).toEqual(["make a blt", "go home"]);
    expect(split("go home , first make a blt")).toEqual(["make a blt", "go home"]);
    expect(split("first make a blt then go home")).toEqual(["make a blt", "go home"]);
  });

  it("orders what the sandwich cell does", () => {
    const cell = loadAssemblyCell("sandwich");
    const sequence = (text: string) =>
      interpretRules(text, createInterpretContext(cell))?.sequence.map((step) => step.instruction);
    expect(sequence("go home but first add bread then cheese")).toEqual([
      "add_layer",
      "add_layer",
      "go_home",
    ]);
    expect(sequence("add bread then cheese and then go home")).toEqual(["add_layer", "add_layer", "go_home"]);
  });
});

describe("ordering grammar file", () => {
  it("regenerating the parser gives the committed file", () => {
    expect(generateGrammar(".", "ordering")).toBe(readFileSync(fileOf("ordering", "js"), "utf8"));
  });
});
