import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PlanStep } from "../contracts/plan-step.js";
import { createOpcUaController } from "../execute/opcua/opcua-controller.js";
import { startOpcUaCellServer } from "../execute/opcua/opcua-cell-server.js";
import { pkiDir } from "../execute/opcua/security.js";
import { resolveCellPath } from "../knowledge/cell-registry.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import { formatLatency, measureLatencyAsync, type BenchSection } from "./harness.js";

const there: PlanStep = { id: 1, name: "Move to Safe_Pos_1", action: "move", target: "Safe_Pos_1" };
const back: PlanStep = { id: 2, name: "Move to Home", action: "move", target: "Home" };

/**
 * One step on a real node-opcua server on loopback, back and forth between two positions, with
 * `timeScale` × the cell's move time of motion; returns the figures and the motion time per step.
 */
async function stepFigures(snapshot: GraphSnapshot, timeScale: number, runs: number) {
  const server = await startOpcUaCellServer({
    snapshot,
    host: "127.0.0.1",
    port: 0,
    timeScale,
    pkiDir: pkiDir("server"),
    secure: false,
  });
  const controller = createOpcUaController({ endpoint: server.endpoint, snapshot });
  try {
    await controller.readState();
    const signal = new AbortController().signal;
    const figures = await measureLatencyAsync(runs, (index) =>
      controller.perform(index % 2 === 0 ? there : back, { stepIndex: index, signal }),
    );
    return { figures, motionMs: snapshot.data.moveSeconds * timeScale * 1000 };
  } finally {
    await controller.close();
    await server.stop();
  }
}

export const section: BenchSection = {
  name: "OPC UA controller round trip (node-opcua client and server on loopback)",
  async run() {
    const welding = loadGraphSnapshot("welding");
    for (const timeScale of [0, 0.01]) {
      const { figures, motionMs } = await stepFigures(welding, timeScale, 1000);
      console.log(formatLatency(`method completion, motion ${motionMs} ms: one step`, figures));
      console.log(
        `${"  overhead beyond motion".padEnd(52)} p50 ${(figures.p50Ms - motionMs).toFixed(2)} ms  (target ≤ 5 ms${motionMs > 0 ? "; includes the simulator timer's lateness" : ""})`,
      );
    }
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-bench-opcua-"));
    try {
      const file = join(dir, "monitored.cell.yaml");
      writeFileSync(
        file,
        `${readFileSync(resolveCellPath("welding"), "utf8")}\ncontroller:\n  completion: monitored\n`,
      );
      const { figures, motionMs } = await stepFigures(loadGraphSnapshot(file), 0.01, 100);
      console.log(formatLatency(`monitored Busy/Done/Error, motion ${motionMs} ms: one step`, figures));
      console.log(
        `${"  overhead beyond motion".padEnd(52)} p50 ${(figures.p50Ms - motionMs).toFixed(2)} ms  (publishing interval bound)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
