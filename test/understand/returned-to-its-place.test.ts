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

describe("a tool put back in its own place", () => {
  it("is put away, whatever verb carries it and whatever the owner's word", () => {
    for (const said of [
      "could you bring the camera back into her holder",
      "set the torch back on their rack",
      "place it in its support please",
      "welding torch, carry it back to his spot",
      "put the cam back where it came from",
      "stow the camera in her holder",
    ])
      expect(stepsOf(said), said).toEqual([release]);
    expect(stepsOf("take off the welder, put to the rack, then grab the camera")).toEqual([
      release,
      attach("Camera"),
    ]);
    expect(paint("hang the spray gun back on its holster and go home")).toEqual([
      { action: "release_tool_and_home" },
    ]);
    expect(paint("primer gun set back in his place")).toEqual([release]);
  });
  it("stays a move when the arm goes or a place of the cell is named", () => {
    expect(stepsOf("bring the arm back to its home position")).toEqual([move("Home")]);
    expect(stepsOf("take the camera to position 2")).not.toEqual([release]);
  });
});

describe("a tool taken off its own place", () => {
  it("is attached: 'off' is where it comes from, not the verb's 'take off'", () => {
    expect(stepsOf("fetch the cam off her cradle")).toEqual([attach("Camera")]);
    expect(stepsOf("take the welding head off its holder, then tack 2")).toEqual([
      attach("Welder"),
      weld("Pos_2"),
    ]);
    expect(paint("grab the primer gun off the holster")).toEqual([attach("Primer_Gun")]);
    expect(stepsOf("take the camera off")).toEqual([release]);
  });
});
