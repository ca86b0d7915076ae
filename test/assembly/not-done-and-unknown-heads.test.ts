import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements, CLUB } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * What the cell cannot do (`product.not_done` of the cell file: "on the side", "toasted", "cut in
 * half", "open faced") and words it does not know at the head of a list ("avocado, ham and
 * cheese"): the order waits for review, naming them — never built as if they were not said, and an
 * unknown word is never taken for whom the order is for. On the sandwich cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
type Result = ReturnType<typeof interpret>;
const acts = (result: Result) => result !== null && result.sequence.length > 0;
const unexplained = (result: Result) => result?.account?.unexplained ?? [];

describe("what the cell does not do to a product", () => {
  it("waits, naming what it would not do", () => {
    const side = interpret("a veggie, cheese on the side");
    expect(acts(side)).toBe(false);
    expect(unexplained(side)).toContain("side");
    for (const text of [
      "a toasted club",
      "one blt, toasted please",
      "a club cut in half",
      "an open-faced veggie",
    ])
      expect(acts(interpret(text))).toBe(false);
    expect(acts(renamed("a club with the rice on the side"))).toBe(false);
  });

  it("a zone's side and the recipe 'grilled cheese' still build", () => {
    expect(placements(interpret("a club on the left side"))).toEqual({ assembly_left: CLUB });
    expect(acts(interpret("a grilled cheese"))).toBe(true);
  });
});

describe("a word at the head of a list", () => {
  it("an unknown word is an item the cell lacks, not an owner", () => {
    for (const text of [
      "avocado, ham and cheese",
      "pickles, bread, cheese, bread",
      "Avocado, ham and cheese",
    ]) {
      const result = interpret(text);
      expect(acts(result)).toBe(false);
      expect(result!.interpretation).not.toContain(" for ");
    }
    expect(acts(renamed("olives, fish and rice"))).toBe(false);
  });

  it("a person said before a colon is still whom the order is for", () => {
    expect(interpret("me: club")!.interpretation).toContain("club for me");
    expect(interpret("Maria: a club")!.interpretation).toContain("club for Maria");
    expect(interpret("our daughter: a club")!.interpretation).toContain("for our daughter");
    const lena = renamed("Lena: a club, hold the ginger");
    expect(placements(lena)).toEqual({
      assembly_fixture: CLUB.filter((l) => l !== "tomato").map(renameText),
    });
  });
});
