import { describe, expect, it } from "vitest";
import { interpret, sceneWith } from "./support/interpret.js";

/** A question names things to ask about them: it never builds, clears or moves them. */
describe("questions in the assembly dialect", () => {
  const full = sceneWith({ stacks: { assembly_left: ["bread", "cheese"] } });

  it.each([
    "is the left side empty?",
    "is the left side empty",
    "did you add the cheese",
    "has the blt been made yet",
    "does the club have tomato in it",
    "were the breads on the left",
    "why is there cheese on the left",
    "should I order a veggie?",
    "shall we get you some ham",
    "must I add the tomato",
  ])("'%s' asks and does nothing", (text) => {
    const result = interpret(text, { scene: full });
    expect(result?.sequence ?? []).toEqual([]);
  });

  it("a request shaped like a question still acts", () => {
    expect(interpret("could you add the cheese?")?.sequence.length).toBeGreaterThan(0);
    expect(interpret("can I get a blt please")?.sequence.length).toBeGreaterThan(0);
    expect(interpret("do the same again on the right", { lastSequence: [] })).not.toBeNull();
  });
});
