import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { inspect, move, paint, routine, stepsOf, weld } from "./support.js";

/*
 * Around an order, both dialects (talk-around-commands.ts, discourse-grammar.peggy): an
 * interjection set off by punctuation ("Oh,", "My word.", "Goodness,"), an address ("young man"),
 * the listener's duty said as a request ("you'd better …") and a wondering set off before its frame
 * ("I wonder, dear, if …") order nothing. "oh" run into another word ("oh no", "oh wait") stays.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("interjections and address set off around an order", () => {
  it.each([
    ["Oh, weld position 2 please", [weld("Pos_2")]],
    ["inspect 1 - oh, and then go home", [inspect("Pos_1"), move("Home")]],
    ["Goodness, go to safe 2, young man", [move("Safe_Pos_2")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("paint shop", () =>
    expect(paint("My word. Dry booth 1, young lady.")).toEqual([routine("dry", "Booth_1")]));

  it("assembly, also on the renamed cell", () => {
    expect(placements(interpret("Oh, a veggie on the left, young man."))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(interpret("My goodness. Make a club then.")?.account?.unexplained).toEqual([]);
    expect(layers(renamed("oh, a cheese platter please"))).toEqual(["wafer", "rice", "wafer"]);
  });

  it("'oh' run into a correction is no interjection", () => {
    expect(interpret("a club, oh no, a blt")?.sequence).toEqual([]);
  });
});

describe("the listener's duty and a wondering set off", () => {
  it("'you'd better', 'you had better' ask", () => {
    expect(stepsOf("you'd better go home now")).toEqual([move("Home")]);
    expect(paint("you had better mask booth 2")).toEqual([routine("apply_mask", "Booth_2")]);
    expect(layers(interpret("Well, you'd better make me a BLT then"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("you better make a cheese platter"))).toEqual(["wafer", "rice", "wafer"]);
  });

  it("'I wonder, (dear,) if …' with the frame after it", () => {
    expect(stepsOf("I wonder, if it's no trouble, could you inspect 3?")).toEqual([inspect("Pos_3")]);
    expect(
      interpret("I was wondering, dear, if you'd be so kind, could you make a veggie?")?.account?.unexplained,
    ).toEqual([]);
  });
});
