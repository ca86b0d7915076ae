import { afterAll, describe, expect, it } from "vitest";
import { goalToSteps } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { makeTempDir, writeCellFile } from "../fixtures/temp-dir.js";

/**
 * The rules are generated from the cell file: a paint shop with other names, nouns and verbs
 * is understood with no code change.
 */
const temp = makeTempDir("cellpilot-paint-");
afterAll(() => temp.cleanup());
const paint = loadGraphSnapshot(
  writeCellFile(
    temp.dir,
    "paint.cell.yaml",
    `
cell: paint
home: Park
initial_state: { position: Park, tool: none }
positions:
  - { name: Park, role: home, words: [park, garage] }
  - { name: Booth_A, role: work, words: [booth 1, bay 1] }
  - { name: Booth_B, role: work, words: [booth 2, bay 2] }
  - { name: Rack, role: tool_mount, words: [gun rack] }
moves: ["Park <-> Booth_A", "Park <-> Booth_B", "Park <-> Rack"]
tools:
  - { name: SprayGun, type: end_effector, words: [spray gun, gun, sprayer] }
tool_stands:
  - { name: GunStand, position: Rack, tool: SprayGun }
routines:
  - { name: grip, effect: attach_tool, words: [take, grip], supported_at: [{ position: Rack }] }
  - { name: ungrip, effect: release_tool, words: [hang up, put away], supported_at: [{ position: Rack }] }
  - name: spray_coat
    required_tool: SprayGun
    words: [spray, paint, coat]
    supported_at: [{ position: Booth_B }]
  - name: dry
    words: [dry, cure]
    supported_at: [{ position: Booth_A }, { position: Booth_B }]
vocabulary:
  position_nouns: [booth, bay]
  move_verbs: [roll, go]
`,
  ),
);

const steps = (text: string) => {
  const result = understandWithRules(paint, text);
  return result.goal && result.goal.goal !== "unknown" ? goalToSteps(result.goal) : result.goal;
};

describe("another cell's own words", () => {
  it("positions by its nouns, numbers and lists", () => {
    expect(steps("dry bays 1 and 2")).toEqual([
      { action: "routine", routine: "dry", position: "Booth_A" },
      { action: "routine", routine: "dry", position: "Booth_B" },
    ]);
    expect(steps("roll to booth two")).toEqual([{ action: "move", position: "Booth_B" }]);
    expect(steps("go to the garage")).toEqual([{ action: "move", position: "Park" }]);
  });
  it("'all' keeps to where the routine is supported and says what was left out", () => {
    const result = understandWithRules(paint, "paint all booths");
    expect(steps("paint all booths")).toEqual([
      { action: "routine", routine: "spray_coat", position: "Booth_B" },
    ]);
    expect(result.notes.join(" ")).toMatch(/spray_coat is not supported at Booth_A/);
  });
  it("tool words and questions come from the file", () => {
    expect(steps("grip the sprayer")).toEqual([{ action: "attach_tool", tool: "SprayGun" }]);
    expect(steps("put the gun away")).toEqual([{ action: "release_tool" }]);
    expect(steps("spray")).toEqual({ goal: "unknown", reason: "Which position should I spray at? Booth_B" });
    expect(steps("weld at position 1")).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ routine: "tack_weld" })]),
    );
  });
});
