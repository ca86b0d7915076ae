import { OPCUACertificateManager } from "node-opcua-certificate-manager";
import { DataType, MessageSecurityMode, SecurityPolicy, StatusCodes, type Variant } from "node-opcua-client";
import { OPCUAServer } from "node-opcua-server";
import type { SimulatedState } from "../../contracts/robot-state.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import {
  checkCommand,
  controllerMappingOf,
  describeCommand,
  type ControllerCommand,
} from "../controller-command.js";
import { describeFault, type FaultSpec } from "../fault-injection.js";
import { BROWSE_NAMES } from "./information-model.js";
import { quietOpcUaLogs } from "./quiet-logs.js";
import type { ControllerCredentials } from "./security.js";

export interface OpcUaCellServerOptions {
  snapshot: GraphSnapshot;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Motion time × this: 1 the cell's real time, 0 instant. */
  timeScale: number;
  fault?: FaultSpec | null;
  /** Where the robot starts (the cell's initial state when absent). */
  initialState?: SimulatedState;
  /** The server's certificates (node-opcua PKI layout). */
  pkiDir: string;
  /** Sign/SignAndEncrypt endpoints only, no anonymous access (always so off loopback). */
  secure: boolean;
  /** Required when secure: the one user allowed in. */
  credentials?: ControllerCredentials | null;
  /** Called after every change of the controller's state (the CLI saves it). */
  onStateChange?: (state: SimulatedState) => void;
  /** One line per command, accepted or refused. */
  onCommand?: (line: string) => void;
}

export interface OpcUaCellServer {
  readonly endpoint: string;
  state(): SimulatedState;
  /** Moves the robot behind everyone's back (a jog from the pendant; tests). */
  setState(state: SimulatedState): void;
  stop(): Promise<void>;
}

type Motion = { finish: (error: string | null) => void };

/**
 * The cell as an OPC UA controller (DESIGN §7): an object `Cell` with the robot's state, the
 * Busy/Done/Error handshake and one method per command. It enforces the cell's own rules, so a
 * plan that slipped past the verifier is refused here too, and motion takes the cell's time.
 */
