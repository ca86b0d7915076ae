import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSequence } from "../../src/assembly/compile-sequence.js";
import { groupSceneErrors, numberRanges } from "../../src/assembly/group-scene-errors.js";
import { verifyAssemblyRun } from "../../src/assembly/verify-assembly-run.js";
import { cell, sceneWith } from "./support/interpret.js";

const add = (item: string) => ({ instruction: "add_layer", params: { item } });

describe("scene refusal reasons", () => {
  it("a full stack is reported once with the instructions it refuses", () => {
    const scene = sceneWith({
      active_zone: "assembly_left",
      stacks: { assembly_left: ["bread", "meat", "meat", "cheese", "cheese", "lettuce", "tomato"] },
    });
    const sequence = [add("bread"), add("meat"), add("cheese"), add("tomato"), add("lettuce"), add("bread")];
    const compiled = compileSequence(sequence, cell, scene);
    expect(compiled.errors).toHaveLength(5);
    const verification = verifyAssemblyRun(
      cell,
      scene.current_position,
      compiled.primitives,
      compiled.errors,
    );
    expect(verification.valid).toBe(false);
    expect(verification.tool_conflicts).toEqual([
      "Instructions 2\u20136: the stack on assembly_left is full (8 layers)",
    ]);
    expect(verification.feedback).toBe(
      "Instructions 2\u20136: the stack on assembly_left is full (8 layers)",
    );
  });

  it("keeps a reason met once as it is, and distinct reasons apart in order", () => {
    const lines = [
      "Instruction 1: add_layer: assembly_fixture already has 5 tiles of meat (the most per stack)",
      "Instruction 3: add_layer: the stack on assembly_left is full (8 layers)",
      "Instruction 4: set_active_zone: unknown zone 'moon' (zones: a, b)",
      "Instruction 5: add_layer: the stack on assembly_left is full (8 layers)",
    ];
    expect(groupSceneErrors(lines)).toEqual([
      lines[0],
      "Instructions 3 and 5: the stack on assembly_left is full (8 layers)",
      lines[2],
    ]);
  });

  it("numbers every instruction exactly once", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1 }), (numbers) => {
        const expanded = numberRanges(numbers)
          .split(/, | and /)
          .flatMap((part) => {
            const [low, high = low] = part.split("\u2013").map(Number);
            return Array.from({ length: high - low + 1 }, (_, index) => low + index);
          });
        expect(expanded).toEqual([...numbers].sort((a, b) => a - b));
      }),
    );
  });
});
