import { describe, expect, it } from "vitest";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { VerificationResultSchema } from "../../src/contracts/verification.js";
import { buildSnapshot } from "../../src/knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildPlan } from "../../src/plan/build-plan.js";
import { verifyPlan } from "../../src/verify/verify-plan.js";

const welding = loadGraphSnapshot("welding");
const HOME = { position: "Home", tool: "none" };

/** Numbers the steps; `m:X` moves to X, `r:R@P` runs routine R at P. */
function plan(...specs: string[]): PlanStep[] {
  return specs.map((spec, index) => {
    const [kind, rest] = spec.split(":");
    if (kind === "m") return { id: index + 1, name: `Move to ${rest}`, action: "move", target: rest };
    const [routine, position] = rest.split("@");
    return { id: index + 1, name: routine, action: "routine", target: routine, position };
  });
}

const TO_WELDER = [
  "m:Tool_Weld_Safe_Position",
  "m:Tool_Weld_Position",
  "r:tool_attach@Tool_Weld_Position",
  "m:Tool_Weld_Safe_Position",
  "m:Home",
];

describe("the Verifier's checks and exact feedback lines", () => {
  it("a correct plan is valid with empty lists and no feedback", () => {
    const result = verifyPlan(
      welding,
      HOME,
      plan(...TO_WELDER, "m:Safe_Pos_1", "m:Pos_1", "r:tack_weld@Pos_1"),
    );
    expect(VerificationResultSchema.parse(result)).toEqual({
      valid: true,
      missing_positions: [],
      illegal_edges: [],
      unsupported_routines: [],
      tool_conflicts: [],
      feedback: "",
    });
  });

  it("position existence", () => {
    const result = verifyPlan(welding, HOME, plan("m:Safe_Pos_1", "m:Pos_7"));
    expect(result.valid).toBe(false);
    expect(result.missing_positions).toEqual(["Pos_7"]);
    expect(result.feedback).toBe("Step 2: Position 'Pos_7' does not exist in graph");
  });

  it("edge whitelist", () => {
    const result = verifyPlan(welding, HOME, plan("m:Pos_1"));
    expect(result.illegal_edges).toEqual([{ from: "Home", to: "Pos_1" }]);
    expect(result.feedback).toBe("Step 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_1'");
  });

  it("a move to where the robot already is needs an edge too", () => {
    expect(verifyPlan(welding, HOME, plan("m:Home")).feedback).toBe(
      "Step 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Home'",
    );
  });

  it("routine not supported at the position", () => {
    const result = verifyPlan(
      welding,
      HOME,
      plan(...TO_WELDER, "m:Safe_Pos_3", "m:Pos_3", "r:tack_weld@Pos_3"),
    );
    expect(result.unsupported_routines).toEqual([{ routine: "tack_weld", position: "Pos_3" }]);
    expect(result.feedback).toBe(
      "Step 8: Routine 'tack_weld' not supported at 'Pos_3' (no :SUPPORTED_AT edge)",
    );
  });

  it("an unknown routine is not supported anywhere", () => {
    expect(verifyPlan(welding, HOME, plan("m:Safe_Pos_1", "m:Pos_1", "r:polish@Pos_1")).feedback).toBe(
      "Step 3: Routine 'polish' not supported at 'Pos_1' (no :SUPPORTED_AT edge)",
    );
  });

  it("required tool missing", () => {
    const result = verifyPlan(welding, HOME, plan("m:Safe_Pos_1", "m:Pos_1", "r:tack_weld@Pos_1"));
    expect(result.tool_conflicts).toEqual([
      "Step 3: Routine 'tack_weld' requires tool 'Welder', but robot has 'none'",
    ]);
    expect(result.feedback).toBe("Step 3: Routine 'tack_weld' requires tool 'Welder', but robot has 'none'");
  });

  it("wrong tool held", () => {
    const result = verifyPlan(welding, { position: "Pos_2", tool: "Camera" }, plan("r:tack_weld@Pos_2"));
    expect(result.feedback).toBe(
      "Step 1: Routine 'tack_weld' requires tool 'Welder', but robot has 'Camera'",
    );
  });

  it("tool-stand collision", () => {
    const result = verifyPlan(
      welding,
      { position: "Home", tool: "Welder" },
      plan("m:Tool_Camera_Safe_Position", "m:Tool_Camera_Position"),
    );
    expect(result.tool_conflicts).toEqual([
      "Step 2: Cannot move to 'Tool_Camera_Position' (tool stand for 'Camera') while holding 'Welder'",
    ]);
    expect(result.feedback).toBe(
      "Step 2: Cannot move to 'Tool_Camera_Position' (tool stand for 'Camera') while holding 'Welder'",
    );
  });

  it("attach only when empty-handed, release only when holding, release only at the tool's own stand", () => {
    expect(
      verifyPlan(
        welding,
        { position: "Tool_Weld_Position", tool: "Welder" },
        plan("r:tool_attach@Tool_Weld_Position"),
      ).tool_conflicts,
    ).toEqual(["Step 1: Cannot attach a tool at 'Tool_Weld_Position' while holding 'Welder'"]);
    expect(
      verifyPlan(welding, HOME, plan(...TO_WELDER.slice(0, 2), "r:tool_release@Tool_Weld_Position"))
        .tool_conflicts,
    ).toEqual(["Step 3: Cannot release a tool at 'Tool_Weld_Position': robot holds no tool"]);
    const camera = verifyPlan(
      welding,
      { position: "Tool_Weld_Safe_Position", tool: "Camera" },
      plan("m:Tool_Weld_Position", "r:tool_release@Tool_Weld_Position"),
    );
    expect(camera.valid).toBe(false);
    expect(camera.feedback.split("\n")).toEqual([
      "Step 1: Cannot move to 'Tool_Weld_Position' (tool stand for 'Welder') while holding 'Camera'",
      "Step 2: Cannot release 'Camera' at 'Tool_Weld_Position' (tool stand for 'Welder')",
    ]);
  });

  it("a routine step claiming another position than the robot's is refused", () => {
    const result = verifyPlan(welding, { position: "Pos_2", tool: "Welder" }, plan("r:tack_weld@Pos_1"));
    expect(result.valid).toBe(false);
    expect(result.feedback).toBe(
      "Step 1: Routine 'tack_weld' is meant for 'Pos_1' but the robot is at 'Pos_2'",
    );
  });

  it("work-position/tool compatibility (allowed_tools)", () => {
    const data = welding.data;
    const restricted = buildSnapshot({
      ...data,
      positions: data.positions.map((p) => (p.name === "Pos_3" ? { ...p, allowedTools: ["Camera"] } : p)),
    });
    const result = verifyPlan(restricted, { position: "Safe_Pos_3", tool: "Welder" }, plan("m:Pos_3"));
    expect(result.tool_conflicts).toEqual([
      "Step 1: Cannot move to 'Pos_3' while holding 'Welder' (allowed there: Camera)",
    ]);
  });

  it("reports every problem of a plan, one line per problem, in step order", () => {
    const result = verifyPlan(welding, HOME, plan("m:Pos_1", "r:tack_weld@Pos_1", "m:Nowhere"));
    expect(result.feedback.split("\n")).toEqual([
      "Step 1: No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_1'",
      "Step 2: Routine 'tack_weld' requires tool 'Welder', but robot has 'none'",
      "Step 3: Position 'Nowhere' does not exist in graph",
    ]);
  });

  it("every plan the builder makes for the demo goals verifies", () => {
    for (const goal of [
      { goal: "execute_routine", routine: "camera_inspection", position: "Pos_3" },
      { goal: "release_tool_and_home" },
      { goal: "attach_tool", tool: "Welder" },
    ] as const) {
      for (const state of [
        HOME,
        { position: "Pos_1", tool: "Camera" },
        { position: "Pos_2", tool: "Welder" },
      ]) {
        const built = buildPlan(welding, state, goal);
        expect(built.ok).toBe(true);
        if (built.ok) expect(verifyPlan(welding, state, built.steps).valid).toBe(true);
      }
    }
  });
});
