import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { asks, attach, inspect, move, paint, releaseAndHome, routine, stepsOf, weld } from "./support.js";

/*
 * Chat shorthand (written-shorthand.ts), both dialects: "pls", "thx", "u", "n", "rn", "gimme" are
 * the words they abbreviate, so a typed order reads as the written-out one; an unknown word beside
 * them is still asked about.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("chat shorthand on graph cells", () => {
  it.each([
    ["plz inspect pos 3 thx", [inspect("Pos_3")]],
    ["can u go to safe pos 2", [move("Safe_Pos_2")]],
    ["weld 1 n 2 pls", [weld("Pos_1"), weld("Pos_2")]],
    ["can u hand me the welder", [attach("Welder")]],
    ["stow the tool n go home ty", [releaseAndHome]],
    ["weld position 2 asap", [weld("Pos_2")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("the paint shop reads the same shorthand", () => {
    expect(paint("pls dry booth 2 n 3 thx")).toEqual([routine("dry", "Booth_2"), routine("dry", "Booth_3")]);
  });

  it("a status question typed short is a question", () => {
    expect(stepsOf("what r u holding rn")).not.toMatch(/^unknown: /);
  });

  it("an unknown word beside shorthand is still asked about", () => {
    asks("pls weld pos 1 frobnicate thx");
  });
});

describe("chat shorthand on assembly cells", () => {
  it("the sandwich cell and its renamed copy", () => {
    expect(layers(interpret("cn u make a veggie pls thx"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("bread cheese n bread ty"))).toEqual(["bread", "cheese", "bread"]);
    expect(layers(interpret("gimme a blt pls"))).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    expect(layers(renamed("cn u make a rice platter pls"))).toEqual(["wafer", "rice", "wafer"]);
  });
});
