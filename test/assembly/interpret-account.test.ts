import { describe, expect, it } from "vitest";
import { interpret, layers } from "./support/interpret.js";

const heldLayers = (text: string) => {
  const result = interpret(text)!;
  return (result.held_sequence ?? []).filter((s) => s.instruction === "add_layer").map((s) => s.params.item);
};

describe("the account of an assembly command", () => {
  it("places every word of a clear command, and the result acts", () => {
    const result = interpret("um please add bread, cheese and tomato on the left")!;
    expect(result.account?.unexplained).toEqual([]);
    expect(result.account?.used).toEqual(
      expect.arrayContaining([
        { text: "add", as: "verb" },
        { text: "bread", as: "name" },
        { text: "left", as: "name" },
        { text: "please", as: "filler" },
      ]),
    );
    expect(layers(result)).toEqual(["bread", "cheese", "tomato"]);
  });

  it.each([
    ["make a classic on the left twice", "twice"],
    ["make a blt unless you are out of tomato", "unless"],
    ["make a club excluding tomato", "excluding"],
    ["make a blt after the veggie", "after"],
    ["make a blt before the veggie", "before"],
    ["make a veggie in case it rains", "in case"],
  ])("%s: the words it could not place hold the build for review, never executable", (text, word) => {
    const result = interpret(text)!;
    expect(result.account?.unexplained).toContain(word);
    expect(result.sequence).toEqual([]);
    expect(result.held_sequence?.length).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.user_feedback).toContain(`"${word}"`);
  });

  it("a typo or a sound slip is read onto cell words only, and costs nothing in the account", () => {
    expect(layers(interpret("add chese and tomatoe"))).toEqual(["cheese", "tomato"]);
    expect(interpret("add chese and tomatoe")!.account?.unexplained).toEqual([]);
    // "including" is never read as the exclusion it is one slip from.
    expect(layers(interpret("make a club including extra cheese"))).toContain("cheese");
  });

  it("learning frames carry their own layers and name, never the previous line's", () => {
    const lastSequence = [{ instruction: "add_layer", params: { item: "meat" } }];
    for (const [text, name, expected] of [
      ["save this as snack: bread, tomato, bread", "snack", ["bread", "tomato", "bread"]],
      ["remember bread, meat, bread as the simple", "simple", ["bread", "meat", "bread"]],
      ["bread, cheese, bread. call it the plain", "plain", ["bread", "cheese", "bread"]],
      [
        "save a club without tomato as the light club",
        "light_club",
        ["bread", "meat", "cheese", "lettuce", "bread"],
      ],
    ] as const) {
      const result = interpret(text, { lastSequence })!;
      expect(result.composite_name, text).toBe(name);
      expect(layers(result), text).toEqual(expected);
    }
  });

  it("a zone said once governs the list it heads; a count says how many layers the list has", () => {
    const zoned = interpret("on the right side: bread, meat, cheese, bread")!;
    expect(zoned.sequence[0]).toEqual({ instruction: "set_active_zone", params: { zone: "assembly_right" } });
    expect(layers(zoned)).toEqual(["bread", "meat", "cheese", "bread"]);
    expect(layers(interpret("only two layers, bread and tomato"))).toEqual(["bread", "tomato"]);
    expect(interpret("three layers: bread and tomato")!.sequence).toEqual([]);
    expect(heldLayers("three layers: bread and tomato")).toEqual([]);
  });

  it("spoken numbers before a unit are distances; 'but first' goes first", () => {
    expect(interpret("move left for centimeters")!.sequence).toEqual([
      { instruction: "move_relative", params: { direction: "left", distance_cm: 4 } },
    ]);
    expect(interpret("move up to centimeters")!.sequence[0].params.distance_cm).toBe(2);
    const ordered = interpret("put bread cheese bread on the right but first go home")!;
    expect(ordered.sequence[0].instruction).toBe("go_home");
    expect(layers(ordered)).toEqual(["bread", "cheese", "bread"]);
  });
});
