import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/**
 * How an engineer or a student says orders: light verbs with nouns of moving and of routines,
 * the robot's own state as where a move starts; checked on both graph cells.
 */

describe("a light verb with a noun of moving", () => {
  it("is that move", () => {
    expect(stepsOf("carry out a movement to safe 3")).toEqual([move("Safe_Pos_3")]);
    expect(stepsOf("begin a motion to the camera stand")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("please execute the path to position 2")).toEqual([move("Pos_2")]);
    expect(stepsOf("request a trajectory to home")).toEqual([move("Home")]);
    expect(paint("initiate a movement to entry 2")).toEqual([move("Booth_Entry_2")]);
  });
  it("still needs a place", () => asks("initiate a trajectory"));
});

describe("the robot's own state as where a move starts", () => {
  it('"from the current pose / here" is no place', () => {
    expect(stepsOf("run a motion from your present pose to safe 2")).toEqual([move("Safe_Pos_2")]);
    expect(stepsOf("go from here to position 1")).toEqual([move("Pos_1")]);
    expect(paint("travel from the current position to booth 3")).toEqual([move("Booth_3")]);
  });
  it("a start with a place named is still a route", () => {
    expect(stepsOf("go from safe 1 to home")).toEqual([move("Safe_Pos_1"), move("Home")]);
  });
});

describe("a routine's name with a noun of routines, the home as a pose", () => {
  it("is the routine", () => {
    expect(stepsOf("start the scanning procedure at 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("perform the spot weld procedure on 2")).toEqual([weld("Pos_2")]);
    expect(paint("execute a priming procedure in booth 1")).toEqual([routine("prime", "Booth_1")]);
  });
  it('"home configuration" is the home', () => {
    expect(stepsOf("return to your home configuration")).toEqual([move("Home")]);
    expect(paint("send the robot to the home configuration")).toEqual([move("Home")]);
  });
  it("a visual check is the camera routine", () => {
    expect(stepsOf("do a visual inspection of the joint at 2")).toEqual([inspect("Pos_2")]);
    expect(paint("a visual quality check of booth 1, please")).toEqual([
      routine("coating_inspection", "Booth_1"),
    ]);
  });
});
