import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * An item the cell lacks, taken out, changes nothing ("there is no mayo in this cell anyway"); it
 * is held only when it may be a misheard name of something a removal takes out — an item or a
 * recipe ("no tamto") — never when it is only near a place word ("mayo" and the zone word "main").
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("an item the cell lacks, taken out", () => {
  it("changes nothing, even when it sounds like a place word", () => {
    for (const text of ["a blt, hold the mayo", "a blt without mayo please", "BLT, no mayo."])
      expect(layers(interpret(text))).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    expect(layers(renamed("a club, hold the mayo"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("a slip of an item's name still waits", () => {
    expect(interpret("a club, no tamto")?.sequence).toEqual([]);
    expect(renamed("a club, no tamto")?.sequence).toEqual([]);
  });
});
