import { describe, expect, it } from "vitest";
import { goalToSteps, type Goal } from "../../src/contracts/goal.js";
import { understandCommand } from "../../src/understand/understand-command.js";
import { createRecordingProvider } from "../llm/recording-provider.js";
import { inspect, move, weld, welding } from "./support.js";

const steps = (goal: Goal | null) => (goal && goal.goal !== "unknown" ? goalToSteps(goal) : goal);
const revise = async (text: string, ...humanComments: string[]) =>
  understandCommand({ text, snapshot: welding, humanComments, robot: { position: "Home", tool: "none" } });

describe("a review revision re-parses the ORIGINAL command with the comments applied", () => {
  it.each([
    ["visit all positions", ["don't attach tools"], [move("Pos_1"), move("Pos_2"), move("Pos_3")]],
    ["inspect all positions", ["do not use any tools"], [move("Pos_1"), move("Pos_2"), move("Pos_3")]],
    ["weld and inspect pos 1", ["movement only"], [move("Pos_1")]],
    ["go to pos 1", ["also go to pos 2"], [move("Pos_1"), move("Pos_2")]],
    ["go to pos 1", ["and pos 2 too"], [move("Pos_1"), move("Pos_2")]],
    ["weld at 1", ["also inspect position 3"], [weld("Pos_1"), inspect("Pos_3")]],
    ["weld at 1, 2 and 3", ["skip position 2"], [weld("Pos_1"), weld("Pos_3")]],
    ["inspect all positions", ["leave out 1"], [inspect("Pos_2"), inspect("Pos_3")]],
    ["inspect all positions", ["only position 2"], [inspect("Pos_2")]],
    ["inspect all positions", ["skip 2", "skip 3"], [inspect("Pos_1")]],
    ["weld", ["at position 2"], [weld("Pos_2")]],
    ["weld at position 1", ["inspect position 2 instead"], [inspect("Pos_2")]],
  ])("%s + %j", async (text, comments, expected) => {
    const result = await revise(text, ...comments);
    expect(result.operatorInput).toBe(text);
    expect(steps(result.goal)).toEqual(expected);
    expect(result.notes.some((note) => /Applied|Replaced/.test(note))).toBe(true);
  });

  it("a comment the rules cannot apply keeps the original and says so (no LLM)", async () => {
    const result = await revise("weld at position 1", "hmm make it nicer");
    expect(steps(result.goal)).toEqual([weld("Pos_1")]);
    expect(result.notes.join(" ")).toMatch(/could not apply "hmm make it nicer"/);
  });

  it("with an LLM, an unresolved comment goes to it with the original command and the comments", async () => {
    const llm = createRecordingProvider([
      '{"intent":"action","goal":{"goal":"execute_routine","routine":"tack_weld","position":"Pos_2"},"confidence":0.8}',
    ]);
    const result = await understandCommand({
      text: "weld at position 1",
      snapshot: welding,
      humanComments: ["hmm make it the other one"],
      llm,
    });
    expect(result.source).toBe("llm");
    expect(steps(result.goal)).toEqual([weld("Pos_2")]);
    const sent = JSON.parse(llm.requests[0].messages[0].content);
    expect(sent).toMatchObject({
      command: "weld at position 1",
      human_comments: ["hmm make it the other one"],
    });
  });
});
