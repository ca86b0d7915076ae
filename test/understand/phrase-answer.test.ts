import { describe, expect, it } from "vitest";
import { phraseAnswer } from "../../src/understand/phrase-answer.js";
import { createRecordingProvider } from "../llm/recording-provider.js";

const answer = {
  text: "From Home the robot can move directly to Safe_Pos_1 and Tool_Weld_Safe_Position.",
  facts: {},
  contextUpdate: {},
};

describe("an LLM may phrase an answer, from the same facts only", () => {
  it("uses the phrasing when it keeps every name", async () => {
    const llm = createRecordingProvider([
      "You can go straight to Safe_Pos_1 or Tool_Weld_Safe_Position from Home.",
    ]);
    const result = await phraseAnswer(llm, "where can you go?", answer);
    expect(result).toEqual({
      text: "You can go straight to Safe_Pos_1 or Tool_Weld_Safe_Position from Home.",
      phrased: true,
    });
    expect(llm.requests[0].messages[0].content).toContain(answer.text);
  });
  it.each([
    ["drops a name", "You can go to the first safe spot."],
    ["is empty", "   "],
    ["fails", new Error("HTTP 500")],
  ])("keeps the deterministic text when the reply %s", async (_why, reply) => {
    const result = await phraseAnswer(createRecordingProvider([reply]), "where can you go?", answer);
    expect(result).toEqual({ text: answer.text, phrased: false });
  });
});
