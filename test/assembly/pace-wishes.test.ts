import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A pace asked as a wish, with its reason said of anyone: a noun as the reason's subject
 * ("guest's in a hurry", "the kids are getting nervous") and a state said as coming on ("we're
 * getting behind schedule") are the reason, read beside the pace it agrees with. For every
 * assembly cell (the renamed one too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const understood = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained ?? []).length === 0;

describe("a reason for a pace said of someone", () => {
  it("is read beside the pace, which comes first", () => {
    const result = interpret("a blt, and make it snappy, guest's in a hurry");
    expect(instructions(result)[0]).toBe("adjust_speed");
    expect(result?.sequence[0].params).toEqual({ level: "fast" });
    expect(layers(result)).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    expect(understood(result)).toBe(true);
    const platter = renamed("a fish platter, quickly, customer's in a rush");
    expect(platter?.sequence[0].params).toEqual({ level: "fast" });
    expect(understood(platter)).toBe(true);
  });

  it("may be said as coming on", () => {
    for (const [said, level] of [
      ["please go more slow, the kids are getting nervous", "slow"],
      ["ham on rye, quick, we're getting behind schedule", "fast"],
    ]) {
      const result = interpret(said);
      expect(result?.sequence[0].params, said).toEqual({ level });
      expect(understood(result), said).toBe(true);
    }
  });

  it("alone, is not acted on", () => {
    const result = interpret("a club, the customer's getting nervous");
    expect(understood(result)).toBe(false);
  });
});
