import { afterAll, describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { attach, inspect, move, paint, routine, stepsOf, weld, welding } from "./support.js";

/*
 * Radio procedure around an order (talk-around-commands.ts): the cell addressed by its own words
 * from the cell file, a call sign, acknowledgements and sign-offs are talk; "negative" is a "no";
 * "confirm …" asks. No word of the order is ever taken for a call sign.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("an address and a call sign open the order", () => {
  it.each([
    ["Welding cell, this is Charlie One. Inspect position three, over.", [inspect("Pos_3")]],
    ["Weld cell, shift lead. Take the camera, out.", [attach("Camera")]],
    ["Maintenance to welding cell, go to safe position two, over.", [move("Safe_Pos_2")]],
    ["Delta Four to cell. Weld position one. Over and out.", [weld("Pos_1")]],
    ["Cell, Tango. Inspect 1 and 2, over.", [inspect("Pos_1"), inspect("Pos_2")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("the paint shop is addressed by its own name", () => {
    expect(paint("Paint shop, this is Echo. Dry booth 2, over.")).toEqual([routine("dry", "Booth_2")]);
    expect(paint("Line lead to paintshop: mask booth 1, out.")).toEqual([routine("apply_mask", "Booth_1")]);
  });

  it("assembly cells, the renamed copy by its own name", () => {
    expect(layers(interpret("Sandwich cell, Bravo Two. A cheese sandwich please, over."))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("Platter cell, this is Kilo. A rice platter, over."))).toEqual([
      "wafer",
      "rice",
      "wafer",
    ]);
  });

  it("never takes a word of the order", () => {
    // A cell word, a number or a verb is no call sign; "welding" alone orders.
    expect(stepsOf("Cell, weld. Position 1.")).not.toEqual([move("Pos_1")]);
    expect(stepsOf("Cell, position 2. Weld it, over.")).toMatch(/Pos_2/);
    expect(stepsOf("Welding, position 1, over.")).toEqual([weld("Pos_1")]);
    expect(stepsOf("Cell, Bravo Two. Go to safe position two.")).toEqual([move("Safe_Pos_2")]);
    // An unknown word after the call sign is still asked about.
    expect(stepsOf("Cell, Ops. Weld position 1 frobnicate, over.")).toMatch(/^unknown: /);
  });
});

describe("acknowledgements, sign-offs, 'negative' and 'confirm'", () => {
  it("an acknowledgement or a sign-off is talk", () => {
    expect(stepsOf("Roger. Weld position 2, over.")).toEqual([weld("Pos_2")]);
    expect(stepsOf("Copy that, inspect three. Wilco.")).toEqual([inspect("Pos_3")]);
    expect(paint("Affirmative. Go home, over and out.")).toEqual([move("Home")]);
  });

  it("'negative on' a place leaves it out", () => {
    expect(stepsOf("Cell, inspect all positions, negative on position 2, over.")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_3"),
    ]);
    expect(paint("negative on booth 1, dry booth 3 only")).toEqual([routine("dry", "Booth_3")]);
  });

  it("'confirm', 'report', 'state' ask to be told", () => {
    for (const text of [
      "Cell, confirm your position, over.",
      "report which tool is attached",
      "state where you are",
    ])
      expect(understandWithRules(welding, text).intent).toBe("question");
  });
});
