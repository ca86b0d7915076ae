import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { stepsOf, weld, welding, move, attach, inspect } from "./support.js";

describe("a clarification offers machine-made options and remembers what it asked", () => {
  it("'weld' offers the positions where welding is supported, each a complete goal", () => {
    const result = understandWithRules(welding, "weld");
    expect(result.options).toEqual([
      { id: "1", label: "Pos_1", goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" } },
      { id: "2", label: "Pos_2", goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_2" } },
    ]);
    expect(result.contextUpdate?.lastAsked).toMatchObject({ kind: "position", routine: "tack_weld" });
  });

  it("options keep the steps already understood", () => {
    const result = understandWithRules(welding, "go home then attach");
    expect(result.options?.map((option) => option.goal)).toEqual([
      { goal: "sequence", steps: [move("Home"), attach("Welder")] },
      { goal: "sequence", steps: [move("Home"), attach("Camera")] },
    ]);
  });

  it.each([
    ["go to the safe position", ["Safe_Pos_1", "Safe_Pos_2", "Safe_Pos_3"]],
    ["grab", ["Welder", "Camera"]],
    ["inspect position 9", ["Pos_1", "Pos_2", "Pos_3"]],
  ])("%s → %j", (text, labels) => {
    expect(understandWithRules(welding, text).options?.map((option) => option.label)).toEqual(labels);
  });

  it("the reply to the question is read with the question's verb", () => {
    const context = { lastAsked: { kind: "position" as const, routine: "tack_weld" } };
    expect(stepsOf("position 2", { context })).toEqual([weld("Pos_2")]);
    expect(stepsOf("2", { context })).toEqual([weld("Pos_2")]);
    expect(stepsOf("all of them", { context })).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(stepsOf("inspect position 3 instead", { context })).toEqual([inspect("Pos_3")]);
    expect(stepsOf("the camera", { context: { lastAsked: { kind: "tool" } } })).toEqual([attach("Camera")]);
  });

  it("without that context a bare position or tool is a question back, not a guess", () => {
    expect(stepsOf("position 2")).toMatch(/What should I do at Pos_2\?/);
    expect(stepsOf("the camera")).toMatch(/What should I do with the Camera\?/);
  });
});
