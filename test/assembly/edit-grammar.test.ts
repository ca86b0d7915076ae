import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileOf, generateGrammar } from "../../scripts/generate-grammar.mjs";
import { interpret, sceneWith } from "./support/interpret.js";

/** The layers a command stacks (or would, when it is held for review), in order. */
const stacked = (text: string, options: Parameters<typeof interpret>[1] = {}) => {
  const result = interpret(text, options)!;
  return [...result.sequence, ...(result.held_sequence ?? [])]
    .map((step) => (step.instruction === "add_layer" ? String(step.params.item) : step.instruction))
    .join(" ");
};
/** A command said about the live stack on the fixture (a blt). */
const onBlt = (text: string) =>
  stacked(text, {
    scene: sceneWith({ stacks: { assembly_fixture: ["bread", "meat", "lettuce", "tomato", "bread"] } }),
  });

describe("recipe edit grammar", () => {
  it("takes out what a removing word names, and goes on over 'and' and ','", () => {
    expect(stacked("make a blt with no tomato")).toBe("bread meat lettuce bread");
    expect(stacked("make a blt no tomato and lettuce")).toBe("bread meat bread");
    expect(stacked("make a blt no tomato, lettuce")).toBe("bread meat bread");
    expect(stacked("make a blt except tomato")).toBe("bread meat lettuce bread");
  });

  it("reads a negated 'with' as a removal, and 'not too' as none", () => {
    expect(stacked("make a blt not with tomato")).toBe("bread meat lettuce bread");
    expect(stacked("make a blt not too much tomato")).toBe("bread meat lettuce tomato bread");
  });

  it("doubles or triples what a doubling word names", () => {
    expect(stacked("make a cheese sandwich with double cheese")).toBe("bread cheese cheese bread");
    expect(stacked("make a cheese sandwich with triple cheese")).toBe("bread cheese cheese cheese bread");
  });

  it("swaps the first item for the second, and 'substitute' the other way round", () => {
    const swapped = "clear_assembly bread meat cheese tomato bread";
    expect(onBlt("swap the lettuce for cheese")).toBe(swapped);
    expect(onBlt("replace the lettuce with cheese")).toBe(swapped);
    expect(onBlt("substitute cheese for lettuce")).toBe(swapped);
    expect(stacked("make a blt with cheese instead of lettuce")).toBe("bread meat cheese tomato bread");
  });

  it("ends an edit at 'but'", () => {
    expect(stacked("make a blt without tomato but with cheese")).toBe("bread meat lettuce cheese bread");
  });

  it("is what Peggy generates from the grammar (run `npm run grammar` after changing it)", () => {
    expect(readFileSync(fileOf("edit", "js"), "utf8")).toBe(generateGrammar(".", "edit"));
  });
});
