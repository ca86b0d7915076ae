import fc from "fast-check";
import { describe, expect, it } from "vitest";
// @ts-expect-error the console is plain JavaScript served as is
import { describeInstruction, layersPerZone } from "../../web/js/assembly-words.js";
// @ts-expect-error the console is plain JavaScript served as is
import { planMarks, planPath, visitCounts } from "../../web/js/plan-path.js";

const move = (id: number, target: string) => ({ id, name: `Move to ${target}`, action: "move", target });
const weld = (id: number, position: string) => ({
  id,
  name: `Tack Weld at ${position}`,
  action: "routine",
  target: "tack_weld",
  position,
});

describe("the plan drawn in order", () => {
  it("numbers each move from where the robot is and badges each routine at its place; a revisit counts twice", () => {
    const steps = [
      move(1, "Safe_Pos_1"),
      move(2, "Pos_1"),
      weld(3, "Pos_1"),
      move(4, "Safe_Pos_1"),
      move(5, "Home"),
    ];
    const marks = planMarks(steps, "Home");
    expect(marks).toEqual([
      { kind: "move", stepIndex: 0, number: 1, from: "Home", to: "Safe_Pos_1" },
      { kind: "move", stepIndex: 1, number: 2, from: "Safe_Pos_1", to: "Pos_1" },
      { kind: "routine", stepIndex: 2, number: 3, at: "Pos_1", label: "weld" },
      { kind: "move", stepIndex: 3, number: 4, from: "Pos_1", to: "Safe_Pos_1" },
      { kind: "move", stepIndex: 4, number: 5, from: "Safe_Pos_1", to: "Home" },
    ]);
    expect(visitCounts(marks).get("Safe_Pos_1")).toBe(2);
    expect(planPath(steps, "Home")).toEqual(["Home", "Safe_Pos_1", "Pos_1", "Safe_Pos_1", "Home"]);
  });

  it("every move arrow starts where the previous one ended (any walk)", () => {
    const places = ["Home", "A", "B", "C"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...places), { maxLength: 12 }), (targets) => {
        const marks = planMarks(
          targets.map((target, index) => move(index + 1, target)),
          "Home",
        ).filter((mark: { kind: string }) => mark.kind === "move");
        let at = "Home";
        for (const mark of marks) {
          expect(mark.from).toBe(at);
          expect(mark.to).not.toBe(mark.from);
          at = mark.to;
        }
      }),
    );
  });
});

describe("assembly plans in the operator's words", () => {
  it("says each instruction as a sentence and lists the layers per zone it changes", () => {
    const sequence = [
      { instruction: "set_active_zone", params: { zone: "assembly_left" } },
      { instruction: "add_layer", params: { item: "bread" } },
      { instruction: "add_layer", params: { item: "cheese" } },
      { instruction: "go_home", params: {} },
    ];
    expect(sequence.map(describeInstruction)).toEqual([
      "Work at assembly left",
      "Add a layer of bread",
      "Add a layer of cheese",
      "Go home",
    ]);
    const scene = { stacks: { assembly_left: [], assembly_right: ["bread"] }, activeZone: "assembly_right" };
    expect(layersPerZone(scene, sequence, (name: string) => name)).toEqual([
      { zone: "assembly_left", layers: ["bread", "cheese"] },
    ]);
    expect(describeInstruction({ instruction: "spin", params: { turns: 2 } })).toBe("spin: turns 2");
    expect(JSON.stringify(sequence.map(describeInstruction))).not.toMatch(/[{}_]/);
  });
});
