import { describe, expect, it } from "vitest";
import { interpret, layers } from "../assembly/support/interpret.js";
import { asks, move, paint, stepsOf, weld } from "./support.js";

/*
 * Who a command is for ("for the customer", "for my boss") and the span of the shift ("for the
 * day", "for tonight"), said ending a clause, change nothing done (discourse-grammar.peggy
 * `ForMe`); a time that says when ("for the morning") is still asked. Welding, paint shop and
 * the sandwich cell, other phrasings than the eval sets'.
 */

describe("who a command is for, and the span of the shift", () => {
  it("are fillers ending a clause (welding, paint shop, sandwich)", () => {
    expect(stepsOf("weld spot 1 for our client, then go home")).toEqual([weld("Pos_1"), move("Home")]);
    expect(stepsOf("go back home for tonight")).toEqual([move("Home")]);
    expect(paint("prime booth 2 for the team.")).toEqual([
      { action: "routine", routine: "prime", position: "Booth_2" },
    ]);
    expect(layers(interpret("a cheese sandwich for my manager")!)).toEqual(["bread", "cheese", "bread"]);
  });

  it("leave a time that says when, and a word nobody placed, asked", () => {
    asks("weld spot 1 for the afternoon");
    asks("weld spot 2 for the customer tomorrow");
  });
});
