import { describe, expect, it } from "vitest";
import type { CellStore } from "../../src/store/cell-store.js";

export interface StoreOpener {
  /** Opens the store named `key`; the same key opens the same database again. */
  (key: string, options: { initialState: { position: string; tool: string }; now?: () => Date }): CellStore;
}

/** A clock that moves one second per reading, from a fixed instant. */
export function steppingClock(start = "2026-03-14T10:00:00.000Z"): () => Date {
  let time = Date.parse(start);
  return () => {
    const now = new Date(time);
    time += 1000;
    return now;
  };
}

const initialState = { position: "Home", tool: "none" };

/** What every CellStore backend must do alike (DESIGN §2 operations), run against real databases. */
export function describeStoreBehaviour(label: string, open: StoreOpener): void {
  let counter = 0;
  const key = () => `store_${Date.now().toString(36)}_${++counter}`;

  describe(`${label}: CellStore behaviour`, () => {
    it("starts at the cell's initial state; updatePosition and updateTool stamp last_updated", async () => {
      const store = open(key(), { initialState, now: steppingClock() });
      try {
        expect(await store.getState()).toEqual({
          current_position: "Home",
          current_tool: "none",
          last_updated: "2026-03-14T10:00:00.000Z",
        });
        await store.updatePosition("Pos_1");
        await store.updateTool("Welder");
        expect(await store.getState()).toEqual({
          current_position: "Pos_1",
          current_tool: "Welder",
          last_updated: "2026-03-14T10:00:02.000Z",
        });
      } finally {
        await store.close();
      }
    });

    it("reopening keeps the state and history (the initial state is not written again)", async () => {
      const name = key();
      const first = open(name, { initialState });
      await first.updatePosition("Pos_2");
      await first.updateTool("Camera");
      await first.createRun({
        run_id: "r1",
        operator_input: "inspect 2",
        sequence_json: "[]",
        goal_json: '{"goal":"release_tool"}',
      });
      await first.close();
      const second = open(name, { initialState });
      try {
        expect(await second.getState()).toMatchObject({ current_position: "Pos_2", current_tool: "Camera" });
        expect(await second.getRun("r1")).toMatchObject({ operator_input: "inspect 2", status: "pending" });
        expect(await second.getRunGoal("r1")).toEqual({
          correlation_id: "r1",
          goal_json: '{"goal":"release_tool"}',
        });
      } finally {
        await second.close();
      }
    });

    it("records runs and steps: create, status, steps, failed positions", async () => {
      const store = open(key(), { initialState, now: steppingClock() });
      try {
        await store.createRun({
          run_id: "r1",
          operator_input: "weld at 1",
          sequence_json: '[{"id":1}]',
          correlation_id: "c1",
          goal_json: "{}",
        });
        expect(await store.getRun("r1")).toEqual({
          run_id: "r1",
          operator_input: "weld at 1",
          sequence_json: '[{"id":1}]',
          status: "pending",
          started_at: "2026-03-14T10:00:01.000Z",
          finished_at: null,
        });
        expect(await store.getRunGoal("r1")).toEqual({ correlation_id: "c1", goal_json: "{}" });
        await store.updateRunStatus("r1", "running");
        expect(await store.getRun("r1")).toMatchObject({ status: "running", finished_at: null });
        const first = await store.addStep("r1", { position: "Safe_Pos_1", action: "move" });
        const second = await store.addStep("r1", { position: "Pos_1", action: "routine", state: "running" });
        expect(typeof first).toBe("number");
        expect(second).toBeGreaterThan(first);
        await store.updateStepState(first, "completed");
        await store.updateStepState(second, "error", "weld_quality_check failed");
        const steps = await store.getRunSteps("r1");
        expect(
          steps.map((step) => [
            step.step_id,
            step.run_id,
            step.position,
            step.action,
            step.state,
            step.error,
          ]),
        ).toEqual([
          [first, "r1", "Safe_Pos_1", "move", "completed", null],
          [second, "r1", "Pos_1", "routine", "error", "weld_quality_check failed"],
        ]);
        expect(steps.every((step) => step.finished_at !== null && step.started_at.endsWith("Z"))).toBe(true);
        expect(await store.getFailedPositions("r1")).toEqual(["Pos_1"]);
        await store.updateRunStatus("r1", "failed");
        expect((await store.getRun("r1"))!.finished_at).not.toBeNull();
        expect(await store.getRun("nope")).toBeNull();
        expect(await store.getRunGoal("nope")).toBeNull();
        expect(await store.getRunSteps("nope")).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("refuses values outside the CHECK constraints and steps of unknown runs", async () => {
      const store = open(key(), { initialState });
      try {
        await expect(
          store.createRun({
            run_id: "r",
            operator_input: "x",
            sequence_json: "[]",
            status: "paused" as never,
          }),
        ).rejects.toThrow(/check/i);
        await store.createRun({ run_id: "r", operator_input: "x", sequence_json: "[]" });
        await expect(store.addStep("r", { position: "Home", action: "jump" as never })).rejects.toThrow(
          /check/i,
        );
        await expect(store.addStep("no-such-run", { position: "Home", action: "move" })).rejects.toThrow(
          /foreign key/i,
        );
        await expect(
          store.createRun({ run_id: "r", operator_input: "again", sequence_json: "[]" }),
        ).rejects.toThrow(/unique|duplicate/i);
        expect((await store.getRun("r"))!.operator_input).toBe("x");
      } finally {
        await store.close();
      }
    });

    it("createRun is one transaction: a refused goal row leaves no run behind", async () => {
      const store = open(key(), { initialState });
      try {
        await expect(
          store.createRun({
            run_id: "b",
            operator_input: "y",
            sequence_json: "[]",
            goal_json: null as never,
          }),
        ).rejects.toThrow(/not.null/i);
        expect(await store.getRun("b")).toBeNull();
        expect(await store.countRuns()).toBe(0);
      } finally {
        await store.close();
      }
    });

    it("finds runs by day, the latest completed run, and pages the history newest first", async () => {
      let clock = Date.parse("2026-03-13T23:59:57.000Z"); // the first reading stamps robot_state
      const store = open(key(), { initialState, now: () => new Date((clock += 1000)) });
      try {
        expect(await store.getLatestCompletedRun()).toBeNull();
        for (const id of ["d1", "d2", "d3", "d4"])
          await store.createRun({ run_id: id, operator_input: id, sequence_json: "[]" });
        await store.updateRunStatus("d2", "completed");
        await store.updateRunStatus("d3", "completed");
        expect((await store.getRunsByDate("2026-03-13")).map((run) => run.run_id)).toEqual(["d1"]);
        expect((await store.getRunsByDate("2026-03-14")).map((run) => run.run_id)).toEqual([
          "d2",
          "d3",
          "d4",
        ]);
        expect(await store.getRunsByDate("14 March")).toEqual([]);
        expect(await store.getRunsByDate("2026-13-45")).toEqual([]);
        expect((await store.getLatestCompletedRun())!.run_id).toBe("d3");
        expect((await store.listRuns({ limit: 2 })).map((run) => run.run_id)).toEqual(["d4", "d3"]);
        expect((await store.listRuns({ limit: 2, offset: 2 })).map((run) => run.run_id)).toEqual([
          "d2",
          "d1",
        ]);
        expect(await store.countRuns()).toBe(4);
      } finally {
        await store.close();
      }
    });
  });
}
