import { describe, expect, it } from "vitest";
import { asks, attach, inspect, move, paint, release, routine, stepsOf, weld } from "./support.js";

/**
 * How a shop-floor foreman says orders: the trade's words for the weld and the torch (cell words),
 * moves said as "get over / back off to", "back" before a verb's particle, swearing and impatience
 * around the order; checked on both graph cells.
 */

describe("the trade's words of the welding cell", () => {
  it("the weld said as the trade says it", () => {
    expect(stepsOf("burn one in on position 1 and inspect it")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
    expect(stepsOf("lay a bead at 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("stitch 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
  });
  it('"gun", "stinger" are the welder; "pull" puts the tool back', () => {
    expect(stepsOf("grab the stinger")).toEqual([attach("Welder")]);
    expect(stepsOf("pull the welding gun")).toEqual([release]);
    expect(paint("pull the spray gun")).toEqual([release]);
  });
});

describe("moves and particles of the shop floor", () => {
  it('"get over to", "back off to", "get back to" are moves', () => {
    expect(stepsOf("get back to the camera stand")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("back up to safe 3")).toEqual([move("Safe_Pos_3")]);
    expect(paint("get over to entry 1")).toEqual([move("Booth_Entry_1")]);
  });
  it('"get out of there" needs a place to go', () => {
    expect(stepsOf("weld 2, then get out of there, home")).toEqual([weld("Pos_2"), move("Home")]);
    asks("get outta there");
  });
  it("\"back\" before a verb's particle says again: the particle is the verb's", () => {
    expect(stepsOf("hang the camera back up")).toEqual([release]);
    expect(stepsOf("put the welder back on")).toEqual([attach("Welder")]);
    expect(paint("hang the primer gun back up")).toEqual([release]);
  });
});

describe("swearing and impatience around the order", () => {
  it("are talk", () => {
    expect(stepsOf("Jeez. Go to the bloody camera stand")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("come on, what are you waiting for? inspect 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("weld 2. keep it simple")).toEqual([weld("Pos_2")]);
    expect(paint("are you going to stand there all day? prime booth 2")).toEqual([
      routine("prime", "Booth_2"),
    ]);
  });
  it("an order still needs its words", () =>
    expect(stepsOf("for crying out loud, do it")).toMatch(/unknown/));
});
