import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A construction word of the dialect (words.ts: "swap", "keep", "remember", "stay", "rather" …)
 * is accounted for only when the construction that gives it meaning read it; said where none did,
 * the order waits for review and the word is named as unexplained. Function words ("nice", "side")
 * stay harmless. For every assembly cell (the renamed one too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

const waitsOn = (result: ReturnType<typeof interpret>) => ({
  held: Boolean(result?.held_sequence),
  unexplained: result?.account?.unexplained ?? [],
});

describe("a construction word no construction read", () => {
  it("leaves the order waiting for review, naming the word", () => {
    for (const [text, word] of [
      ["make a club and remember", "remember"],
      ["a veggie, stay", "stay"],
      ["a classic, empty", "empty"],
      ["make two classics, repeat", "repeat"],
      ["a club, pace yourself", "pace"],
      ["a veggie rather", "rather"],
      ["a classic on the left, save", "save"],
      ["keep things nice, a club", "keep"],
    ] as const) {
      const result = waitsOn(interpret(text));
      expect(result.held, text).toBe(true);
      expect(result.unexplained, text).toContain(word);
    }
  });

  it("does so on the renamed cell too", () => {
    for (const [text, word] of [
      ["a club with rice, and remember", "remember"],
      ["keep things nice, two veggies", "keep"],
      ["a platter of fish and ginger, stay", "stay"],
    ] as const) {
      const result = waitsOn(renamed(text));
      expect(result.held, text).toBe(true);
      expect(result.unexplained, text).toContain(word);
    }
  });
});

describe("a construction word its construction read", () => {
  it("is accounted for and the command runs", () => {
    for (const text of [
      "forget that, scrap it, start over",
      "hold on, put it back",
      "wait a jiffy",
      "pause for 2 seconds",
      "head back home",
      "a club, keep it",
      "set the speed to the usual",
      "make a veggie and call it the garden",
      "replace the ham with cheese on a club",
    ]) {
      const result = interpret(text);
      expect(result?.held_sequence, text).toBeFalsy();
      expect(result?.account?.unexplained, text).toEqual([]);
      expect(result?.sequence.length, text).toBeGreaterThan(0);
    }
  });

  it("reads a plain word before a recipe as the recipe as written, even one that names a recipe", () => {
    expect(layers(interpret("one normal veggie please"))).toEqual(VEGGIE);
    const regular = interpret("a regular veggie on the left");
    expect(layers(regular)).toEqual(VEGGIE);
    expect(regular?.account?.unexplained).toEqual([]);
    expect(renamed("a normal veggie")?.account?.unexplained).toEqual([]);
  });

  it("reads an adding modifier said with -ing", () => {
    const result = interpret("a veggie including extra cheese");
    expect(layers(result)).toEqual(["bread", "lettuce", "tomato", "cheese", "cheese", "bread"]);
    expect(result?.account?.unexplained).toEqual([]);
  });
});
