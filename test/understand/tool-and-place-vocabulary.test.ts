import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

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
