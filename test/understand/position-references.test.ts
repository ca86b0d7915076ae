import { describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildCellLexicon } from "../../src/understand/cell-lexicon.js";
import { readPositionReferences } from "../../src/understand/position-references.js";

/** The place reference read at token `start` of a sentence (tokens split on spaces). */
function reader(cell: string) {
  const lexicon = buildCellLexicon(loadGraphSnapshot(cell));
  return (sentence: string, start = 0, afterVerb = false) => {
    const reading = readPositionReferences(sentence.split(" "), lexicon)(start, afterVerb);
    if (reading === null) return null;
    const { mention, next } = reading;
    return mention.kind === "positions"
      ? { names: mention.names, unknown: mention.unknown, next }
      : { mention, next };
  };
}

describe("position references, welding cell", () => {
  const read = reader("welding");

  it("reads lists, and a list goes on over the same noun only", () => {
    expect(read("position 1 , 2 and 3")).toEqual({
      names: ["Pos_1", "Pos_2", "Pos_3"],
      unknown: [],
      next: 6,
    });
    expect(read("safe position 1 and safe position 3")?.names).toEqual(["Safe_Pos_1", "Safe_Pos_3"]);
    expect(read("position 1 and safe position 2")).toEqual({ names: ["Pos_1"], unknown: [], next: 2 });
    expect(read("safe 2")).toEqual({ names: ["Safe_Pos_2"], unknown: [], next: 2 });
    expect(read("position 7")).toEqual({ names: [], unknown: ["position 7"], next: 2 });
  });

  it("reads ranges with number markers; number words after a verb only", () => {
    expect(read("# 1 through # 3")).toEqual({ names: ["Pos_1", "Pos_2", "Pos_3"], unknown: [], next: 5 });
    expect(read("number one to three")).toEqual({ names: ["Pos_1"], unknown: [], next: 2 });
    expect(read("number one to three", 0, true)?.names).toEqual(["Pos_1", "Pos_2", "Pos_3"]);
    expect(read("one two and three")).toBeNull();
    expect(read("one two and three", 0, true)?.names).toEqual(["Pos_1", "Pos_2", "Pos_3"]);
  });

  it("refuses a range that runs down or over fifty numbers: the list ends before it", () => {
    expect(read("position 1 to 51")?.unknown).toHaveLength(48);
    expect(read("position 1 to 52")).toEqual({ names: ["Pos_1"], unknown: [], next: 2 });
    expect(read("position 3 to 1")).toEqual({ names: ["Pos_3"], unknown: [], next: 2 });
  });

  it("reads the first or last N of a group, when the group has N", () => {
    expect(read("the first two positions", 1)).toEqual({ names: ["Pos_1", "Pos_2"], unknown: [], next: 4 });
    expect(read("the last two safe positions", 1)?.names).toEqual(["Safe_Pos_2", "Safe_Pos_3"]);
    expect(read("inspect the first two", 2)?.names).toEqual(["Pos_1", "Pos_2"]);
    expect(read("the first four positions", 1)).toBeNull();
  });

  it("reads ordinals, the last and the middle one", () => {
    expect(read("the second safe position")).toEqual({ names: ["Safe_Pos_2"], unknown: [], next: 4 });
    expect(read("the first and third positions")?.names).toEqual(["Pos_1", "Pos_3"]);
    expect(read("the third one")).toEqual({ names: ["Pos_3"], unknown: [], next: 3 });
    expect(read("inspect the third", 2)).toEqual({ names: ["Pos_3"], unknown: [], next: 3 });
    expect(read("the third weld", 1)).toBeNull();
    expect(read("the last one")?.names).toEqual(["Pos_3"]);
    expect(read("the middle safe position")?.names).toEqual(["Safe_Pos_2"]);
  });

  it("reads a count before a plural noun as all of them, not as a place number", () => {
    expect(read("all three positions", 1)).toEqual({ mention: { kind: "all", count: 3 }, next: 3 });
    expect(read("3 positions")).toEqual({ mention: { kind: "all", count: 3 }, next: 2 });
    expect(read("2 position")).toEqual({ names: ["Pos_2"], unknown: [], next: 1 });
  });
});

describe("position references, paint shop cell", () => {
  const read = reader("paintshop");

  it("reads lists and ranges over the cell's own nouns", () => {
    expect(read("booth 1 to 3")).toEqual({ names: ["Booth_1", "Booth_2", "Booth_3"], unknown: [], next: 4 });
    expect(read("booths one and two")?.names).toEqual(["Booth_1", "Booth_2"]);
    expect(read("bay # 2 and # 3")?.names).toEqual(["Booth_2", "Booth_3"]);
    expect(read("booth 1 to 60")).toEqual({ names: ["Booth_1"], unknown: [], next: 2 });
  });

  it("reads first or last N, ordinals, the last and the middle one, and counts", () => {
    expect(read("the first two booths", 1)?.names).toEqual(["Booth_1", "Booth_2"]);
    expect(read("the second station")?.names).toEqual(["Booth_2"]);
    expect(read("the last booth")?.names).toEqual(["Booth_3"]);
    expect(read("the middle one")?.names).toEqual(["Booth_2"]);
    expect(read("all three booths", 1)).toEqual({ mention: { kind: "all", count: 3 }, next: 3 });
  });
});
