import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOpcUaController, type OpcUaController } from "../../src/execute/opcua/opcua-controller.js";
import { startOpcUaCellServer, type OpcUaCellServer } from "../../src/execute/opcua/opcua-cell-server.js";
import { pkiDir } from "../../src/execute/opcua/security.js";
import type { FaultSpec } from "../../src/execute/fault-injection.js";
import type { GraphSnapshot } from "../../src/knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { makeTempDir, weldingCellText, writeCellFile } from "../fixtures/temp-dir.js";
import { createHarness, type Harness } from "../workflow/support/workflow-harness.js";

/** A real node-opcua server on a free loopback port, and the commands it received. */
async function startSimulator(
  snapshot: GraphSnapshot,
  options: { timeScale?: number; fault?: FaultSpec } = {},
): Promise<{ server: OpcUaCellServer; commands: string[] }> {
  const commands: string[] = [];
  const server = await startOpcUaCellServer({
    snapshot,
    host: "127.0.0.1",
    port: 0,
    timeScale: options.timeScale ?? 0,
    fault: options.fault ?? null,
    pkiDir: pkiDir("server"),
    secure: false,
    onCommand: (line) => commands.push(line),
  });
  return { server, commands };
}

const welding = loadGraphSnapshot("welding");
let harness: Harness | undefined;
let controller: OpcUaController | undefined;
afterEach(async () => {
  await harness?.close();
  await controller?.close();
  harness = undefined;
  controller = undefined;
});

function harnessOn(server: OpcUaCellServer, snapshot: GraphSnapshot = welding): Harness {
  controller = createOpcUaController({ endpoint: server.endpoint, snapshot });
  return createHarness({ snapshot, controller });
}

describe("runs on an OPC UA controller (method completion)", () => {
  let sim: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    sim = await startSimulator(welding, { timeScale: 0.002 });
  });
  afterAll(async () => sim.server.stop());
  afterEach(() => {
    sim.server.setState({ position: "Home", tool: "none" });
    sim.commands.length = 0;
  });

  it("runs a plan end to end: every step a controller call, state from the controller", async () => {
    harness = harnessOn(sim.server);
    await harness.service.send("c", "weld at position 1 and 2");
    const turn = await harness.service.send("c", "yes");
    expect(turn.run).toMatchObject({ status: "completed", completedSteps: 12, totalSteps: 12 });
    expect(sim.server.state()).toEqual({ position: "Pos_2", tool: "Welder" });
    expect(await harness.store.getState()).toMatchObject({
      current_position: "Pos_2",
      current_tool: "Welder",
    });
    expect(sim.commands.filter((line) => !line.startsWith("refused"))).toHaveLength(12);
    expect(sim.commands[2]).toMatch(/^AttachTool\(Welder\)/);
    expect(sim.commands[7]).toMatch(/^RunRoutine\(tack_weld, Pos_1\)/);
    expect(controller!.health()).toMatchObject({ kind: "opcua", connected: true, lastError: null });
  });

  it("a move the controller refuses is a step error in the controller's words", async () => {
    controller = createOpcUaController({ endpoint: sim.server.endpoint, snapshot: welding });
    const signal = new AbortController().signal;
    const step = { id: 1, name: "Move to Pos_3", action: "move" as const, target: "Pos_3" };
    await expect(controller.perform(step, { stepIndex: 0, signal })).rejects.toMatchObject({
      code: "REFUSED",
      message: "controller: refused MoveTo(Pos_3): No :ONLY_ALLOWED_MOVE_TO edge from 'Home' to 'Pos_3'",
    });
    const weld = { id: 2, name: "Weld", action: "routine" as const, target: "tack_weld", position: "Home" };
    await expect(controller.perform(weld, { stepIndex: 1, signal })).rejects.toThrow(
      /refused RunRoutine\(tack_weld, Home\): Routine 'tack_weld' not supported at 'Home'/,
    );
    sim.server.setState({ position: "Tool_Camera_Position", tool: "none" });
    const attach = {
      ...weld,
      name: "Attach",
      target: "tool_attach",
      position: "Tool_Camera_Position",
      tool: "Welder",
    };
    await expect(controller.perform(attach, { stepIndex: 2, signal })).rejects.toThrow(
      /refused AttachTool\(Welder\): 'Tool_Camera_Position' stores 'Camera', not 'Welder'/,
    );
    expect(sim.server.state()).toEqual({ position: "Tool_Camera_Position", tool: "none" });
  });

  it("Stop now stops the controller's step: the run fails 'stopped' with the controller's state, the robot stays where it was", async () => {
    sim.server.setState({ position: "Home", tool: "none" });
    const slow = await startSimulator(welding, { timeScale: 10 });
    try {
      harness = harnessOn(slow.server);
      await harness.service.send("c", "go to safe position 1");
      harness.service.onRunEvent((event) => {
        if (event.type === "run-step-started") setTimeout(() => harness!.service.stopRun("now"), 200);
      });
      const started = Date.now();
      const turn = await harness.service.send("c", "yes");
      expect(Date.now() - started).toBeLessThan(8000); // the move takes 10 s
      expect(turn.run).toMatchObject({
        status: "failed",
        completedSteps: 0,
        error:
          "stopped by the operator: 'Move to Safe_Pos_1' interrupted (stop now); the controller reports: at Home, tool none",
      });
      expect(slow.commands).toContain("Stop()");
      expect(slow.server.state()).toEqual({ position: "Home", tool: "none" });
      expect(await harness.store.getState()).toMatchObject({ current_position: "Home" });
    } finally {
      await slow.server.stop();
    }
  });

  it("a robot moved behind cellpilot's back: the store is corrected, the operator told, the plan starts there", async () => {
    harness = harnessOn(sim.server);
    sim.server.setState({ position: "Safe_Pos_2", tool: "Welder" });
    const turn = await harness.service.send("c", "weld at position 2");
    expect(turn.reply).toMatch(
      /controller reports the robot at Safe_Pos_2 holding Welder; the record said Home holding none/,
    );
    expect(turn.plan?.path).toEqual(["Safe_Pos_2", "Pos_2"]);
    expect(await harness.store.getState()).toMatchObject({
      current_position: "Safe_Pos_2",
      current_tool: "Welder",
    });
    expect(harness.logLines().some((line) => line.event === "STATE_RECONCILED")).toBe(true);
    // Moved again between the review and the run: the run starts from the controller's state too.
    sim.server.setState({ position: "Home", tool: "Welder" });
    const again = await harness.service.send("c", "yes");
    expect(again.kind).toBe("review");
    expect(again.reply).toMatch(
      /controller reports the robot at Home holding Welder; the record said Safe_Pos_2 holding Welder/,
    );
    expect(again.plan?.path).toEqual(["Home", "Safe_Pos_2", "Pos_2"]);
    const run = await harness.service.send("c", "yes");
    expect(run.run).toMatchObject({ status: "completed", completedSteps: 3 });
    expect(sim.server.state()).toEqual({ position: "Pos_2", tool: "Welder" });
  });
});

