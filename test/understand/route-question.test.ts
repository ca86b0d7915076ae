import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { answerQuestion } from "../../src/understand/answer-question.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { historyStore } from "./history-fixture.js";
import { move, stepsOf, welding } from "./support.js";

/*
 * A question about the way between two places is a question, never a move (route-question.ts),
 * on both graph cells; a request said with "can you" stays a command.
 */
const paintshop = loadGraphSnapshot("paintshop");
const kindOf = (text: string, cell = welding) => {
  const result = understandWithRules(cell, text);
  return result.intent === "question" ? result.question?.kind : result.intent;
};

describe("a question about the way between two places", () => {
  it("is a route question (welding, paint shop)", () => {
    expect(kindOf("is there a route from safe position 2 to position 3?")).toBe("route");
    expect(kindOf("could the arm move from home directly to spot 2?")).toBe("route");
    expect(kindOf("how does the robot get from position 1 to home")).toBe("route");
    expect(kindOf("is there a way from booth 2 to the drying rack?", paintshop)).toBe("route");
    expect(understandWithRules(welding, "is there a path from home to pos 3?").question).toEqual({
      kind: "route",
      from: "Home",
      position: "Pos_3",
    });
  });

  it("leaves a request said politely a command", () => {
    expect(stepsOf("could you go from home to position 2?")).toEqual([move("Home"), move("Pos_2")]);
  });
});

describe("the answer", () => {
  let history: ReturnType<typeof historyStore>;
  beforeEach(() => (history = historyStore()));
  afterEach(() => history.close());

  it("says whether the move is direct, else the way the robot goes", async () => {
    const ask = (from: string, position: string) =>
      answerQuestion({ kind: "route", from, position }, welding, history.store);
    expect((await ask("Home", "Safe_Pos_1")).text).toMatch(/^Yes: .*directly to Safe_Pos_1/);
    expect((await ask("Home", "Pos_3")).text).toBe(
      "Not directly: from Home the robot goes Home → Safe_Pos_3 → Pos_3.",
    );
  });
});
