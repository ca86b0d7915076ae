import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A word the account calls used must show in the result (assembly cells): a question word in an
 * order, a negation that leaves its item in, a distance that moves nothing — each holds the
 * command for review, on every assembly cell (tested renamed too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const held = (result: ReturnType<typeof interpret>) =>
  (result?.sequence.length ?? 0) === 0 && (result?.held_sequence?.length ?? 0) > 0;

describe("a question word never orders", () => {
  it("asking what a recipe holds builds nothing", () => {
    for (const text of ["what's in a blt?", "what goes in the club", "which things are in a veggie"])
      expect(interpret(text)?.sequence ?? [], text).toEqual([]);
    expect(renamed("what's in a blt?")?.sequence ?? []).toEqual([]);
  });

  it("a relative clause after a name and a suggestion still order", () => {
    expect(layers(interpret("a blt where the tomato goes first"))).toEqual([
      "bread",
      "tomato",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("how about a cheese sandwich"))).toEqual(["bread", "cheese", "bread"]);
  });
});

describe("a negation must take its item out", () => {
  it("an item said not to be wanted that is still added holds the build", () => {
    for (const text of ["a blt please, lettuce is not fresh", "club sandwich. cheese not melted"]) {
      const result = interpret(text);
      expect(held(result), text).toBe(true);
      expect(result?.account?.unexplained, text).toContain("not");
    }
    expect(held(renamed("a blt please, seaweed is not fresh"))).toBe(true);
  });

  it("a negation that takes it out, or speaks of an amount, is read", () => {
    expect(layers(interpret("a blt but without the lettuce"))).toEqual(["bread", "meat", "tomato", "bread"]);
    expect(layers(interpret("make a blt not too much tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
  });
});

describe("a distance must move the arm", () => {
  it("a distance is moved by, or the command is held", () => {
    for (const text of ["go over to the left side 4 centimeters", "to the right zone 2 cm please"]) {
      const result = interpret(text);
      const moves = result?.sequence.some((step) => step.instruction === "move_relative");
      expect(moves || (result?.account?.unexplained ?? []).length > 0, text).toBe(true);
    }
  });

  it("a distance that moves is read", () => {
    const result = interpret("move left 4 centimeters");
    expect(result?.sequence.some((step) => step.instruction === "move_relative")).toBe(true);
    expect(result?.account?.unexplained ?? []).toEqual([]);
  });
});

describe("a negated action is never done", () => {
  it("an action said not to be done holds the command", () => {
    for (const text of ["don't clear the table", "do not go home", "please never go home"]) {
      const result = interpret(text);
      expect(result?.sequence ?? [], text).toEqual([]);
    }
    expect(renamed("don't clear the table")?.sequence ?? []).toEqual([]);
  });

  it("'no' before a verb is an interjection, and 'never mind' is no negation", () => {
    expect(interpret("no wait put the tile back")?.sequence.map((step) => step.instruction)).toEqual([
      "return_to_stack",
    ]);
    expect(interpret("never mind, start over")?.sequence.length).toBeGreaterThan(0);
  });
});

describe("one count over two fillings names a product", () => {
  it("waits for review when read as bare layers", () => {
    for (const said of [
      "two turkey and swiss please",
      "I'll have a bacon n lettuce",
      "one ham and tomato on the right",
    ])
      expect(interpret(said)?.account?.unexplained, said).not.toEqual([]);
    expect(renamed("a fish and rice for me")?.account?.unexplained).not.toEqual([]);
  });

  it("leaves layers said as layers alone", () => {
    for (const said of [
      "ham and cheese",
      "add a ham and cheese",
      "just 2 layers a bun and tomato",
      "a cheese and a tomato",
    ])
      expect(interpret(said)?.account?.unexplained, said).toEqual([]);
  });
});

describe('a choice said in an order ("a club or a blt")', () => {
  it("holds the build: making both is not what was said, picking one a guess", () => {
    for (const text of [
      "a veggie or a cheese sandwich",
      "one blt on the middle or the left",
      "ham or cheese on a blt",
    ])
      expect(held(interpret(text)), text).toBe(true);
    expect(held(renamed("a veggie or a cheese sandwich"))).toBe(true);
  });
  it('"or" after a negation joins what is left out; "or not" is a question\'s tag', () => {
    expect(layers(interpret("a veggie, no lettuce or tomato"))).toEqual(["bread", "cheese", "bread"]);
    expect(layers(interpret("a club with no cheese or lettuce"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
  });
});
