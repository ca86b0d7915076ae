import { afterEach, describe, expect, it } from "vitest";
import { detectReplay } from "../../src/understand/replay/detect-replay.js";
import { normalizeText } from "../../src/understand/normalize-text.js";
import { understandCommand } from "../../src/understand/understand-command.js";
import { historyStore } from "./history-fixture.js";
import { welding } from "./support.js";

const replayOf = (text: string) => detectReplay(text, normalizeText(text).tokens);
const RUN_ID = "3f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f";

describe("replay detection (before classification)", () => {
  it.each([
    "do that again",
    "Repeat the last one",
    "run the same",
    "run the same again",
    "again please",
    "one more time",
    "redo",
    "please repeat that",
    "do the same as before",
    "run the last task",
  ])("%s → the latest run", (text) => expect(replayOf(text)).toEqual({ runId: "last" }));
  it.each([`run task ${RUN_ID}`, `replay ${RUN_ID.toUpperCase()}`, `please run ${RUN_ID} again`])(
    "%s → that run",
    (text) => expect(replayOf(text)).toEqual({ runId: RUN_ID }),
  );
  it.each([
    "weld position 1 again",
    "what did you do",
    "show me the last run",
    "run",
    "do it",
    "tell me more",
    `what is ${RUN_ID}`,
  ])("%s is not a replay", (text) => expect(replayOf(text)).toBeNull());
});

describe("replay through understandCommand loads the goal from the history", () => {
  let history: ReturnType<typeof historyStore>;
  afterEach(() => history?.close());

  it("'do that again' takes the latest completed run's goal, with a new correlation id", async () => {
    history = historyStore();
    const goal = { goal: "execute_routine", routine: "tack_weld", position: "Pos_2" };
    await history.addRun(
      "run-old",
      "weld at position 1",
      { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" },
      "completed",
    );
    await history.addRun("run-new", "weld at position 2", goal, "completed");
    await history.addRun(
      "run-failed",
      "inspect position 3",
      { goal: "execute_routine", routine: "camera_inspection", position: "Pos_3" },
      "failed",
    );
    const first = await understandCommand({ text: "do that again", snapshot: welding, store: history.store });
    const second = await understandCommand({
      text: "do that again",
      snapshot: welding,
      store: history.store,
    });
    expect(first).toMatchObject({ intent: "action", source: "replay", goal, replay: { runId: "run-new" } });
    expect(first.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.correlationId).not.toBe(first.correlationId);
  });

  it("'run task <id>' loads that run; an unknown id or empty history is a clear unknown goal", async () => {
    history = historyStore();
    const goal = { goal: "move", position: "Pos_3" };
    await history.addRun(RUN_ID, "go to position 3", goal, "failed");
    const byId = await understandCommand({
      text: `run task ${RUN_ID}`,
      snapshot: welding,
      store: history.store,
    });
    expect(byId).toMatchObject({ source: "replay", goal, replay: { runId: RUN_ID } });
    const missing = await understandCommand({
      text: "run task 00000000-0000-4000-8000-000000000000",
      snapshot: welding,
      store: history.store,
    });
    expect(missing.goal).toEqual({
      goal: "unknown",
      reason: "There is no run with id 00000000-0000-4000-8000-000000000000.",
    });
    const noneCompleted = await understandCommand({
      text: "repeat the last one",
      snapshot: welding,
      store: history.store,
    });
    expect(noneCompleted.goal).toEqual({
      goal: "unknown",
      reason: "There is no completed run to repeat yet.",
    });
  });
});
