import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseTimeScale } from "../../execute/time-scale.js";
import { join } from "node:path";
import type { Command } from "commander";
import type { SimulatedState } from "../../contracts/robot-state.js";
import { faultNeverFires, parseFaultSpec } from "../../execute/fault-injection.js";
import { credentialsFromEnv, isLoopbackHost, pkiDir } from "../../execute/opcua/security.js";
import { readCellKind, resolveCellPath } from "../../knowledge/cell-registry.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../knowledge/load-graph-cell.js";
import { resolveDataDir } from "../../store/data-dir.js";
import { EXIT, printError, printLines } from "../output.js";

interface SimOptions {
  cell?: string;
  host: string;
  port: string;
  timeScale: string;
  fault?: string;
  dataDir?: string;
  secure?: boolean;
}

/** The simulator's robot survives a restart, as a real controller's does. */
function stateFile(dataDir: string, cell: string): string {
  return join(dataDir, `${cell}.opcua-sim.json`);
}

function savedState(file: string, snapshot: GraphSnapshot): SimulatedState | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<SimulatedState>;
    const toolKnown = saved.tool === "none" || snapshot.tools.has(saved.tool ?? "");
    if (typeof saved.position === "string" && snapshot.positions.has(saved.position) && toolKnown)
      return { position: saved.position, tool: saved.tool! };
  } catch {
    // no saved state yet (or unreadable): the cell's initial state
  }
  return undefined;
}

function fail(message: string): void {
  printError(message);
  process.exitCode = EXIT.badInput;
}

/** `cellpilot sim opcua`: a graph cell served as an OPC UA controller (DESIGN §7). */
export function registerSimCommand(program: Command): void {
  program
    .command("sim")
    .description("serve a simulated cell controller")
    .argument("<protocol>", "opcua")
    .option("--cell <name|path>", "the cell (a graph cell)", "welding")
    .option("--host <address>", "address to listen on; anything but loopback is secured", "127.0.0.1")
    .option("--port <n>", "TCP port (0 picks a free one)", "4840")
    .option("--time-scale <x>", "motion time × x: 1 the cell's time, 0 instant", "1")
    .option("--fault <spec>", "fail a command: step:N (the Nth accepted) or position:NAME")
    .option("--data-dir <dir>", "where the simulated robot's state is kept")
    .option("--secure", "Sign/SignAndEncrypt and a user/password only, even on loopback")
    .action(async (protocol: string, options: SimOptions) => {
      if (protocol !== "opcua") return fail(`unknown simulator '${protocol}' (available: opcua)`);
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        return fail(`--port must be 0–65535, not '${options.port}'`);
      const parsedScale = parseTimeScale(options.timeScale);
      if (!parsedScale.ok) return fail(parsedScale.message);
      const timeScale = parsedScale.value;
      const fault = parseFaultSpec(options.fault);
      if (!fault.ok) return fail(fault.message);
      const path = resolveCellPath(options.cell);
      if (readCellKind(path) === "assembly")
        return fail(`${options.cell} is an assembly cell; the OPC UA simulator serves graph cells`);
      const secure = Boolean(options.secure) || !isLoopbackHost(options.host);
      const credentials = credentialsFromEnv();
      if (secure && !credentials)
        return fail(
          "a secured simulator needs CELLPILOT_CONTROLLER_USER and CELLPILOT_CONTROLLER_PASSWORD (anonymous access is only allowed on loopback)",
        );
      let snapshot: GraphSnapshot;
      try {
        snapshot = loadGraphSnapshot(path);
      } catch (error) {
        return fail((error as Error).message);
      }
      const neverFires = faultNeverFires(fault.fault, [...snapshot.positions.keys()]);
      if (neverFires) return fail(neverFires);
      const dataDir = resolveDataDir(options.dataDir);
      mkdirSync(dataDir, { recursive: true });
      const file = stateFile(dataDir, snapshot.data.cell);
      const { startOpcUaCellServer } = await import("../../execute/opcua/opcua-cell-server.js");
      let server;
      try {
        server = await startOpcUaCellServer({
          snapshot,
          host: options.host,
          port,
          timeScale,
          fault: fault.fault,
          initialState: savedState(file, snapshot),
          pkiDir: pkiDir("server"),
          secure,
          credentials,
          onStateChange: (state) => writeFileSync(file, JSON.stringify(state)),
          onCommand: (line) => printLines(`${new Date().toISOString()} ${line}`),
        });
      } catch (error) {
        return fail(`cannot start the simulator: ${(error as Error).message}`);
      }
      const state = server.state();
      printLines(
        `cellpilot OPC UA simulator for cell '${snapshot.data.cell}' at ${server.endpoint}`,
        `Robot at ${state.position}, tool ${state.tool}; motion × ${timeScale}${fault.fault ? `; fault at ${options.fault}` : ""}; ${secure ? "secured (Sign/SignAndEncrypt, user and password)" : "anonymous (loopback)"}.`,
        `State kept in ${file}. Stop with Ctrl+C.`,
      );
      const stop = async () => {
        await server.stop();
        process.exit(0);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
