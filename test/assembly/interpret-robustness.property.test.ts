import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateSequence } from "../../src/assembly/validate-sequence.js";
import { InterpretResultSchema } from "../../src/contracts/assembly.js";
import { cell, interpret, placements } from "./support/interpret.js";

// Word salad from the operator's own vocabulary: the interpreter must stay within the contract.
const vocabulary = [
  ...cell.file.items.flatMap((item) => [item.name, ...item.words.slice(0, 3)]),
  ...cell.file.recipes.flatMap((recipe) => recipe.words.slice(0, 2)),
  ...Object.values(cell.file.modifiers).flat(),
  "make",
  "add",
  "put",
  "on",
  "the",
  "left",
  "right",
  "centre",
  "both",
  "stacks",
  "two",
  "three",
  "and",
  "then",
  "move",
  "up",
  "down",
  "2",
  "cm",
  "a",
  "bit",
  "slowly",
  "quickly",
  "put it back",
  "start over",
  "go home",
  "call it the",
  "surprise me",
  ",",
  "avocado",
  "wait",
  "5",
  "seconds",
  // Parts of a layer, which no stack has ("1.5 cheese", "half").
  "1.5",
  "half",
  "one and a half",
];

describe("the rules interpreter on arbitrary input", () => {
  it("answers null or a contract object whose instructions are all valid and whose stacks respect the limits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 0, maxLength: 14 }),
        fc.integer(),
        (words, seed) => {
          const result = interpret(words.join(" "), { seed });
          if (result === null) return;
          InterpretResultSchema.parse(result);
          expect(validateSequence(result.sequence, cell)).toEqual([]);
          // A clear starts every stack again: each build between clears respects the limit.
          const builds: Array<typeof result.sequence> = [[]];
          for (const step of result.sequence)
            if (step.instruction === "clear_assembly") builds.push([]);
            else builds[builds.length - 1].push(step);
          for (const sequence of builds)
            for (const stack of Object.values(placements({ ...result, sequence })))
              expect(stack.length).toBeLessThanOrEqual(8);
          if (result.is_creative) expect(result.composite_name).toBeNull();
          if (result.sequence.length === 0)
            expect(result.user_feedback || result.interpretation).toBeTruthy();
        },
      ),
      { numRuns: 1500 },
    );
    // Well under a second alone; a machine loaded by other work may take many times that.
  }, 120_000);

  it("never throws on any string (control characters, unicode, injection attempts)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        const result = interpret(text);
        if (result) InterpretResultSchema.parse(result);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
