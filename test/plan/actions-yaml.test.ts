import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { readActionsYaml, writeActionsYaml } from "../../src/plan/actions-yaml.js";
import { buildPlan } from "../../src/plan/build-plan.js";

const welding = loadGraphSnapshot("welding");
const built = buildPlan(
  welding,
  { position: "Home", tool: "none" },
  {
    goal: "sequence",
    steps: [
      { action: "routine", routine: "tack_weld", position: "Pos_1" },
      { action: "release_tool_and_home" },
    ],
  },
);
if (!built.ok) throw new Error("the demo plan must build");
const document = {
  name: "Robot Sequence",
  description: "weld at position 1",
  correlation_id: "be892f3d-1",
  steps: built.steps,
};

describe("actions.yaml", () => {
  it("round-trips: what is written reads back identical", () => {
    const read = readActionsYaml(writeActionsYaml(document));
    expect(read).toEqual({ ok: true, document });
  });

  it("is block style at the top with the contract's key order, one flow map per step", () => {
    const text = writeActionsYaml(document);
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(0, 4)).toEqual([
      'name: "Robot Sequence"',
      'description: "weld at position 1"',
      'correlation_id: "be892f3d-1"',
      "steps:",
    ]);
    expect(lines.slice(4)).toHaveLength(built.steps.length);
    expect(lines[4]).toBe(
      '  - { id: 1, name: "Move to Tool_Weld_Safe_Position", action: move, target: Tool_Weld_Safe_Position }',
    );
    expect(lines[6]).toBe(
      '  - { id: 3, name: "Attach Welder", action: routine, target: tool_attach, position: Tool_Weld_Position, tool: Welder, stabilize: 1, action_after: attach_tool, verify: Welder }',
    );
    const order = [
      "id",
      "name",
      "action",
      "target",
      "position",
      "tool",
      "stabilize",
      "action_after",
      "verify",
    ];
    for (const step of (parse(text) as { steps: Array<Record<string, unknown>> }).steps) {
      const keys = Object.keys(step);
      expect(keys).toEqual(order.filter((key) => keys.includes(key)));
    }
  });

  it("keeps the key order whatever order the step objects had", () => {
    const shuffled = {
      ...document,
      steps: document.steps.map((step) => Object.fromEntries(Object.entries(step).reverse())),
    };
    expect(writeActionsYaml(shuffled as typeof document)).toBe(writeActionsYaml(document));
  });

  it("accepts a bare hand-written list of steps", () => {
    const read = readActionsYaml(
      "- {id: 1, name: Go, action: move, target: Safe_Pos_1}\n- {id: 2, name: Back, action: move, target: Home}\n",
    );
    expect(read.ok && read.document.steps.map((step) => step.target)).toEqual(["Safe_Pos_1", "Home"]);
  });

  it("refuses a malformed step with its line and field", () => {
    const read = readActionsYaml(
      'name: x\ndescription: ""\ncorrelation_id: ""\nsteps:\n  - {id: 1, name: Go, action: fly, target: Home}\n',
      "plan.yaml",
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^plan\.yaml:5: steps\[0\]\.action: /);
  });
});
