import { describe, expect, it } from "vitest";
import { asks, inspect, paint, routine, stepsOf, weld } from "./support.js";

// Constructions over a whole list or a whole clause: "same" as an object, a list said as a
// self-correction, an ordinal said after its place noun, an exclusion that cannot be read, and an
// order word that ends its clause.
describe("a bare 'same' as the object of a later verb", () => {
  it("is every place of the list said before, not only its last", () => {
    expect(stepsOf("inspect 2 and 3, then weld same")).toEqual([
      inspect("Pos_2"),
      inspect("Pos_3"),
      weld("Pos_2"),
      weld("Pos_3"),
    ]);
    expect(paint("mask booth 1 and booth 2 and then prime same")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_2"),
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
    ]);
  });
});

describe("a list said as a self-correction", () => {
  it("replaces the whole list before it", () => {
    expect(stepsOf("weld 1 and 3, no wait, 2 and 3")).toEqual([weld("Pos_2"), weld("Pos_3")]);
    expect(stepsOf("inspect 1, 2 and 3 I mean 1 and 2")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
    expect(paint("prime booth 1 and booth 2 - sorry I meant booth 2 and booth 3")).toEqual([
      routine("prime", "Booth_2"),
      routine("prime", "Booth_3"),
    ]);
  });
});

describe("an ordinal said after its place noun", () => {
  it("is that place's number", () => {
    expect(stepsOf("weld all positions except position third")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("the position second inspect please")).toEqual([inspect("Pos_2")]);
    expect(paint("prime every booth except booth third")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
    ]);
  });
});

describe("an exclusion whose place cannot be read", () => {
  it("is asked about, never dropped", () => {
    asks("inspect all positions except position");
    asks("weld every position except position 7");
    expect(paint("mask all booths except booth 9")).toBe("asked");
  });
});

describe("an order word ending its clause", () => {
  it("orders the clause it ends, as said", () => {
    expect(stepsOf("position 3 inspect first and position 2 weld after")).toEqual([
      inspect("Pos_3"),
      weld("Pos_2"),
    ]);
    expect(stepsOf("weld 2 last, inspect 1")).toEqual([inspect("Pos_1"), weld("Pos_2")]);
    expect(paint("booth 2 mask first, booth 1 prime after")).toEqual([
      routine("apply_mask", "Booth_2"),
      routine("prime", "Booth_1"),
    ]);
  });
});
