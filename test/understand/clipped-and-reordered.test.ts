import { describe, expect, it } from "vitest";
import { asks, inspect, paint, routine, stepsOf } from "./support.js";

/*
 * Clipped and written-short forms, word orders of other languages and sound-alikes of the
 * cell's words (graph cells). Each is a construction read from the cell file, checked on the
 * welding and paint-shop cells with near misses that still ask.
 */

describe("written shorthands", () => {
  it('"w/" is "with", "w/o" is "without"', () => {
    expect(stepsOf("insp 2 w/cam")).toEqual([inspect("Pos_2")]);
    expect(paint("chk bth 2 w/ cam")).toEqual([routine("coating_inspection", "Booth_2")]);
    // The instrument is checked as when said in full: the camera welds nothing.
    asks("weld 2 w/ the camera");
  });
});
