import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { move, paint, stepsOf } from "./support.js";

/*
 * A statement closing a sentence where a transcript lost the comma before it ("speed it up we're
 * slammed", "go home I'm done for today"): a subject and its verb said after the command open it
 * ("we're", "I'm", "we are"; never "were" after "that", "they" …). It is a remark under the same
 * terms as one set off by a comma: nothing in it could instruct. A reason for a pace said so is read
 * with the pace it agrees with, and asks when it disagrees. For every cell.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const understood = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained ?? []).length === 0;

describe("a statement after a command with no mark between", () => {
  it("graph cells: a remark", () => {
    expect(stepsOf("go home we're swamped")).toEqual([move("Home")]);
    expect(paint("go home we are slammed today")).toEqual([move("Home")]);
  });

  it("assembly: a pace with its reason", () => {
    for (const said of [
      "hurry up we're swamped today",
      "yo speed it up im in a rush",
      "go quicker we are busy",
    ]) {
      const result = interpret(said);
      expect(
        result?.sequence.map((step) => step.params),
        said,
      ).toEqual([{ level: "fast" }]);
      expect(understood(result), said).toBe(true);
    }
    const slow = renamed("take it easy we're a bit nervous");
    expect(slow?.sequence.map((step) => step.params)).toEqual([{ level: "slow" }]);
  });

  it("a reason that disagrees with the pace asks, with or without the comma", () => {
    for (const said of ["go faster we're nervous", "go faster, we're nervous", "speed up I'm scared"])
      expect(interpret(said)?.sequence, said).toEqual([]);
  });

  it("a statement naming a thing of the cell is no remark", () => {
    expect(understood(renamed("go home we are sorry about the ginger"))).toBe(false);
    expect(layers(interpret("go home I'm holding cheese"))).toEqual([]);
  });
});
