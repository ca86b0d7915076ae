import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, interpret, layers } from "./support/interpret.js";
import { renameText, renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Words that say a product is changed or placed otherwise, where the result shows no change: "a
 * club in reverse", "a club but put the cheese first" (the cheese went on top of the club), and "two clubs, both on the left" (they went left
 * and right; a zone holds one product). Each waits for review. Checked on the sandwich cell and on
 * its renamed copy. So does "only ITEM" that the product does not show: "a club, no tomato, only
 * cheese" took the cheese out.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

const waits = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained.length ?? 0) > 0 || (result?.sequence.length ?? 0) === 0;

describe("words that must change the result", () => {
  it.each([
    "the veggie in reverse",
    "a blt backwards",
    "a veggie but put the tomato first",
    "two blts, both in the middle",
    "a club and a veggie, both on the right",
    "a blt, hold the lettuce, just tomato",
    "a veggie, only lettuce",
  ])("%s waits for review", (said) => {
    expect(waits(interpret(said))).toBe(true);
    expect(waits(renamed(renameText(said)))).toBe(true);
  });
  it.each([
    ["a club, cheese instead of tomato", ["bread", "meat", "cheese", "lettuce", "cheese", "bread"]],
    ["a club", CLUB],
  ])("%s still changes what it says", (said, expected) => {
    const result = interpret(said);
    expect(result?.account?.unexplained).toEqual([]);
    expect(layers(result)).toEqual(expected);
  });
});