export async function startOpcUaCellServer(options: OpcUaCellServerOptions): Promise<OpcUaCellServer> {
  quietOpcUaLogs();
  const { snapshot } = options;
  const mapping = controllerMappingOf(snapshot);
  const certificateManager = new OPCUACertificateManager({
    rootFolder: options.pkiDir,
    automaticallyAcceptUnknownCertificate: false,
  });
  const credentials = options.credentials ?? null;
  const server = new OPCUAServer({
    port: options.port,
    hostname: options.host,
    host: options.host,
    buildInfo: { productName: `cellpilot simulator (${snapshot.data.cell})`, manufacturerName: "cellpilot" },
    serverCertificateManager: certificateManager,
    securityModes: options.secure
      ? [MessageSecurityMode.Sign, MessageSecurityMode.SignAndEncrypt]
      : [MessageSecurityMode.None, MessageSecurityMode.Sign, MessageSecurityMode.SignAndEncrypt],
    securityPolicies: options.secure
      ? [
          SecurityPolicy.Basic256Sha256,
          SecurityPolicy.Aes128_Sha256_RsaOaep,
          SecurityPolicy.Aes256_Sha256_RsaPss,
        ]
      : [SecurityPolicy.None, SecurityPolicy.Basic256Sha256],
    allowAnonymous: !options.secure,
    userManager: {
      isValidUser: (user: string, password: string) =>
        credentials !== null && user === credentials.user && password === credentials.password,
    },
    // Secured: a restricted None endpoint answers GetEndpoints only (discovery), never a session.
    disableDiscovery: false,
  });
  await server.initialize();

  const addressSpace = server.engine.addressSpace!;
  const namespace = addressSpace.getOwnNamespace();
  const cell = namespace.addObject({
    organizedBy: addressSpace.rootFolder.objects,
    browseName: BROWSE_NAMES.object,
  });
  const variable = (browseName: string, dataType: DataType, value: unknown) =>
    namespace.addVariable({
      componentOf: cell,
      browseName,
      dataType: dataType === DataType.String ? "String" : "Boolean",
      minimumSamplingInterval: 0,
      value: { dataType, value },
    });
  let state: SimulatedState = { ...(options.initialState ?? snapshot.data.initialState) };
  const position = variable(BROWSE_NAMES.position, DataType.String, state.position);
  const tool = variable(BROWSE_NAMES.tool, DataType.String, state.tool);
  const busy = variable(BROWSE_NAMES.busy, DataType.Boolean, false);
  const done = variable(BROWSE_NAMES.done, DataType.Boolean, false);
  const error = variable(BROWSE_NAMES.error, DataType.String, "");
  const set = (node: typeof busy, dataType: DataType, value: unknown) =>
    node.setValueFromSource({ dataType, value });
  const publishState = (next: SimulatedState) => {
    state = { ...next };
    set(position, DataType.String, state.position);
    set(tool, DataType.String, state.tool);
    options.onStateChange?.({ ...state });
  };
  const setStatus = (isBusy: boolean, isDone: boolean, message: string) => {
    set(error, DataType.String, message);
    set(done, DataType.Boolean, isDone);
    set(busy, DataType.Boolean, isBusy);
  };

  let motion: Motion | null = null;
  let accepted = 0;

  /** Starts a command; resolves with null when it finished, or the controller's reason it did not. */
  function start(command: ControllerCommand): { refused: string } | { finished: Promise<string | null> } {
    const name = describeCommand(command);
    if (motion) return { refused: `busy: another command is in progress` };
    const check = checkCommand(snapshot, state, command);
    if (!check.ok) {
      setStatus(false, false, `refused ${name}: ${check.reason}`);
      options.onCommand?.(`refused ${name}: ${check.reason}`);
      return { refused: `refused ${name}: ${check.reason}` };
    }
    accepted++;
    const number = accepted;
    setStatus(true, false, "");
    options.onCommand?.(`${name} (command ${number})`);
    const finished = new Promise<string | null>((resolve) => {
      // An instant motion (time scale 0) ends on the next turn of the loop, not a timer's 1 ms or more.
      const ms = check.seconds * options.timeScale * 1000;
      const end = () => current.finish(faultOf(command, number));
      const timer = ms > 0 ? setTimeout(end, ms) : setImmediate(end);
      const current: Motion = {
        finish: (reason) => {
          if (ms > 0) clearTimeout(timer as NodeJS.Timeout);
          else clearImmediate(timer as NodeJS.Immediate);
          if (motion !== current) return;
          motion = null;
          if (reason === null) publishState(check.next);
          setStatus(false, reason === null, reason ?? "");
          if (reason) options.onCommand?.(reason);
          resolve(reason);
        },
      };
      motion = current;
    });
    return { finished };
  }

  function faultOf(command: ControllerCommand, number: number): string | null {
    const fault = options.fault;
    if (!fault) return null;
    const location =
      command.method === "move_to" || command.method === "run_routine" ? command.position : state.position;
    const hit =
      (fault.kind === "step" && fault.step === number) ||
      (fault.kind === "position" && fault.position === location);
    return hit ? `fault: injected at ${describeFault(fault)} during ${describeCommand(command)}` : null;
  }

  const text = (argument: Variant | undefined) => String(argument?.value ?? "");
  const method = (
    browseName: string,
    inputs: string[],
    toCommand: (args: Variant[]) => ControllerCommand,
  ) => {
    const node = namespace.addMethod(cell, {
      browseName,
      inputArguments: inputs.map((name) => ({ name, dataType: DataType.String })),
      outputArguments: [],
    });
    // node-opcua tells the promise form by its two parameters.
    node.bindMethod(async (args: Variant[], _context: unknown) => {
      const started = start(toCommand(args));
      if ("refused" in started)
        return {
          statusCode: started.refused.startsWith("busy")
            ? StatusCodes.BadInvalidState
            : StatusCodes.BadInvalidArgument,
        };
      if (mapping.completion === "monitored") return { statusCode: StatusCodes.Good };
      const reason = await started.finished;
      if (reason === null) return { statusCode: StatusCodes.Good };
      return {
        statusCode:
          reason === "stopped" ? StatusCodes.BadRequestCancelledByRequest : StatusCodes.BadDeviceFailure,
      };
    });
  };
  method(BROWSE_NAMES.moveTo, ["position"], (args) => ({ method: "move_to", position: text(args[0]) }));
  method(BROWSE_NAMES.runRoutine, ["routine", "position"], (args) => ({
    method: "run_routine",
    routine: text(args[0]),
    position: text(args[1]),
  }));
  method(BROWSE_NAMES.attachTool, ["tool"], (args) => ({ method: "attach_tool", tool: text(args[0]) }));
  method(BROWSE_NAMES.releaseTool, [], () => ({ method: "release_tool" }));
  namespace
    .addMethod(cell, { browseName: BROWSE_NAMES.stop, inputArguments: [], outputArguments: [] })
    .bindMethod(async (_args: Variant[], _context: unknown) => {
      if (motion) {
        options.onCommand?.("Stop()");
        motion.finish("stopped");
      }
      return { statusCode: StatusCodes.Good };
    });

  await server.start();
  return {
    endpoint: server.getEndpointUrl(),
    state: () => ({ ...state }),
    setState: (next) => publishState(next),
    async stop() {
      motion?.finish("stopped");
      await server.shutdown(0);
    },
  };
}
