import { describe, expect, it } from "vitest";
import { asks, attach, inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * How a quality inspector speaks: a routine said as the noun of a light verb ("grab an image of
 * 3"), on both graph cells, with the nouns the cell files list.
 */
const coat = (position: string) => routine("coating_inspection", position);

describe("a light verb with a routine said as its noun is that routine", () => {
  it.each([
    ["grab a pic of position 3", [inspect("Pos_3")]],
    ["get a photo of 2", [inspect("Pos_2")]],
    ["take snapshots of 1 and 3", [inspect("Pos_1"), inspect("Pos_3")]],
    ["shoot a picture of station 1", [inspect("Pos_1")]],
    ["capture an image of pos 2", [inspect("Pos_2")]],
    ["tack 2 and then grab a photo of it", [weld("Pos_2"), inspect("Pos_2")]],
    ["take another pic of 3", [inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop, with its own nouns", () => {
    expect(paint("grab an image of booth 2")).toEqual([coat("Booth_2")]);
    expect(paint("spray booth 1, then get a photo of it")).toEqual([
      routine("spray_paint", "Booth_1"),
      coat("Booth_1"),
    ]);
    expect(paint("do a prime on booth 3")).toEqual([routine("prime", "Booth_3")]);
  });
  it("a light verb with a tool still takes the tool", () => {
    expect(stepsOf("grab the camera and get a photo of 1")).toEqual([attach("Camera"), inspect("Pos_1")]);
    expect(paint("get the primer gun")).toEqual([attach("Primer_Gun")]);
  });
  it("with no place it asks which", () => {
    asks("snap a pic");
    expect(paint("take a photo")).toBe("asked");
  });
});
