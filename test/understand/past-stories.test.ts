import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { move, paint, stepsOf } from "./support.js";

/*
 * A story of an earlier time beside an order (`past-story.ts`): a complaint or memory holding a
 * time before now ("last time", "the last one", "yesterday", "twice already") that names nothing of
 * the cell and holds no wish, negation or instruction orders nothing. For every cell.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a story of an earlier time beside an order", () => {
  it("assembly: orders nothing, the order is made", () => {
    for (const said of [
      "a veggie please. Last time it was a disaster.",
      "a veggie; the last one fell over before I got to it",
      "a veggie. Yesterday it was a total mess, honestly.",
      "a veggie, I've had to ask for this twice already",
    ])
      expect(layers(interpret(said)), said).toEqual(["bread", "lettuce", "tomato", "cheese", "bread"]);
    expect(layers(renamed("a veggie. The last one was the wrong way round."))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "rice",
      "wafer",
    ]);
  });

  it("graph cells: a remark", () => {
    expect(stepsOf("go home. Last time it was a disaster.")).toEqual([move("Home")]);
    expect(paint("go home, yesterday it was the wrong way round")).toEqual([move("Home")]);
  });

  it("a story naming the cell, or with a wish or a time of now, still waits", () => {
    for (const said of [
      "a veggie. Last time you forgot the cheese.",
      "a veggie. Last time it was slow, this time hurry",
      "a veggie. Last time it was the wrong way round, so don't",
    ])
      expect(interpret(said)?.sequence, said).toEqual([]);
    // An error owned may take back what was done: no story.
    expect(interpret("Sorry, my mistake earlier, a veggie please")?.interpretation).toMatch(/^clear/);
  });
});
