import { describe, expect, it } from "vitest";
import type { Goal } from "../../src/contracts/goal.js";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { buildSnapshot } from "../../src/knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildPlan } from "../../src/plan/build-plan.js";
import { planAndVerify } from "../../src/plan/plan-and-verify.js";

const welding = loadGraphSnapshot("welding");
const HOME = { position: "Home", tool: "none" };

const move = (target: string) => ({ name: `Move to ${target}`, action: "move", target });
const attach = (tool: string, at: string) => ({
  name: `Attach ${tool}`,
  action: "routine",
  target: "tool_attach",
  position: at,
  tool,
  stabilize: 1,
  action_after: "attach_tool",
  verify: tool,
});
const release = (tool: string, at: string) => ({
  name: `Release ${tool}`,
  action: "routine",
  target: "tool_release",
  position: at,
  tool,
  stabilize: 1,
  action_after: "release_tool",
  verify: "none",
});
const weld = (at: string) => ({
  name: `Tack Weld at ${at}`,
  action: "routine",
  target: "tack_weld",
  position: at,
  stabilize: 1.5,
  verify: "weld_quality_check",
});
const inspect = (at: string) => ({
  name: `Camera Inspection at ${at}`,
  action: "routine",
  target: "camera_inspection",
  position: at,
  stabilize: 0.5,
  verify: "image_quality_check",
});

function stepsOf(goal: Goal, state = HOME): Array<Omit<PlanStep, "id">> {
  const result = buildPlan(welding, state, goal);
  if (!result.ok) throw new Error(result.error.message);
  result.steps.forEach((step, index) => expect(step.id).toBe(index + 1));
  return result.steps.map(({ id: _id, ...rest }) => rest);
}

