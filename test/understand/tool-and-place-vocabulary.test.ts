import { describe, expect, it } from "vitest";
import { asks, attach, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/**
 * Tools and places said with the words around them (mounts, the arm, stand names), and cell
 * phrases misheard in a transcript. Each construction is read from the cell file and checked on
 * both graph cells with phrasings other than the blind sets' lines, with a near miss that asks.
 */

describe("a cell phrase misheard in a transcript", () => {
  it("two words that together are a cell word closer than either alone", () => {
    expect(stepsOf("in section position 3 please")).toEqual([inspect("Pos_3")]);
    expect(paint("in section booth 1")).toEqual([routine("coating_inspection", "Booth_1")]);
  });
  it("a place noun misheard before a number heard as a word", () => {
    expect(stepsOf("weld possession won")).toEqual([weld("Pos_1")]);
    expect(paint("prime possession too")).toEqual([routine("prime", "Booth_2")]);
    asks("weld possession for the camera");
  });
  it("one letter off the word of a longer phrase whose other words are said", () => {
    expect(stepsOf("go to the tool well position")).toEqual([move("Tool_Weld_Position")]);
    expect(paint("head to the tool rock safe position")).toEqual([move("Tool_Rack_Safe")]);
    // "tool _ position" is weld or camera: "cell" is one letter from neither.
    asks("go to the tool cell position");
  });
});

describe("the arm itself (the cell's arm_nouns)", () => {
  it("is the robot: a move said with it moves, a tool put on it is attached", () => {
    expect(stepsOf("take the arm to safe position 2")).toEqual([move("Safe_Pos_2")]);
    expect(stepsOf("put the camera on the wrist")).toEqual([attach("Camera")]);
    expect(paint("put the arm in booth entry 2")).toEqual([move("Booth_Entry_2")]);
    expect(paint("put the spray gun on the flange")).toEqual([attach("Spray_Gun")]);
  });
  it("said inside the cell's tool-change phrase", () => {
    expect(stepsOf("swap the end effector over to the camera")).toEqual([attach("Camera")]);
    expect(paint("change the end effector to the masking head")).toEqual([attach("Masking_Head")]);
  });
  it("names no place: with nothing else it asks", () => asks("take the arm"));
  it("'put the robot' at a place moves there", () => {
    expect(stepsOf("put the robot at safe position 3")).toEqual([move("Safe_Pos_3")]);
    expect(paint("put the robot in booth entry 1")).toEqual([move("Booth_Entry_1")]);
    expect(stepsOf("go to the position of security 2")).toEqual([move("Safe_Pos_2")]);
  });
});

describe("a tool stand's name", () => {
  it("names the place the stand is at", () => {
    expect(stepsOf("go to ToolStand_Camera")).toEqual([move("Tool_Camera_Position")]);
    expect(paint("grab the masker from Stand_Masking_Head")).toEqual([attach("Masking_Head")]);
  });
});

describe("a place after 'to' with no verb", () => {
  it("is gone to, also a place where a tool is stored", () => {
    expect(stepsOf("to the camera stand please")).toEqual([move("Tool_Camera_Position")]);
    expect(paint("over to the spray gun holster")).toEqual([move("Tool_Spray_Gun_Position")]);
  });
  it("a tool after 'to' is no place", () => asks("to the welder please"));
});
