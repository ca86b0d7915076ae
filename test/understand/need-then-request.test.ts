import { describe, expect, it } from "vitest";
import { interpret, layers } from "../assembly/support/interpret.js";
import { inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * A need said, then a request that refers to it (grammar-words.ts, talk-around-commands.ts,
 * discourse-grammar.peggy, parse-action.ts): "needs"/"wants" are fillers as "need"/"want" are, an
 * errand ("I was told to …") frames the order, a go-ahead sentence after an order confirms it, and
 * the same step again at "it" without "again" or a count is done once.
 */
describe("the need carries the action, the request confirms it", () => {
  it.each([
    ["Position 2 needs welding. Could you do it?", [weld("Pos_2")]],
    ["Station 3 wants inspecting - go ahead.", [inspect("Pos_3")]],
    ["I need position 1 inspected. Could you inspect it, please?", [inspect("Pos_1")]],
    ["We were asked to weld 1 and 2. Go.", [weld("Pos_1"), weld("Pos_2")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("paint shop", () => {
    expect(paint("Booth 1 needs masking, could you do that please")).toEqual([
      routine("apply_mask", "Booth_1"),
    ]);
    expect(paint("I've been told to dry booth 3. Dry it, please.")).toEqual([routine("dry", "Booth_3")]);
  });

  it("assembly: a go-ahead after the order", () =>
    expect(layers(interpret("A cheese sandwich. Go ahead."))).toEqual(["bread", "cheese", "bread"]));
});

describe("what stays as it was", () => {
  it("'again' or a count repeats; another verb at 'it' is done too", () => {
    expect(stepsOf("weld 1. weld it again")).toEqual([weld("Pos_1"), weld("Pos_1")]);
    expect(stepsOf("position 1 needs welding, then inspect it")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
  });
  it("a go-ahead opening the command is no talk; a negated need is asked", () => {
    expect(stepsOf("Go.")).toMatch(/^unknown: Where should I go/);
    expect(stepsOf("go, home")).toEqual([move("Home")]);
    expect(stepsOf("position 1 needs no welding")).toMatch(/^unknown: /);
  });
});
