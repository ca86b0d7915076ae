import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GoalSchema, goalToSteps } from "../../src/contracts/goal.js";
import { planAndVerify } from "../../src/plan/plan-and-verify.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { stepsOf, welding } from "./support.js";

const namesInCell = new Set([
  ...welding.positions.keys(),
  ...welding.tools.keys(),
  ...welding.routines.keys(),
]);

describe("the rules parser on any input", () => {
  it("never throws, and always returns a valid contract with names from the cell only", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: "grapheme", maxLength: 80 }),
          fc.string({ unit: "binary", maxLength: 80 }),
        ),
        (text) => {
          const result = understandWithRules(welding, text);
          expect(["action", "question", "unknown"]).toContain(result.intent);
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(1);
          if (result.goal) {
            expect(GoalSchema.safeParse(result.goal).success).toBe(true);
            if (result.goal.goal !== "unknown") {
              for (const step of goalToSteps(result.goal)) {
                for (const value of Object.values(step))
                  if (value !== step.action) expect(namesInCell.has(value)).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("any plan built from what it understood verifies, and never runs a routine where it is not supported", () => {
    const words = [
      "weld",
      "inspect",
      "scan",
      "go to",
      "visit",
      "all",
      "every",
      "except",
      "position",
      "pos",
      "station",
      "1",
      "2",
      "3",
      "7",
      "and",
      "then",
      ",",
      "&",
      "to",
      "home",
      "grab the camera",
      "put the tool away",
      "it",
      "there",
      "finish up",
      "safe position 2",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 10 }), (parts) => {
        const result = understandWithRules(welding, parts.join(" "), { startPosition: "Home" });
        if (!result.goal || result.goal.goal === "unknown") return;
        const plan = planAndVerify(welding, { position: "Home", tool: "none" }, result.goal);
        if (!plan.ok) {
          expect(["ROUTINE_NOT_SUPPORTED", "NO_PATH"]).toContain(plan.error.code);
          return;
        }
        expect(plan.verification.valid).toBe(true);
        for (const step of plan.steps) {
          if (step.action === "routine")
            expect(welding.supportedAt.get(step.target)?.has(step.position ?? "")).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("lists of positions, however they are written", () => {
  const routineWords = {
    camera_inspection: ["inspect", "scan", "check", "take a picture at", "examine"],
    tack_weld: ["weld", "tack weld", "weld at"],
  };
  const nouns = ["position", "positions", "pos", "pos.", "station", "area", "spot"];
  it("a routine word, a position noun and a list of numbers give that routine at exactly those positions, in order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(routineWords) as Array<keyof typeof routineWords>)),
        fc.nat(),
        fc.constantFrom(...nouns),
        fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(", ", " and ", " & ", ",", " , "),
        fc.boolean(),
        fc.boolean(),
        (routine, wordIndex, noun, numbers, joiner, upper, polite) => {
          const word = routineWords[routine][wordIndex % routineWords[routine].length];
          const list =
            numbers.length > 1
              ? `${numbers.slice(0, -1).join(joiner)} and ${numbers.at(-1)}`
              : String(numbers[0]);
          let text = `${polite ? "please " : ""}${word} ${noun} ${list}`;
          if (upper) text = text.toUpperCase();
          expect(stepsOf(text)).toEqual(
            numbers.map((n) => ({ action: "routine", routine, position: `Pos_${n}` })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