describe("a controller fault mid-run", () => {
  it("fails the run with the controller's reason and sends nothing after it", async () => {
    const sim = await startSimulator(welding, { fault: { kind: "step", step: 3 } });
    try {
      harness = harnessOn(sim.server);
      await harness.service.send("c", "weld at position 1");
      const turn = await harness.service.send("c", "yes");
      expect(turn.run).toMatchObject({ status: "failed", completedSteps: 2 });
      expect(turn.run!.error).toBe("controller: fault: injected at step 3 during AttachTool(Welder)");
      const rows = await harness.store.getRunSteps(turn.run!.runId);
      expect(rows.map((row) => row.state)).toEqual(["completed", "completed", "error"]);
      expect(rows[2].error).toMatch(/fault: injected at step 3/);
      expect(sim.commands.filter((line) => !line.startsWith("fault"))).toHaveLength(3);
      expect(sim.server.state()).toEqual({ position: "Tool_Weld_Position", tool: "none" });
    } finally {
      await sim.server.stop();
    }
  });
});

describe("monitored completion (Busy/Done/Error) and the controller: block", () => {
  it("completes steps on Done and fails them on Error", async () => {
    const temp = makeTempDir();
    const text = `${weldingCellText()}\ncontroller:\n  completion: monitored\n`;
    const snapshot = loadGraphSnapshot(writeCellFile(temp.dir, "monitored.cell.yaml", text));
    const sim = await startSimulator(snapshot, {
      timeScale: 0.002,
      fault: { kind: "position", position: "Pos_1" },
    });
    try {
      harness = harnessOn(sim.server, snapshot);
      await harness.service.send("c", "go to safe position 2");
      expect((await harness.service.send("c", "yes")).run).toMatchObject({
        status: "completed",
        completedSteps: 1,
      });
      await harness.service.send("c", "weld at position 1");
      const turn = await harness.service.send("c", "yes");
      expect(turn.run!.error).toBe("controller: fault: injected at position Pos_1 during MoveTo(Pos_1)");
      expect(sim.server.state().position).toBe("Safe_Pos_1");
    } finally {
      await sim.server.stop();
      temp.cleanup();
    }
  });

  it("a mapping naming nodes the controller does not have fails clearly", async () => {
    const temp = makeTempDir();
    const text = `${weldingCellText()}\ncontroller:\n  busy: Status/Busy\n`;
    const snapshot = loadGraphSnapshot(writeCellFile(temp.dir, "mapped.cell.yaml", text));
    const sim = await startSimulator(snapshot);
    try {
      controller = createOpcUaController({ endpoint: sim.server.endpoint, snapshot });
      await expect(controller.readState()).rejects.toMatchObject({
        code: "UNAVAILABLE",
        message: expect.stringMatching(/the controller has no 'Status' under 'Cell'/),
      });
      expect(controller.health()).toMatchObject({
        connected: false,
        lastError: expect.stringMatching(/Status/),
      });
    } finally {
      await sim.server.stop();
      temp.cleanup();
    }
  });
});
