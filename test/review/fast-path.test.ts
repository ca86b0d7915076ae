import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchFastPath } from "../../src/review/fast-path.js";

const yesNo = { expectedInput: "yes_no" as const };
const choice = {
  expectedInput: "single_choice" as const,
  options: [
    { id: "option-1", label: "Safe_Pos_1" },
    { id: "option-2", label: "Safe_Pos_2" },
    { id: "option-3", label: "Safe_Pos_3" },
  ],
};

describe("the review fast path", () => {
  it.each([
    "yes",
    "Yes!",
    "ok",
    "yes please",
    "sure",
    "go ahead",
    "כן",
    "ja",
    "Ja, bitte",
    "oui",
    "d'accord",
    "sí",
    "vale",
    "japp",
    "kör",
  ])("'%s' is yes", (reply) => {
    expect(matchFastPath(yesNo, reply)).toEqual({ kind: "yes" });
  });

  it.each(["no", "No.", "nope", "לא", "nein", "non", "nej"])("'%s' is no", (reply) => {
    expect(matchFastPath(yesNo, reply)).toEqual({ kind: "no" });
  });

  it.each(["yes but skip position 2", "hmm", "where is the robot?", "", "   ", "\u0000\u0007"])(
    "'%s' is left to the interpreter",
    (reply) => {
      expect(matchFastPath(yesNo, reply)).toBeNull();
    },
  );

  it.each([
    ["2", 1],
    ["#3", 2],
    ["option 1", 0],
    ["the second one", 1],
    ["third", 2],
    ["Safe_Pos_3", 2],
    ["safe pos 1", 0],
    ["option-2", 1],
    ["safe position 2", 1],
  ])("choice '%s' picks option %i", (reply, index) => {
    const aliases = {
      Safe_Pos_1: ["safe position 1"],
      Safe_Pos_2: ["safe position 2"],
      Safe_Pos_3: ["safe position 3"],
    };
    expect(matchFastPath(choice, String(reply), aliases)).toMatchObject({ kind: "option", index });
  });

  it.each(["4", "0", "2 or 3", "yes", "the blue one"])("choice '%s' matches nothing", (reply) => {
    expect(matchFastPath(choice, reply)).toBeNull();
  });

  it("every option number in range picks exactly that option, any number outside picks none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 30 }), (count, number) => {
        const options = Array.from({ length: count }, (_, index) => ({
          id: `option-${index + 1}`,
          label: `Choice_${index + 1}`,
        }));
        const match = matchFastPath({ expectedInput: "single_choice", options }, String(number));
        if (number >= 1 && number <= count)
          expect(match).toEqual({ kind: "option", optionId: `option-${number}`, index: number - 1 });
        else expect(match).toBeNull();
      }),
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        matchFastPath(yesNo, text);
        matchFastPath(choice, text);
      }),
    );
  });
});
