import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Word forms the seventh blind welding set asked about, each tested with other phrasings on both
 * graph cells: a place noun without its vowels before its number, a verb run into a place noun,
 * a subject pronoun in the object's place.
 */

describe("a place noun written without its vowels, before its number", () => {
  it("is that noun (welding, paint shop)", () => {
    expect(stepsOf("weld psn 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("go to stn three")).toEqual([move("Pos_3")]);
    expect(paint("prime bth 1")).toEqual([routine("prime", "Booth_1")]);
  });

  it("is asked when it fits two nouns, or stands without a number", () => {
    asks("go to pt 3");
    asks("weld the stn");
  });
});

describe("a verb run into a place noun", () => {
  it("is split (welding, paint shop)", () => {
    expect(stepsOf("weldspot 1 please")).toEqual([weld("Pos_1")]);
    expect(paint("maskbooth 3")).toEqual([routine("apply_mask", "Booth_3")]);
  });
});

describe("a subject pronoun in the object's place", () => {
  it("refers back after a verb of the cell, at the end of its clause (welding, paint shop)", () => {
    expect(stepsOf("scan spots 1 and 2 then weld they")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      weld("Pos_1"),
      weld("Pos_2"),
    ]);
    expect(stepsOf("weld station 2, then take a photo of him")).toEqual([weld("Pos_2"), inspect("Pos_2")]);
    expect(paint("mask booth 2 and 3, then prime they")).toEqual([
      routine("apply_mask", "Booth_2"),
      routine("apply_mask", "Booth_3"),
      routine("prime", "Booth_2"),
      routine("prime", "Booth_3"),
    ]);
  });

  it("keeps a subject that waits on the world", () => {
    asks("weld 2 when they have cooled");
  });
});

describe("letters glued to a number", () => {
  it("are a name's abbreviation or asked, never a filler (welding, paint shop)", () => {
    expect(stepsOf("go sp3")).toEqual([move("Safe_Pos_3")]);
    expect(paint("go to the booth2")).toEqual([{ action: "move", position: "Booth_2" }]);
    expect(stepsOf("weld pos2")).toEqual([weld("Pos_2")]);
    asks("move to an3");
    asks("weld the1");
    expect(paint("prime a2")).toBe("asked");
  });
});

describe("a place named with 'of' the other way round, and 'going to' a place", () => {
  it("is the place (welding, paint shop)", () => {
    expect(stepsOf("go to the stand of the welder")).toEqual([move("Tool_Weld_Position")]);
    expect(paint("move to the cradle of camera")).toEqual([
      { action: "move", position: "Tool_Camera_Position" },
    ]);
  });

  it("reads 'going to' a place with no subject as 'go to' (welding, paint shop)", () => {
    expect(stepsOf("going to the safe position 3 please")).toEqual([move("Safe_Pos_3")]);
    expect(paint("going to the drying rack")).toEqual([{ action: "move", position: "Drying_Rack" }]);
    asks("we are going to the weld stand");
  });
});
