import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { planFromText, textPlanJson } from "../../src/cli/commands/plan-command.js";
import { maxPlanAttempts } from "../../src/plan/repair-loop.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { createRecordingProvider } from "../llm/recording-provider.js";

const welding = loadGraphSnapshot("welding");
const VAGUE = "do the sparky thing on the far seam";
const weldAt = (position: string) =>
  JSON.stringify({ intent: "action", goal: { goal: "execute_routine", routine: "tack_weld", position } });

let temp: ReturnType<typeof makeTempDir>;
let store: CellStore;
beforeEach(() => {
  temp = makeTempDir("cellpilot-repair-");
  store = openSqliteStore({
    file: join(temp.dir, "welding.sqlite"),
    initialState: { position: "Home", tool: "none" },
  });
});
afterEach(async () => {
  await store.close();
  temp.cleanup();
});

describe("plan from text: the repair loop with validation_errors", () => {
  it("a failed plan goes back to the parser with the planner's errors, and the repaired goal is planned", async () => {
    const llm = createRecordingProvider([weldAt("Pos_3"), weldAt("Pos_2")]);
    const outcome = await planFromText(welding, store, VAGUE, { llm, attempts: 3 });
    expect(outcome.kind).toBe("plan");
    expect(textPlanJson(outcome)).toMatchObject({ ok: true, plan_attempts: 2, goal: { position: "Pos_2" } });
    expect(llm.requests).toHaveLength(2);
    const repairRequest = JSON.parse(llm.requests[1].messages[0].content);
    expect(repairRequest.validation_errors.join(" ")).toMatch(/tack_weld is not supported at Pos_3/);
  });

  it("gives up after MAX_PLAN_ATTEMPTS with ok:false and a message", async () => {
    const llm = createRecordingProvider([
      weldAt("Pos_3"),
      weldAt("Safe_Pos_3"),
      weldAt("Home"),
      weldAt("Pos_2"),
    ]);
    const outcome = await planFromText(welding, store, VAGUE, { llm, attempts: 3 });
    expect(llm.requests).toHaveLength(3);
    expect(textPlanJson(outcome)).toMatchObject({
      ok: false,
      intent: "action",
      message: expect.stringMatching(/not supported at Home/),
    });
  });

  it("without an LLM the rules answer is final: no pointless repeats", async () => {
    const outcome = await planFromText(welding, store, "weld at position 3", { attempts: 3 });
    expect(outcome).toMatchObject({ kind: "reply", intent: "action", attempts: 2 });
  });

  it("MAX_PLAN_ATTEMPTS comes from the environment, default 3", () => {
    expect(maxPlanAttempts({})).toBe(3);
    expect(maxPlanAttempts({ MAX_PLAN_ATTEMPTS: "5" })).toBe(5);
    expect(maxPlanAttempts({ MAX_PLAN_ATTEMPTS: "zero" })).toBe(3);
  });
});
