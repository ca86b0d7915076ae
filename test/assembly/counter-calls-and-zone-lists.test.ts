import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { CLUB, interpret, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A counter's calls and shorthand: zones clipped to a letter and listed ("L + R", "on L and R",
 * "on R"), a header that names the next or a new ticket ("next ticket:", "new order -") and the
 * kitchen's calls ("order up!", "heads up"), which order nothing themselves.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const unexplained = (result: ReturnType<typeof interpret>) => result?.account?.unexplained ?? [];
const BLT = ["bread", "meat", "lettuce", "tomato", "bread"];

describe("zones clipped to a letter and listed", () => {
  it.each(["2x club, L + R", "a club L and R", "a club on L and R", "2 clubs L & R"])("%s", (said) => {
    const result = interpret(said);
    expect(placements(result)).toEqual({ assembly_left: CLUB, assembly_right: CLUB });
    expect(unexplained(result)).toEqual([]);
  });
  it("a clip right after its preposition", () =>
    expect(placements(interpret("a blt on R"))).toEqual({ assembly_right: BLT }));
  it("on the renamed cell", () =>
    expect(Object.keys(placements(renamed("a club on L and R")))).toEqual([
      "assembly_left",
      "assembly_right",
    ]));
});

describe("a ticket's header and the kitchen's calls", () => {
  it.each([
    ["next ticket: a blt, no tom", ["bread", "meat", "lettuce", "bread"]],
    ["new order - a blt", BLT],
    ["ORDER UP!! 1 BLT", BLT],
    ["heads up, a blt", BLT],
  ])("%s", (said, expected) => {
    const result = interpret(said);
    expect(Object.values(placements(result))).toEqual([expected]);
    expect(unexplained(result)).toEqual([]);
  });
  it("a call alone orders nothing", () => expect(interpret("order up!")?.sequence ?? []).toEqual([]));
});

describe("the other side is the one opposite the side named", () => {
  it.each([
    ["a club on the left and a blt on the other side", { assembly_left: CLUB, assembly_right: BLT }],
    ["a blt on the right, and a club on the other side", { assembly_right: BLT, assembly_left: CLUB }],
    ["cheese on the left, ham on the other end", { assembly_left: ["cheese"], assembly_right: ["meat"] }],
  ])("%s", (said, expected) => expect(placements(interpret(said))).toEqual(expected));
  it("on the renamed cell", () =>
    expect(placements(renamed("rice on the left, fish on the other side"))).toEqual({
      assembly_left: ["rice"],
      assembly_right: ["fish"],
    }));
});

describe("a story about someone else beside the order orders nothing", () => {
  it.each([
    ["a blt please. She's ever so particular.", BLT],
    [
      "a club without cheese. The doctor says I must watch my cholesterol.",
      ["bread", "meat", "lettuce", "tomato", "bread"],
    ],
  ])("%s", (said, expected) => {
    const result = interpret(said);
    expect(Object.values(placements(result))).toEqual([expected]);
    expect(unexplained(result)).toEqual([]);
  });
  it("a story with a wish, a cell word or a list of people is no story", () => {
    expect(unexplained(interpret("a club. my husband wants it on the left"))).not.toEqual([]);
    expect(unexplained(interpret("a club. she said put it back"))).not.toEqual([]);
    // a reason for a pace said of someone is the dialect's, never a story
    expect(unexplained(interpret("a club, my husband's getting nervous"))).not.toEqual([]);
  });
});
