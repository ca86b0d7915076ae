import { describe, expect, it } from "vitest";
import { asks, inspect, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Clauses said after an order that are no more of it: a wish with the place before its verb
 * ("weld 2 and I want 1 inspected" welded 1 as well), a statement of what is done ("weld 1 and 2,
 * 1 is welded" welded 1 three times) and praise of work done with the next clause run on ("nice job
 * on 2 now weld 1" welded 2). Checked on both graph cells.
 */
describe("a wish with its place before the verb, after an order", () => {
  it("the place is the verb's after it, not one more of the order before", () => {
    expect(stepsOf("inspect 3, and I'd like 2 welded")).toEqual([inspect("Pos_3"), weld("Pos_2")]);
    expect(stepsOf("weld 1 and we need 3 inspected")).toEqual([weld("Pos_1"), inspect("Pos_3")]);
    expect(paint("mask booth 1 and I want booth 2 primed")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("prime", "Booth_2"),
    ]);
  });
  it("a verb with its own place after it keeps the list before it", () =>
    expect(stepsOf("weld 1 and 2 inspect them")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]));
});

describe("a statement of what is done, after an order", () => {
  it.each([
    "inspect 1 and 3, 3 is inspected",
    "weld 2, position 1 is already welded",
    "weld 1. 2 was welded",
  ])("%s is asked", (said) => asks(said));
  it("on the paint-shop cell", () => expect(paint("prime booth 1 and 2, booth 2 is primed")).toBe("asked"));
});

describe("praise of work done, the next clause run on", () => {
  it("the praised place is no place of the order", () => {
    expect(stepsOf("good work on 1 now inspect 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("well done on 2 now weld 1")).toEqual([weld("Pos_1")]);
    expect(paint("nice work on booth 3 then prime booth 1")).toEqual([routine("prime", "Booth_1")]);
  });
});

describe("a routine's own noun phrase in the cell file", () => {
  it('"a primer coat" is the prime routine (its description), not prime and then the top coat', () => {
    expect(paint("do a primer coat on booth 1")).toEqual([routine("prime", "Booth_1")]);
    expect(paint("apply a primer coat to booth 3")).toEqual([routine("prime", "Booth_3")]);
  });
});
