import { describe, expect, it } from "vitest";
import {
  asks,
  attach,
  inspect,
  move,
  paint,
  release,
  releaseAndHome,
  routine,
  stepsOf,
  weld,
} from "./support.js";

/**
 * How a process engineer and a shift lead say orders: each a construction read from the grammar
 * words and the cell file, checked on both graph cells with phrasings of its own.
 */

describe("a tool and its particle as a clause of a list", () => {
  it('"TOOL off" after a comma is the tool verb ending in that particle, not the verb before it', () => {
    expect(stepsOf("inspect 3, camera off")).toEqual([inspect("Pos_3"), release]);
    expect(stepsOf("camera on, scan 1 and 3, camera back")).toEqual([
      attach("Camera"),
      inspect("Pos_1"),
      inspect("Pos_3"),
      release,
    ]);
    expect(paint("masker on, mask booth 2, masker off")).toEqual([
      attach("Masking_Head"),
      routine("apply_mask", "Booth_2"),
      release,
    ]);
  });
  it("a particle with no tool before it is still asked", () => asks("weld 1, off"));
});

describe("the formal register", () => {
  it('"subsequently", "thereafter", "on completion" are "then"', () => {
    expect(stepsOf("perform a scan of 3, thereafter weld 2")).toEqual([inspect("Pos_3"), weld("Pos_2")]);
    expect(stepsOf("weld 2. Upon completion, return the welder")).toEqual([weld("Pos_2"), release]);
    expect(paint("prime booth 1; subsequently paint it")).toEqual([
      routine("prime", "Booth_1"),
      routine("spray_paint", "Booth_1"),
    ]);
  });
  it('"prior to" is "before", "subsequent to" and "on completion of" are "after"', () => {
    expect(stepsOf("prior to inspecting 3, weld 1")).toEqual([weld("Pos_1"), inspect("Pos_3")]);
    expect(stepsOf("on completion of the weld at 1, go home")).toEqual([weld("Pos_1"), move("Home")]);
    expect(paint("subsequent to masking booth 2, prime it")).toEqual([
      routine("apply_mask", "Booth_2"),
      routine("prime", "Booth_2"),
    ]);
  });
  it('"once / after the ROUTINE at PLACE is complete, do Y": the routine said, then Y', () => {
    expect(stepsOf("once the inspection of 3 is done, weld 1")).toEqual([inspect("Pos_3"), weld("Pos_1")]);
    expect(stepsOf("after welding 2 is finished, go home")).toEqual([weld("Pos_2"), move("Home")]);
    expect(paint("once priming booth 2 is complete, paint it")).toEqual([
      routine("prime", "Booth_2"),
      routine("spray_paint", "Booth_2"),
    ]);
    // What waits on the world is still asked.
    asks("once the part is done, weld 1");
  });
  it('"conduct", "acquire" are light verbs before a routine said as a noun', () => {
    expect(stepsOf("acquire a photo of station 2")).toEqual([inspect("Pos_2")]);
    expect(paint("conduct an inspection of booth 3")).toEqual([routine("coating_inspection", "Booth_3")]);
    // Before anything else they are no verb.
    asks("conduct the welder to 2");
  });
  it('"traverse", "position the arm at", "the manipulator" move the robot (cell vocabulary)', () => {
    expect(stepsOf("traverse to safe position 1")).toEqual([move("Safe_Pos_1")]);
    expect(stepsOf("position the manipulator at the camera stand")).toEqual([move("Tool_Camera_Position")]);
    expect(paint("move the manipulator to entry 2")).toEqual([move("Booth_Entry_2")]);
    expect(paint("traverse to the drying rack")).toEqual([move("Drying_Rack")]);
  });
});

describe("the shift lead's shorthand", () => {
  it('"no ROUTINE" is "skip ROUTINE": a routine nobody asked for stays undone, one asked is left out', () => {
    expect(stepsOf("tack 2, no scan, then go home")).toEqual([weld("Pos_2"), move("Home")]);
    expect(stepsOf("weld and inspect 1 and 2, no inspection at 1")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_2"),
    ]);
    expect(paint("paint booth 1 and 2, no drying, then go home")).toEqual([
      routine("spray_paint", "Booth_1"),
      routine("spray_paint", "Booth_2"),
      move("Home"),
    ]);
    // Before a verb with its place, "no" may correct it; before no routine it is no skip: asked.
    asks("weld 1 no inspect 1");
    asks("inspect 1 and 3, the 3 no more");
  });
  it("a tool over a scope of places is its one routine, as over named places", () => {
    expect(stepsOf("the camera over all stations but 1")).toEqual([inspect("Pos_2"), inspect("Pos_3")]);
    expect(paint("run the primer gun over every booth")).toEqual(
      ["Booth_1", "Booth_2", "Booth_3"].map((booth) => routine("prime", booth)),
    );
  });
  it('a bare number word after "then" that follows a place is the next place of that routine', () => {
    expect(stepsOf("inspect three and then one")).toEqual([inspect("Pos_3"), inspect("Pos_1")]);
    expect(paint("uh prime two and then three, then go home")).toEqual([
      routine("prime", "Booth_2"),
      routine("prime", "Booth_3"),
      move("Home"),
    ]);
  });
  it('"same thing" is "the same"; "until" after a verb of moving is "to"', () => {
    expect(stepsOf("scan 1, then the same thing at 3")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(stepsOf("drive till safe position 2")).toEqual([move("Safe_Pos_2")]);
    expect(paint("go until the drying rack")).toEqual([move("Drying_Rack")]);
    expect(stepsOf("inspect 1 until 3")).toEqual([inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]);
  });
  it('a controls technician\'s "index to" is a move verb of the cell file', () => {
    expect(stepsOf("index to safe position 1")).toEqual([move("Safe_Pos_1")]);
    expect(paint("index to the drying rack, then home")).toEqual([move("Drying_Rack"), move("Home")]);
  });
});
