import { describe, expect, it } from "vitest";
import { inspect, paint, routine, stepsOf, weld } from "./support.js";

/*
 * "when you weld 1, check it": "when" before the listener, with a clause set off
 * after it, is the listener's own step first (ordering-grammar.peggy), never a question.
 */
describe("'when' opening a clause of time", () => {
  it.each([
    ["when you've tacked 2, take a photo of it", [weld("Pos_2"), inspect("Pos_2")]],
    ["when you weld 1 then inspect it", [weld("Pos_1"), inspect("Pos_1")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () =>
    expect(paint("when you prime booth 1, inspect it")).toEqual([
      routine("prime", "Booth_1"),
      routine("coating_inspection", "Booth_1"),
    ]));
  it("a question, or a wait on something else, is not done", () => {
    expect(stepsOf("when will you weld 1?")).toMatch(/unknown/);
    expect(stepsOf("when you weld 1?")).toMatch(/unknown/);
    expect(stepsOf("when it cools, weld 1")).toMatch(/unknown/);
  });
});