describe("the Sequence Builder on DESIGN's examples", () => {
  it("'weld at position 1 and 2' from Home with no tool: welder stand, attach, shortest safe paths", () => {
    const goal: Goal = {
      goal: "sequence",
      steps: [
        { action: "routine", routine: "tack_weld", position: "Pos_1" },
        { action: "routine", routine: "tack_weld", position: "Pos_2" },
      ],
    };
    expect(stepsOf(goal)).toEqual([
      move("Tool_Weld_Safe_Position"),
      move("Tool_Weld_Position"),
      attach("Welder", "Tool_Weld_Position"),
      move("Tool_Weld_Safe_Position"),
      move("Home"),
      move("Safe_Pos_1"),
      move("Pos_1"),
      weld("Pos_1"),
      move("Safe_Pos_1"),
      move("Safe_Pos_2"),
      move("Pos_2"),
      weld("Pos_2"),
    ]);
  });

  it("holding the camera, 'weld at 1' releases the camera at its own stand first", () => {
    expect(
      stepsOf(
        { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" },
        { position: "Pos_3", tool: "Camera" },
      ),
    ).toEqual([
      move("Safe_Pos_3"),
      move("Home"),
      move("Tool_Camera_Safe_Position"),
      move("Tool_Camera_Position"),
      release("Camera", "Tool_Camera_Position"),
      move("Tool_Camera_Safe_Position"),
      move("Home"),
      move("Tool_Weld_Safe_Position"),
      move("Tool_Weld_Position"),
      attach("Welder", "Tool_Weld_Position"),
      move("Tool_Weld_Safe_Position"),
      move("Home"),
      move("Safe_Pos_1"),
      move("Pos_1"),
      weld("Pos_1"),
    ]);
  });

  it("a routine with the tool already held adds no tool change", () => {
    expect(
      stepsOf(
        { goal: "execute_routine", routine: "camera_inspection", position: "Pos_2" },
        { position: "Pos_1", tool: "Camera" },
      ),
    ).toEqual([move("Safe_Pos_1"), move("Safe_Pos_2"), move("Pos_2"), inspect("Pos_2")]);
  });

  it("release_tool_and_home: back to the held tool's stand, release, then home", () => {
    expect(stepsOf({ goal: "release_tool_and_home" }, { position: "Pos_2", tool: "Welder" })).toEqual([
      move("Safe_Pos_2"),
      move("Home"),
      move("Tool_Weld_Safe_Position"),
      move("Tool_Weld_Position"),
      release("Welder", "Tool_Weld_Position"),
      move("Tool_Weld_Safe_Position"),
      move("Home"),
    ]);
  });

  it("release with empty hands is a zero-step plan with a note, and it verifies", () => {
    const result = planAndVerify(welding, HOME, { goal: "release_tool" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.steps).toEqual([]);
    expect(result.notes).toEqual(["The robot holds no tool, so there is nothing to release."]);
    expect(result.verification.valid).toBe(true);
    const home = planAndVerify(welding, HOME, { goal: "release_tool_and_home" });
    expect(home.ok && home.steps).toEqual([]);
  });

  it("attach_tool: explicit attach, and a note when the tool is already on", () => {
    expect(stepsOf({ goal: "attach_tool", tool: "Camera" })).toEqual([
      move("Tool_Camera_Safe_Position"),
      move("Tool_Camera_Position"),
      attach("Camera", "Tool_Camera_Position"),
    ]);
    const again = buildPlan(
      welding,
      { position: "Pos_1", tool: "Camera" },
      { goal: "attach_tool", tool: "Camera" },
    );
    expect(again.ok && again.steps).toEqual([]);
    expect(again.notes).toEqual(["The Camera is already attached."]);
  });

  it("a move into the other tool's stand puts the held tool back first", () => {
    const result = buildPlan(
      welding,
      { position: "Home", tool: "Welder" },
      { goal: "move", position: "Tool_Camera_Position" },
    );
    expect(result.ok && result.steps.map((step) => step.name)).toEqual([
      "Move to Tool_Weld_Safe_Position",
      "Move to Tool_Weld_Position",
      "Release Welder",
      "Move to Tool_Weld_Safe_Position",
      "Move to Home",
      "Move to Tool_Camera_Safe_Position",
      "Move to Tool_Camera_Position",
    ]);
    expect(result.notes[0]).toMatch(/Welder is put back first/);
  });

  it("tool_release named at the other stand releases the held tool at its own stand, with a note", () => {
    const result = buildPlan(
      welding,
      { position: "Home", tool: "Welder" },
      { goal: "execute_routine", routine: "tool_release", position: "Tool_Camera_Position" },
    );
    expect(result.ok && result.steps.map((step) => step.name)).toEqual([
      "Move to Tool_Weld_Safe_Position",
      "Move to Tool_Weld_Position",
      "Release Welder",
    ]);
    expect(result.notes).toEqual([
      "The Welder is released at its own stand, Tool_Weld_Position, not at Tool_Camera_Position.",
    ]);
  });

  it("plans start from the current state: a move where the robot is adds nothing", () => {
    expect(stepsOf({ goal: "move", position: "Pos_1" }, { position: "Pos_1", tool: "none" })).toEqual([]);
  });
});

describe("planning failures are values with operator-readable reasons", () => {
  const failure = (goal: Goal, state = HOME) => {
    const result = buildPlan(welding, state, goal);
    if (result.ok) throw new Error("expected a failure");
    return result.error;
  };

  it("unknown position, routine and tool", () => {
    expect(failure({ goal: "move", position: "Pos_9" })).toEqual({
      code: "UNKNOWN_POSITION",
      message: "There is no position 'Pos_9' in this cell.",
    });
    expect(failure({ goal: "execute_routine", routine: "polish", position: "Pos_1" })).toMatchObject({
      code: "UNKNOWN_ROUTINE",
      message: expect.stringContaining("routines: tool_attach, tool_release, tack_weld, camera_inspection"),
    });
    expect(failure({ goal: "attach_tool", tool: "Laser" })).toMatchObject({
      code: "UNKNOWN_TOOL",
      message: expect.stringContaining("Laser"),
    });
    expect(failure({ goal: "execute_routine", routine: "tack_weld", position: "Pos_0" }).code).toBe(
      "UNKNOWN_POSITION",
    );
  });

  it("routine not supported there (tack_weld at Pos_3) names where it is supported", () => {
    expect(failure({ goal: "execute_routine", routine: "tack_weld", position: "Pos_3" })).toEqual({
      code: "ROUTINE_NOT_SUPPORTED",
      message: "tack_weld is not supported at Pos_3 (supported at: Pos_1, Pos_2).",
    });
  });

  it("no path: a position cut off from the rest", () => {
    const data = welding.data;
    const island = buildSnapshot({
      ...data,
      moves: data.moves.filter((m) => m.from !== "Pos_3" && m.to !== "Pos_3"),
    });
    expect(buildPlan(island, HOME, { goal: "move", position: "Pos_3" })).toMatchObject({
      ok: false,
      error: { code: "NO_PATH", message: "No allowed path from Home to Pos_3." },
    });
  });

  it("a failure part-way through a sequence fails the whole goal", () => {
    const result = buildPlan(welding, HOME, {
      goal: "sequence",
      steps: [
        { action: "routine", routine: "tack_weld", position: "Pos_1" },
        { action: "routine", routine: "tack_weld", position: "Pos_3" },
      ],
    });
    expect(result.ok).toBe(false);
  });

  it("an unknown goal is not executable and carries its question", () => {
    expect(failure({ goal: "unknown", reason: "which position should I weld at?" })).toEqual({
      code: "NOT_EXECUTABLE",
      message: "which position should I weld at?",
    });
  });

  it("a routine whose tool may not be carried to the position is refused, not half-planned", () => {
    const data = welding.data;
    const restricted = buildSnapshot({
      ...data,
      positions: data.positions.map((p) => (p.name === "Pos_1" ? { ...p, allowedTools: ["Camera"] } : p)),
    });
    const result = buildPlan(restricted, HOME, {
      goal: "execute_routine",
      routine: "tack_weld",
      position: "Pos_1",
    });
    expect(result).toMatchObject({ ok: false, error: { code: "ROUTINE_NOT_SUPPORTED" } });
    expect(
      buildPlan(restricted, HOME, {
        goal: "execute_routine",
        routine: "camera_inspection",
        position: "Pos_1",
      }).ok,
    ).toBe(true);
  });
});
