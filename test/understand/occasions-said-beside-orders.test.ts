import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { move, paint, stepsOf } from "./support.js";

/*
 * A sentence naming an occasion beside an order ("Busy week.", "It's exam season.", "Leg day
 * tomorrow."): no verb, a few words that could not instruct, a noun of a stretch of time or an
 * event, and at most a time that is now or next. It orders nothing, on every cell; a time alone or
 * a bare verb with its object still waits.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("an occasion said as a sentence", () => {
  it("graph cells: talk", () => {
    expect(stepsOf("go home. Busy week.")).toEqual([move("Home")]);
    expect(paint("go home. Audit day tomorrow.")).toEqual([move("Home")]);
  });

  it("assembly: the order as said", () => {
    expect(layers(interpret("a veggie. Busy week."))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("a BLT. It's exam season."))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("Game day tomorrow. A club."))).toHaveLength(6);
    expect(layers(renamed("a club. Long shift this week."))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "ginger",
      "wafer",
    ]);
  });

  it("a time alone or a bare verb and its object still waits", () => {
    expect(interpret("a club. Tomorrow.")?.sequence).toEqual([]);
    expect(interpret("a club. Sweep floor.")?.sequence).toEqual([]);
    expect(interpret("a club. Exams.")?.sequence).toEqual([]);
  });
});
