import { describe, expect, it } from "vitest";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { parseFaultSpec } from "../../src/execute/fault-injection.js";
import { createSimulatedRobot } from "../../src/execute/simulated-robot.js";
import { planSeconds } from "../../src/execute/step-duration.js";

const move: PlanStep = { id: 1, name: "Move to Pos_1", action: "move", target: "Pos_1" };
const weld: PlanStep = {
  id: 2,
  name: "Tack Weld at Pos_1",
  action: "routine",
  target: "tack_weld",
  position: "Pos_1",
  stabilize: 1.5,
};

describe("the simulated robot", () => {
  it("takes move_seconds per move and the stabilize time per routine, scaled", async () => {
    const slept: number[] = [];
    const robot = createSimulatedRobot({
      moveSeconds: 2,
      timeScale: 0.5,
      sleep: async (ms) => void slept.push(ms),
    });
    const signal = new AbortController().signal;
    await robot.perform(move, { stepIndex: 0, signal });
    await robot.perform(weld, { stepIndex: 1, signal });
    expect(slept).toEqual([1000, 750]);
    expect(planSeconds([move, weld], 2)).toBe(3.5);
  });

  it("fails the injected step or position and stops when aborted", async () => {
    const signal = new AbortController().signal;
    const atStep = createSimulatedRobot({ moveSeconds: 0, timeScale: 0, fault: { kind: "step", step: 2 } });
    await expect(atStep.perform(move, { stepIndex: 0, signal })).resolves.toBeUndefined();
    await expect(atStep.perform(weld, { stepIndex: 1, signal })).rejects.toMatchObject({
      code: "STEP_FAILED",
    });
    const atPosition = createSimulatedRobot({
      moveSeconds: 0,
      timeScale: 0,
      fault: { kind: "position", position: "Pos_1" },
    });
    await expect(atPosition.perform(move, { stepIndex: 0, signal })).rejects.toThrow(/position Pos_1/);
    const stopping = new AbortController();
    const slow = createSimulatedRobot({ moveSeconds: 10, timeScale: 1 });
    const pending = slow.perform(move, { stepIndex: 0, signal: stopping.signal });
    stopping.abort();
    await expect(pending).rejects.toMatchObject({ code: "STOPPED" });
  });

  it("reads fault specs and refuses what it cannot read", () => {
    expect(parseFaultSpec("step:3")).toEqual({ ok: true, fault: { kind: "step", step: 3 } });
    expect(parseFaultSpec("position:Pos_2")).toEqual({
      ok: true,
      fault: { kind: "position", position: "Pos_2" },
    });
    expect(parseFaultSpec("")).toEqual({ ok: true, fault: null });
    expect(parseFaultSpec(undefined)).toEqual({ ok: true, fault: null });
    expect(parseFaultSpec("step:0").ok).toBe(false);
    expect(parseFaultSpec("explode").ok).toBe(false);
  });
});
