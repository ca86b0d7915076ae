import { afterEach, describe, expect, it } from "vitest";
import { resolveReplay } from "../../src/understand/replay/resolve-replay.js";
import { historyStore } from "./history-fixture.js";
import { welding } from "./support.js";

const graphCell = { kind: "graph", snapshot: welding } as const;
const assemblyCell = { kind: "assembly" } as const;
const sandwich = {
  assembly: {
    interpretation: "cheese sandwich on the left",
    sequence: [{ instruction: "set_active_zone", params: { zone: "left" } }],
  },
};

describe("one replay module for graph and assembly cells", () => {
  let history: ReturnType<typeof historyStore>;
  afterEach(() => history?.close());

  it("a new command is no replay, for either kind of cell", async () => {
    history = historyStore();
    for (const cell of [graphCell, assemblyCell])
      expect(await resolveReplay("weld position 1 again", history.store, cell)).toEqual({ kind: "none" });
  });

  it("'do that again' gives back the work of the latest completed run in the cell's own terms", async () => {
    history = historyStore();
    const goal = { goal: "move", position: "Pos_2" };
    await history.addRun("run-graph", "go to position 2", goal, "completed");
    expect(await resolveReplay("do that again", history.store, graphCell)).toMatchObject({
      kind: "graph",
      runId: "run-graph",
      operatorInput: "go to position 2",
      goal,
      steps: null,
    });
    await history.addRun("run-assembly", "make a cheese sandwich on the left", sandwich, "completed");
    expect(await resolveReplay("same again", history.store, assemblyCell)).toEqual({
      kind: "assembly",
      runId: "run-assembly",
      operatorInput: "make a cheese sandwich on the left",
      ...sandwich.assembly,
    });
  });

  it("is refused with the reason when there is no such run or nothing stored to replay", async () => {
    history = historyStore();
    expect(await resolveReplay("repeat the last one", history.store, assemblyCell)).toMatchObject({
      kind: "refused",
      runId: null,
      reason: "There is no completed run to repeat yet.",
    });
    await history.addRun("run-graph", "go to position 2", { goal: "move", position: "Pos_2" }, "completed");
    expect(await resolveReplay("do that again", history.store, assemblyCell)).toMatchObject({
      kind: "refused",
      runId: "run-graph",
      reason: "Run run-graph has no stored assembly sequence to replay.",
    });
  });
});
