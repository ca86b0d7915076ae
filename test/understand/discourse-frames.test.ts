import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { withoutDiscourseFrames } from "../../src/understand/discourse-frames.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { fileOf, generateGrammar } from "../../scripts/generate-grammar.mjs";
import { interpret, layers } from "../assembly/support/interpret.js";
import { inspect, move, stepsOf, weld } from "./support.js";

/** Politeness and discourse frames around a command are fillers, read as a whole, in both dialects. */
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string): SequenceStep[] | string => {
  const result = understandWithRules(paintshop, text, { startPosition: "Home" });
  if (!result.goal) return `intent ${result.intent}`;
  return result.goal.goal === "unknown" ? `unknown: ${result.goal.reason}` : goalToSteps(result.goal);
};
const frameless = (text: string) => withoutDiscourseFrames(text.split(" ")).join(" ");

describe("the discourse grammar", () => {
  it.each([
    ["would you mind terribly x", "x"],
    ["could you perhaps x", "x"],
    ["is it possible for you to x", "x"],
    ["if that is not too much bother x", "x"],
    ["x if you dont mind", "x"],
    ["id really love it if you could x", "x"],
    ["im wondering if you might x", "x"],
    ["i am sorry to trouble you , but x", "x"],
    ["whenever you find a spare moment x", "x"],
    ["x at your earliest convenience", "x"],
    ["many thanks in advance", ""],
    ["x for me", "x"],
    ["excuse me , x", "x"],
    ["i was hoping you could x", "x"],
    ["x one by one , that would be lovely", "x ,"],
    ["before i forget , x", "x"],
    ["before we knock off for the day , x", "x"],
    ["is possible to x", "x"],
    ["like i said , x", "x"],
    ["x , thats enough", "x ,"],
  ])("%s → %s", (text, rest) => expect(frameless(text)).toBe(rest));

  it("leaves words outside a frame alone, a negation too", () => {
    expect(frameless("do not weld 3 if you do not mind")).toBe("do not weld 3");
    expect(frameless("if you mind")).toBe("if you mind");
    expect(frameless("for 2 minutes")).toBe("for 2 minutes");
  });

  it("the committed parser is what the grammar gives", () =>
    expect(readFileSync(fileOf("discourse", "js"), "utf8")).toBe(generateGrammar(".", "discourse")));
});

describe("a command inside a frame, welding cell", () => {
  it.each([
    ["When you find a minute, could you weld position 2?", [weld("Pos_2")]],
    ["If it isn't too much bother, check station 1 for me.", [inspect("Pos_1")]],
    ["I'd love it if you could go to safe position 3. Many thanks!", [move("Safe_Pos_3")]],
    [
      "Sorry to interrupt you, but would you be able to inspect 1 and 2?",
      [inspect("Pos_1"), inspect("Pos_2")],
    ],
    ["Could you possibly weld position one, thanks so much", [weld("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("a real negation beside a frame still negates", () =>
    expect(stepsOf("If you don't mind, weld 1 and 2 but don't weld 2")).toEqual([weld("Pos_1")]));

  it("time, the speaker's repetition and address around it; 'when you're done' is then", () => {
    expect(stepsOf("Before I forget, inspect position 2")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("I said weld position 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("weld 2 buddy")).toEqual([weld("Pos_2")]);
    expect(stepsOf("inspect 1 and once you're finished go home")).toEqual([inspect("Pos_1"), move("Home")]);
    // "before you go home" is no frame: going home is said.
    expect(frameless("before you go home , x")).toBe("before you go home , x");
    // An address word after a determiner is a noun.
    expect(stepsOf("where is the robot")).toBe("intent question");
  });

  it("a frame opening with a question word does not make a question", () =>
    expect(stepsOf("Whenever you have a second, go to position 1")).toEqual([move("Pos_1")]));
});

describe("a command inside a frame, paint shop", () => {
  it.each([
    ["Would you mind drying booth 2, please?", "dry"],
    ["I was wondering if you could dry booth 2 when you get a chance", "dry"],
  ])("%s", (text, routine) =>
    expect(paint(text)).toEqual([{ action: "routine", routine, position: "Booth_2" }]),
  );
});

describe("a command inside a frame, assembly cell", () => {
  it("the frame's 'not' removes no layer; its words are fillers", () => {
    const result = interpret("if it's not too much trouble, add bread, cheese and bread for me")!;
    expect(layers(result)).toEqual(["bread", "cheese", "bread"]);
    expect(result.account?.unexplained).toEqual([]);
  });
});
