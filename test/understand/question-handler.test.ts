import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerQuestion } from "../../src/understand/answer-question.js";
import type { QuestionRequest } from "../../src/understand/classify-question.js";
import type { ConversationContext } from "../../src/understand/conversation-context.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { historyStore } from "./history-fixture.js";
import { welding } from "./support.js";

const NOW = new Date("2026-11-21T15:00:00Z");

describe("questions are classified by kind", () => {
  it.each([
    ["What positions are available?", "positions"],
    ["list all stations", "positions"],
    ["tell me about position 1", "position_info"],
    ["Show me the tools", "tools"],
    ["which routines can you run?", "routines"],
    ["what can you do?", "routines"],
    ["Where is the robot?", "robot_position"],
    ["where are you", "robot_position"],
    ["what tool is attached?", "held_tool"],
    ["what is the robot holding", "held_tool"],
    ["where can the robot go from here?", "moves_from_here"],
    ["where is the welder stored?", "tool_location"],
    ["which positions support inspection?", "routine_positions"],
    ["where can you weld", "routine_positions"],
    ["what did you do today?", "history"],
    ["What did you do?", "history"],
    ["what did you do on 2026-11-20", "history"],
    ["Give me the last 15 tasks", "last_runs"],
    ["show me the history", "last_runs"],
    ["did the last run succeed?", "last_run_result"],
    ["Tell me more", "more"],
    ["show me 10 more", "more"],
    ["what about tools?", "tools"],
    ["status", "status"],
  ])("%s → %s", (text, kind) => {
    const result = understandWithRules(welding, text);
    expect(result.intent).toBe("question");
    expect(result.question?.kind).toBe(kind);
  });
});

describe("answers come from the graph, the state and the history", () => {
  let history: ReturnType<typeof historyStore>;
  beforeEach(async () => {
    history = historyStore(new Date("2026-11-20T08:00:00Z"));
    await history.addRun(
      "a1111111-0000-4000-8000-000000000001",
      "weld at position 1",
      { goal: "move", position: "Pos_1" },
      "completed",
    );
    await history.addRun(
      "a1111111-0000-4000-8000-000000000002",
      "inspect position 3",
      { goal: "move", position: "Pos_3" },
      "completed",
    );
    history.setClock("2026-11-21T10:00:00Z");
    for (let i = 3; i <= 14; i++) {
      await history.addRun(
        `a1111111-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`,
        `go to position ${(i % 3) + 1}`,
        { goal: "move", position: "Pos_1" },
        "completed",
      );
    }
    await history.addRun(
      "a1111111-0000-4000-8000-000000000015",
      "weld at position 2",
      { goal: "move", position: "Pos_2" },
      "failed",
      "Pos_2",
    );
    await history.store.updatePosition("Safe_Pos_2");
    await history.store.updateTool("Welder");
  });
  afterEach(() => history.close());

  const ask = (question: QuestionRequest, context?: ConversationContext) =>
    answerQuestion(question, welding, history.store, { context, now: NOW });

  it("positions, tools and routines from the cell", async () => {
    expect((await ask({ kind: "positions" })).text).toMatch(/11 positions.*work: Pos_1, Pos_2, Pos_3/);
    expect((await ask({ kind: "tools" })).text).toMatch(
      /Welder .*Tool_Weld_Position.*Camera .*Tool_Camera_Position.*holds the Welder/,
    );
    expect((await ask({ kind: "routines" })).text).toMatch(/tack_weld .*needs the Welder; at Pos_1, Pos_2\)/);
    expect((await ask({ kind: "position_info", position: "Pos_3" })).text).toMatch(
      /Pos_3 \(work\).*connects to Safe_Pos_3.*camera_inspection/,
    );
  });

  it("help lists the cell's capabilities: routines with where they run, and tools", async () => {
    const text = (await ask({ kind: "help" })).text;
    expect(text).toMatch(/weld \(tack_weld\) at Pos_1 and Pos_2/);
    expect(text).toMatch(/inspect \(camera_inspection\) at Pos_1, Pos_2 and Pos_3/);
    expect(text).toMatch(/Tools: Welder and Camera/);
  });

  it("where the robot is, what it holds, where it can move, where tools are, where routines run", async () => {
    expect((await ask({ kind: "robot_position" })).text).toBe(
      "The robot is at Safe_Pos_2 and holds the Welder.",
    );
    expect((await ask({ kind: "held_tool" })).text).toBe("The robot holds the Welder.");
    expect((await ask({ kind: "held_tool", tool: "Camera" })).text).toMatch(
      /^No — the robot holds the Welder, not the Camera/,
    );
    expect((await ask({ kind: "moves_from_here" })).text).toMatch(
      /From Safe_Pos_2 the robot can move directly to Home, Safe_Pos_1, Safe_Pos_3 and Pos_2/,
    );
    expect((await ask({ kind: "tool_location", tool: "Camera" })).text).toBe(
      "The Camera is stored on ToolStand_Camera at Tool_Camera_Position.",
    );
    expect((await ask({ kind: "routine_positions", routine: "tack_weld" })).text).toBe(
      "tack_weld is supported at Pos_1 and Pos_2 (not at Pos_3).",
    );
  });

  it("what it did today, on a date, the last N runs and whether the last one succeeded", async () => {
    expect((await ask({ kind: "history", date: "today" })).text).toMatch(
      /^Today \(2026-11-21\) I ran 13 tasks/,
    );
    const onDate = await ask({ kind: "history", date: "2026-11-20" });
    expect(onDate.text).toMatch(
      /On 2026-11-20 I ran 2 tasks: 1\. .*"weld at position 1" — completed .*; 2\. .*"inspect position 3"/,
    );
    expect((await ask({ kind: "history", date: "2026-01-01" })).text).toBe("On 2026-01-01 nothing ran.");
    const last = await ask({ kind: "last_runs", count: 3 });
    expect(last.text).toMatch(/the last 3 of 15 runs, newest first: 1\. .*"weld at position 2" — failed/);
    expect((await ask({ kind: "last_run_result" })).text).toMatch(
      /The last run, "weld at position 2" .*failed at Pos_2/,
    );
  });

  it("follow-ups continue the last answer: 'show me 10 more', 'tell me more'", async () => {
    const first = await ask({ kind: "last_runs", count: 5 });
    const next = await ask({ kind: "more", count: 10 }, first.contextUpdate);
    expect(next.text).toMatch(/runs 6–15 of 15/);
    const after = await ask({ kind: "more" }, next.contextUpdate);
    expect(after.text).toBe("There are no more runs.");
    const result = await ask({ kind: "last_run_result" });
    expect((await ask({ kind: "more" }, result.contextUpdate)).text).toMatch(
      /Steps of that run: routine Pos_2: error \(weld quality check failed\)/,
    );
    const tools = await ask({ kind: "tools" });
    expect((await ask({ kind: "more" }, tools.contextUpdate)).text).toMatch(
      /Welder is stored on ToolStand_Welder \(welder cradle\)/,
    );
    expect((await ask({ kind: "more" })).text).toMatch(/^More about what\?/);
  });
});
