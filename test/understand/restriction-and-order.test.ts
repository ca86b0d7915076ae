import { describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { attach, inspect, move, release, stepsOf, weld } from "./support.js";

/**
 * Restrictions by a relative clause ("the one you welded", "the ones that can be welded"),
 * exclusion words said short ("bar 2", "exc 2"), and ordering across clauses ("in reverse
 * order", "X last, after Y", "once that is done", "go first to A and after to B"), each with
 * phrasings of its own on both graph cells, and near-misses that must still ask.
 */
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string): SequenceStep[] | string => {
  const result = understandWithRules(paintshop, text, { startPosition: "Home" });
  if (!result.goal) return `intent ${result.intent}`;
  return result.goal.goal === "unknown" ? `unknown: ${result.goal.reason}` : goalToSteps(result.goal);
};
const routine =
  (name: string) =>
  (position: string): SequenceStep => ({ action: "routine", routine: name, position });
const [spray, prime, mask, check] = ["spray_paint", "prime", "apply_mask", "coating_inspection"].map(routine);

describe("a relative clause: the places an earlier clause acted on", () => {
  it.each([
    [
      "weld 1 and 2 then inspect the ones you welded",
      [weld("Pos_1"), weld("Pos_2"), inspect("Pos_1"), inspect("Pos_2")],
    ],
    ["weld 2 then inspect the positions that were welded", [weld("Pos_2"), inspect("Pos_2")]],
    ["weld 1, then check the one that you just welded", [weld("Pos_1"), inspect("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => {
    expect(paint("mask booth 3, then inspect the one you masked")).toEqual([
      mask("Booth_3"),
      check("Booth_3"),
    ]);
    expect(paint("spray booth 1 and 3, then inspect the ones you sprayed")).toEqual([
      spray("Booth_1"),
      spray("Booth_3"),
      check("Booth_1"),
      check("Booth_3"),
    ]);
  });
  it("is asked when nothing before it did that routine, or the count does not fit", () => {
    expect(stepsOf("inspect the one you welded")).toMatch(/^unknown: Which position/);
    expect(stepsOf("inspect everything, then go back to the one you welded")).toMatch(/^unknown: /);
    expect(stepsOf("weld 1 and 2, then inspect the one you welded")).toMatch(/^unknown: .*Pos_1 and Pos_2/);
  });
});

describe("a relative clause: the places where the routine can be done", () => {
  it.each([
    ["weld the ones that can be welded", [weld("Pos_1"), weld("Pos_2")]],
    ["weld everything you can", [weld("Pos_1"), weld("Pos_2")]],
    ["weld wherever possible", [weld("Pos_1"), weld("Pos_2")]],
    ["check all the positions that can be welded", [inspect("Pos_1"), inspect("Pos_2")]],
    [
      "inspect position 1, 2 and 3, then weld the ones you can",
      [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3"), weld("Pos_1"), weld("Pos_2")],
    ],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("check every booth, then spray the ones you can")).toEqual([
      check("Booth_1"),
      check("Booth_2"),
      check("Booth_3"),
      spray("Booth_1"),
      spray("Booth_2"),
    ]));
  it("a subject and modal opening the command keep their verb", () => {
    expect(stepsOf("you can weld position 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("weld whatever")).toMatch(/^unknown: /);
  });
});

describe("exclusion words said short", () => {
  it.each([
    ["check all bar 3", [inspect("Pos_1"), inspect("Pos_2")]],
    ["inspect every position barring to", [inspect("Pos_1"), inspect("Pos_3")]],
    ["inspect all excl 1", [inspect("Pos_2"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime every booth bar 3")).toEqual([prime("Booth_1"), prime("Booth_2")]));
  it("only known forms: a slip of an exclusion word is asked", () => {
    expect(stepsOf("inspect all exce 2")).toMatch(/^unknown: I did not understand 'exce'/);
    expect(stepsOf("inspect all ecx 2")).toMatch(/^unknown: I did not understand 'ecx'/);
  });
});

describe("ordering across clauses", () => {
  it.each([
    ["check 1, 2 and 3 backwards", [inspect("Pos_3"), inspect("Pos_2"), inspect("Pos_1")]],
    [
      "weld 1 and 2 then inspect them in reverse order",
      [weld("Pos_1"), weld("Pos_2"), inspect("Pos_2"), inspect("Pos_1")],
    ],
    ["inspect 1 and 3, then weld 2 last", [inspect("Pos_1"), inspect("Pos_3"), weld("Pos_2")]],
    ["weld position 1 last, after position 2", [weld("Pos_2"), weld("Pos_1")]],
    ["inspect 1 once that is done weld 2", [inspect("Pos_1"), weld("Pos_2")]],
    ["weld 1, when it is complete check 1", [weld("Pos_1"), inspect("Pos_1")]],
    [
      "take the camera, inspect 1, and put it back when everything is finished",
      [attach("Camera"), inspect("Pos_1"), release],
    ],
    ["move first to safe position 3 and after to home", [move("Safe_Pos_3"), move("Home")]],
    ["weld 1 then take another picture of it", [weld("Pos_1"), inspect("Pos_1")]],
    ["weld two and then check to", [weld("Pos_2"), inspect("Pos_2")]],
    ["check won and three", [inspect("Pos_1"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => {
    expect(paint("prime every booth in the opposite order")).toEqual([
      prime("Booth_3"),
      prime("Booth_2"),
      prime("Booth_1"),
    ]);
    expect(paint("inspect booth 1 last, after booths 2 and 3")).toEqual([
      check("Booth_2"),
      check("Booth_3"),
      check("Booth_1"),
    ]);
    expect(paint("mask booth 2 and when that is finished prime it")).toEqual([
      mask("Booth_2"),
      prime("Booth_2"),
    ]);
  });
  it("near-misses still ask or keep their meaning", () => {
    expect(stepsOf("weld 1 then inspect 2 in reverse order")).toMatch(/^unknown: In reverse order of what/);
    expect(stepsOf("weld 1 after it is done")).toMatch(/^unknown: I did not understand/);
    expect(stepsOf("inspect the last one")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("go to another position")).toMatch(/^unknown: /);
    expect(stepsOf("weld 1 and inspect too")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
    expect(stepsOf("go to")).toMatch(/^unknown: Where should I go/);
  });
});
