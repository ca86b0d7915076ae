import { describe, expect, it } from "vitest";
import { attach, asks, inspect, move, paint, paintshop, release, routine, stepsOf, weld } from "./support.js";
import { goalToSteps } from "../../src/contracts/goal.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";

/*
 * A thing returned to its own place, on every graph cell: the object of a returning verb is the
 * tool held, never a place; with no tool held the command is asked about.
 */

describe("'it' as the object of a returning verb", () => {
  it("is the tool attached earlier in the command", () => {
    expect(stepsOf("grab the welder, tack 1 and 2 and return it")).toEqual([
      attach("Welder"),
      weld("Pos_1"),
      weld("Pos_2"),
      release,
    ]);
    expect(paint("get the primer gun, prime booth 2, afterwards return it")).toEqual([
      attach("Primer_Gun"),
      routine("prime", "Booth_2"),
      release,
    ]);
  });
  it("is the tool on the robot when the command is given", () => {
    const goal = understandWithRules(paintshop, "return it please", {
      startPosition: "Home",
      heldTool: "Spray_Gun",
    }).goal;
    expect(goal && goal.goal !== "unknown" && goalToSteps(goal)).toEqual([release]);
  });
  it("is asked about with no tool held, and a place after 'to' stays a place", () => {
    asks("return it now");
    expect(paint("return it")).toBe("asked");
    expect(stepsOf("inspect 3 and then return to it")).toEqual([inspect("Pos_3"), move("Pos_3")]);
  });
});
