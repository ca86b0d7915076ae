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

describe("why and by when, closing an order, are remarks", () => {
  it.each([
    ["weld 2 for the logbook", [weld("Pos_2")]],
    ["inspect 1 and 3 before the break", [inspect("Pos_1"), inspect("Pos_3")]],
    ["check 2 again, the previous photo was fuzzy", [inspect("Pos_2")]],
    ["The first scan was out of focus, scan 1 again", [inspect("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => {
    expect(paint("dry booth 3 for our files")).toEqual([routine("dry", "Booth_3")]);
    expect(paint("mask booth 2 before the customer arrives")).toEqual([routine("apply_mask", "Booth_2")]);
    expect(paint("inspect booth 1 again, the last picture was overexposed")).toEqual([coat("Booth_1")]);
  });
  it("a time after which to act, a step to order against, or a place in the report is no remark", () => {
    asks("weld 1 after lunch");
    expect(paint("spray booth 1 after the break")).toBe("asked");
    asks("weld 1, position 2 was bad");
    expect(stepsOf("inspect 2 before welding it")).toEqual([inspect("Pos_2"), weld("Pos_2")]);
  });
});

describe("the routine said again as how it is done is done once", () => {
  it.each([
    ["inspect 1 and 2 with pictures", [inspect("Pos_1"), inspect("Pos_2")]],
    ["tack 1, then document it with photos", [weld("Pos_1"), inspect("Pos_1")]],
    ["examine the joint at station 3 visually", [inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("spray booth 2 and document it with pictures")).toEqual([
      routine("spray_paint", "Booth_2"),
      coat("Booth_2"),
    ]));
  it("another routine's clause keeps its own step; a relative clause names places", () => {
    expect(stepsOf("inspect 1 and weld 2 with pictures")).toEqual([
      inspect("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_2"),
    ]);
    expect(stepsOf("weld every position that supports welding")).toEqual([weld("Pos_1"), weld("Pos_2")]);
  });
});

describe('a routine with "re" before it is that routine again, once', () => {
  it.each([
    ["re-examine station 3", [inspect("Pos_3")]],
    ["retack the seam at 2", [weld("Pos_2")]],
    ["weld 1 then re-inspect it", [weld("Pos_1"), inspect("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => {
    expect(paint("re-mask booth 2")).toEqual([routine("apply_mask", "Booth_2")]);
    expect(paint("respray booth 1")).toEqual([routine("spray_paint", "Booth_1")]);
  });
  it("a word of the cell that starts with 're' stays itself", () =>
    expect(stepsOf("release the tool")).toEqual([{ action: "release_tool" }]));
});
