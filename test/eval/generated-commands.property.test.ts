import fc from "fast-check";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedSets, runGeneratedSet } from "../../src/eval/generated-sets.js";
import { seededRandom } from "../../src/eval/seeded-random.js";

const sets = generatedSets(join(import.meta.dirname, "..", "..", "eval", "templates"));

describe.each(sets.map((set) => [set.name, set] as const))("%s", (_name, set) => {
  it("is reproducible: the same seed gives the same commands", () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    for (let index = 0; index < 20; index++) expect(set.generate(first)).toEqual(set.generate(second));
  });

  it("any generated command is read as its label or asked about, never acted on differently", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { text, label } = set.generate(seededRandom(seed));
        expect(set.judge(text, label), text).not.toBe("wrong");
      }),
      { numRuns: 300 },
    );
  });

  it("a word that changes the meaning, or one nobody knows, makes it a question", () => {
    // A dialect names its own meaning words ("double" is a recipe modifier in the sandwich dialect).
    const meaningWord = set.meaningWords
      ? fc.constantFrom(...set.meaningWords)
      : fc.oneof(
          fc.constantFrom("seven times", "unless", "ten times", "if needed", "double"),
          // No vowels: never one slip away from a cell word ("zpply" would rightly be read as "apply").
          fc.stringMatching(/^[qxz][bcdfghjklmnpqrstvwxz]{4,7}$/),
        );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), meaningWord, fc.nat(), (seed, word, at) => {
        const { text } = set.generate(seededRandom(seed));
        const words = text.split(" ");
        words.splice(at % (words.length + 1), 0, word);
        const perturbed = words.join(" ");
        expect(set.judge(perturbed, "clarify"), perturbed).toBe("exact");
      }),
      { numRuns: 300 },
    );
  });

  it("capitals, punctuation and hesitations change nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom("um", "uh", "like", "so", "yeah"),
        fc.nat(),
        (seed, filler, at) => {
          const { text, label } = set.generate(seededRandom(seed));
          const words = text.toUpperCase().replace(/[,.]/g, "").split(" ");
          words.splice(at % (words.length + 1), 0, filler);
          expect(set.judge(words.join(" "), label), words.join(" ")).not.toBe("wrong");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("scores thousands of commands: at least 95% exact, none acted on wrongly", () => {
    const tally = runGeneratedSet(set, 2000, 99);
    expect(tally.wrong).toBe(0);
    expect(tally.exact / tally.total).toBeGreaterThanOrEqual(0.95);
  });
});
