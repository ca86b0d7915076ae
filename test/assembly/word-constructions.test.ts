import { describe, expect, it } from "vitest";
import { matchCellWord } from "../../src/understand/match-cell-word.js";
import { buildWordLexicon } from "../../src/understand/word-lexicon.js";
import { instructions, interpret, layers, placements } from "./support/interpret.js";

describe("words that order, and words that are verbs", () => {
  it("after a comma and before an item, 'after' is 'then'; elsewhere it still asks", () => {
    expect(layers(interpret("toast, after ham, after toast"))).toEqual(["bread", "meat", "bread"]);
    expect(placements(interpret("put cheese on the right, after ham on it"))).toEqual({
      assembly_right: ["cheese", "meat"],
    });
    expect(interpret("a BLT after the veggie")?.sequence).toEqual([]);
  });

  it("a verb said with -ing is the verb", () => {
    expect(instructions(interpret("clearing the right zone please"))).toEqual([
      "set_active_zone",
      "clear_assembly",
    ]);
    expect(layers(interpret("start building a veggie"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
  });

  it("a particle of a build verb or a stand-in object is no ingredient", () => {
    expect(layers(interpret("put together a club"))).toHaveLength(6);
    expect(interpret("slow things down a bit")?.sequence).toEqual([
      { instruction: "adjust_speed", params: { level: "slow" } },
    ]);
  });

  it("'everything' after a verb that builds nothing is no list of layers", () => {
    for (const text of ["could you speed everything up", "remove everything"])
      expect(instructions(interpret(text))).not.toContain("add_layer");
  });

  it("only a word in an ingredient slot is reported as a missing ingredient", () => {
    expect(interpret("add cheese pickles")?.user_feedback).toMatch(/I don't have pickles/);
    const verb = interpret("a club where the ham sits sideways");
    expect(verb?.user_feedback).not.toMatch(/I don't have/);
    expect(verb?.sequence).toEqual([]);
  });

  it("'won' where 'one' is a pronoun is 'one'", () => {
    const zones = placements(interpret("a club on the left and won on the right"));
    expect(Object.keys(zones).sort()).toEqual(["assembly_left", "assembly_right"]);
    expect(layers(interpret("put won piece of ham"))).toEqual(["meat"]);
  });

  it("'the X you are holding' is the held tile, and 'back where it belongs' is back", () => {
    for (const text of [
      "put the ham you're holding back where it belongs",
      "drop what you have in the gripper back where it was",
      "place back what you have in your hand",
    ])
      expect(instructions(interpret(text))).toEqual(["return_to_stack"]);
  });

  it("'stop' ends the speed it names; 'go normal' is the normal speed", () => {
    const speeds = (text: string) => interpret(text)?.sequence.map((step) => step.params.level);
    expect(speeds("stop going slow")).toEqual(["normal"]);
    expect(speeds("stop moving slowly, go fast")).toEqual(["normal", "fast"]);
    expect(speeds("please run regular")).toEqual(["normal"]);
    expect(layers(interpret("make a regular"))).toHaveLength(5);
  });

  it("clearing: a named zone restricts 'everything'; 'remove all' clears", () => {
    const cleared = (text: string) =>
      interpret(text)
        ?.sequence.filter((step) => step.instruction === "set_active_zone")
        .map((step) => step.params.zone);
    expect(cleared("clear everything on the right side")).toEqual(["assembly_right"]);
    expect(cleared("remove everything from the left")).toEqual(["assembly_left"]);
    expect(cleared("empty both sides")).toEqual(["assembly_left", "assembly_right"]);
    expect(cleared("empty every stack")).toHaveLength(3);
    expect(instructions(interpret("remove all from the fixture"))).toEqual(["clear_assembly"]);
  });

  it("a speed change said to come first goes first", () => {
    expect(instructions(interpret("build a club, but go slowly first"))[0]).toBe("adjust_speed");
    expect(instructions(interpret("speed up first, then stack toast and ham"))[0]).toBe("adjust_speed");
  });

  it("a word of degree inside a creative pattern keeps it creative", () => {
    expect(interpret("make me something very different")?.is_creative).toBe(true);
  });

  it("a known word only inside a longer cell phrase is no typo target", () => {
    const lexicon = buildWordLexicon(
      [{ phrase: "easy does it", sense: { kind: "speed", value: "slow" } }],
      ["does"],
    );
    expect(matchCellWord("goes", lexicon)).toBeNull();
    expect(matchCellWord("eesy", lexicon)?.word).toBe("easy");
  });
});
