import { describe, expect, it } from "vitest";
import { asks, inspect, move, paint, releaseAndHome, routine, stepsOf, weld } from "./support.js";

/*
 * Three constructions where a naive reading acted on less or other than was said: "A and B
 * after C-ing" puts C before the whole run A and B; an ordinal before a place noun and its number
 * ("first position 2") orders, it names no place; "the one" with where it lies after it ("the
 * one next to it") is a thing, never the number 1. Both graph cells.
 */
const prime = (booth: string) => routine("prime", booth);
const spray = (booth: string) => routine("spray_paint", booth);

describe("'after' ending clauses joined by 'and'", () => {
  it("puts what it names before the whole run", () => {
    expect(stepsOf("put the tool away and return home after scanning position 2")).toEqual([
      inspect("Pos_2"),
      releaseAndHome,
    ]);
    expect(stepsOf("weld 1 and weld 2 after you inspect 3")).toEqual([
      inspect("Pos_3"),
      weld("Pos_1"),
      weld("Pos_2"),
    ]);
    expect(paint("spray booth 1 and go home after priming booth 2")).toEqual([
      prime("Booth_2"),
      spray("Booth_1"),
      move("Home"),
    ]);
  });
  it("moves past only the clause after 'then'", () => {
    expect(stepsOf("weld 2, then go home after inspecting 1")).toEqual([
      weld("Pos_2"),
      inspect("Pos_1"),
      move("Home"),
    ]);
  });
});

describe("an ordinal before a place noun and its number", () => {
  it("orders the places, it names none", () => {
    expect(stepsOf("tack first position 2, after that position 1")).toEqual([weld("Pos_2"), weld("Pos_1")]);
    expect(stepsOf("go first to position 3 and then home")).toEqual([move("Pos_3"), move("Home")]);
    expect(paint("prime first booth 3, then booth 1")).toEqual([prime("Booth_3"), prime("Booth_1")]);
  });
  it("still names a place with no number after it", () => {
    expect(stepsOf("weld the first position")).toEqual([weld("Pos_1")]);
    expect(paint("prime the second booth")).toEqual([prime("Booth_2")]);
  });
});

describe("'the one' with where it lies", () => {
  it("is a thing to ask about, not position 1", () => {
    asks("weld the one next to it");
    asks("inspect the one near the camera");
    expect(paint("prime the one beside it")).toBe("asked");
  });
  it("reads the place it is said to lie at from the cell", () => {
    expect(stepsOf("go to the one in front of the camera stand")).toEqual([
      move("Tool_Camera_Safe_Position"),
    ]);
  });
  it("leaves 'the one' a number where nothing describes it", () => {
    expect(stepsOf("you can weld the one and after go home")).toEqual([weld("Pos_1"), move("Home")]);
  });
});

describe("a step said again with no place of its own", () => {
  it("restates the step: it is done once", () => {
    expect(stepsOf("scan 2, take a photo with the camera")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("tack 1 via the tack weld routine")).toEqual([weld("Pos_1")]);
    expect(paint("prime booth 1, then prime")).toEqual([prime("Booth_1")]);
  });
  it("is done twice when 'again' says so", () => {
    expect(stepsOf("tack 1 and then tack it again")).toEqual([weld("Pos_1"), weld("Pos_1")]);
  });
});
