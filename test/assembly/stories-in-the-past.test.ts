import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, interpret, layers } from "./support/interpret.js";
import { renameText, renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A story in the past tense about the cell's things orders nothing: "I had a club for lunch" built
 * a club, "last time the club was too big" built one as if nothing had been said. The clause's past
 * words are read by no construction, so the order waits for review. Polite past frames ("I was
 * wondering whether …"), relative clauses ("where it was") and orders stay as they were. Checked on
 * the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

const waits = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained.length ?? 0) > 0 || (result?.sequence.length ?? 0) === 0;

describe("a story in the past tense", () => {
  it.each([
    "we ate a veggie at the fair",
    "my wife had the blt on Sunday",
    "the cheese sandwich was lovely yesterday",
    "a club, the last one was far too salty",
    "last week you made me a classic",
    "tomato was what we ordered",
  ])("%s waits for review", (said) => {
    expect(waits(interpret(said))).toBe(true);
    expect(waits(renamed(renameText(said)))).toBe(true);
  });
  it.each([
    ["I was hoping you could make a club", CLUB],
    ["make a club like the one I had", null],
  ])("%s is no story", (said, expected) => {
    const result = interpret(said);
    if (expected) {
      expect(layers(result)).toEqual(expected);
      expect(result?.account?.unexplained).toEqual([]);
    }
    expect(result?.account?.unexplained ?? []).not.toContain("had");
  });
  it("a return to where a thing was is no story", () =>
    expect(interpret("put the tomato back where it was")?.account?.unexplained).toEqual([]));
});
