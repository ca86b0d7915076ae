import { describe, expect, it } from "vitest";
import { inspect, release, stepsOf } from "./support.js";

/** A command word is read from one slip at most; two slips make another English word too often. */
describe("slips of command words", () => {
  it("reads one slip or one swap of a command word", () => {
    expect(stepsOf("relaese the tool")).toEqual([release]);
    expect(stepsOf("releese the tool")).toEqual([release]);
  });

  it("never reads a word two slips away as a command ('reverse' is no 'release')", () => {
    expect(stepsOf("inspect all positions in reverse order")).toEqual([
      inspect("Pos_3"),
      inspect("Pos_2"),
      inspect("Pos_1"),
    ]);
    expect(stepsOf("weld 1 then relevant 2")).toMatch(/^unknown/);
  });
});
