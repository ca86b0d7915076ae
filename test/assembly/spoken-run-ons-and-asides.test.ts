import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Words run together or clipped, and asides said around an order (sandwich.blind7's asked lines),
 * for every assembly cell, with other phrasings than the set's.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const steps = (result: ReturnType<typeof interpret>) =>
  (result?.sequence ?? []).map((step) => [step.instruction, ...Object.values(step.params)].join(":"));

describe("words run together", () => {
  it("split where both halves are cell or grammar words and one is a cell word or verb", () => {
    expect(placements(interpret("buildme a veggie on the left"))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(layers(renamed("a clubwith no ginger"))).toEqual(["wafer", "fish", "rice", "seaweed", "wafer"]);
  });

  it("an English word that only splits into grammar words stays as said", () => {
    expect(steps(interpret("add cheese, theres someone here"))).toEqual([]);
  });
});

describe("a clipped verb", () => {
  it("competes with the cell's words: 'clr' clears, never moves 'closer'", () => {
    expect(steps(interpret("clr R"))).toEqual(["set_active_zone:assembly_right", "clear_assembly"]);
    expect(instructions(renamed("clr the left"))).toEqual(["set_active_zone", "clear_assembly"]);
  });
});

describe("asides around an order", () => {
  it("'like' before a verb after 'you' is a hesitation", () => {
    expect(steps(interpret("could you like slow it down"))).toEqual(["adjust_speed:slow"]);
  });

  it("a pace reason said first, set off by a comma or dash, is the reason of the order's pace", () => {
    expect(steps(interpret("im in a rush, could you make a cheese sandwich quickly")).slice(0, 2)).toEqual([
      "adjust_speed:fast",
      "add_layer:bread",
    ]);
  });

  it("who the order is for changes nothing", () => {
    expect(placements(renamed("a veggie on the right for the customers"))).toEqual({
      assembly_right: ["wafer", "seaweed", "ginger", "rice", "wafer"],
    });
  });
});

describe("a wait before going on", () => {
  it("'before you continue / go on' names no clause of its own", () => {
    expect(steps(interpret("pause 4 seconds before you proceed"))).toEqual(["wait:4"]);
    expect(steps(renamed("wait a moment before you go on."))).toEqual(steps(interpret("wait a moment")));
  });
});
