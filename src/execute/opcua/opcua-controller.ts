import type { StatusCode } from "node-opcua-client";
import type { ControllerMapping } from "../../contracts/graph-cell.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import type { SimulatedState } from "../../contracts/robot-state.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import {
  commandOfStep,
  controllerMappingOf,
  describeCommand,
  stepTimeoutMs,
  type ControllerCommand,
} from "../controller-command.js";
import { RobotControllerError, type ControllerHealth, type RobotController } from "../robot-controller.js";
import {
  openOpcUaConnection,
  type MethodName,
  type OpcUaConnection,
  type StatusName,
} from "./opcua-connection.js";
import { controllerSecurity, parseControllerEndpoint, pkiDir, type ControllerSecurity } from "./security.js";

export interface OpcUaControllerOptions {
  endpoint: string;
  snapshot: GraphSnapshot;
  /** Default: from the endpoint's host and the environment (anonymous only on loopback). */
  security?: ControllerSecurity;
  pkiDir?: string;
  connectTimeoutMs?: number;
  now?: () => Date;
}

export interface OpcUaController extends RobotController {
  readonly endpoint: string;
  readState(): Promise<SimulatedState>;
  health(): ControllerHealth;
  close(): Promise<void>;
}

/** How often monitored completion double-checks Done/Error by reading them. */
const MONITOR_POLL_MS = 100;

type StepEnd = { ok: true } | { ok: false; error: RobotControllerError };

/**
 * A cell controller over OPC UA (node-opcua client). One call per step, then completion by the
 * method's result or the monitored Busy/Done/Error handshake, within a per-step timeout from the
 * cell. Faults, refusals, a lost connection and the timeout become step errors in the
 * controller's words; a step is never sent twice. The session is kept alive between runs and
 * opened again at the next use after it broke.
 */
export function createOpcUaController(options: OpcUaControllerOptions): OpcUaController {
  const parsed = parseControllerEndpoint(options.endpoint);
  if (!parsed.ok) throw new RobotControllerError("UNAVAILABLE", parsed.message);
  const endpoint = parsed.endpoint;
  const security = options.security ?? resolveSecurity(parsed.host);
  const mapping: ControllerMapping = controllerMappingOf(options.snapshot);
  const now = options.now ?? (() => new Date());
  let connection: OpcUaConnection | null = null;
  let connecting: Promise<OpcUaConnection> | null = null;
  let lastError: string | null = null;
  let lastContact: string | null = null;
  /** Rejects the step in flight when the connection breaks. */
  let onLost: ((reason: string) => void) | null = null;

  const contact = () => {
    lastContact = now().toISOString();
  };

  async function connect(): Promise<OpcUaConnection> {
    if (connection) return connection;
    connecting ??= openOpcUaConnection({
      endpoint,
      mapping,
      security,
      pkiDir: options.pkiDir ?? pkiDir("client"),
      connectTimeoutMs: options.connectTimeoutMs ?? 15_000,
      onLost: (reason) => {
        lastError = `${reason} (${endpoint})`;
        connection = null;
        onLost?.(reason);
      },
    })
      .then((opened) => {
        connection = opened;
        lastError = null;
        contact();
        return opened;
      })
      .catch((error: Error) => {
        lastError = `cannot reach the controller at ${endpoint}: ${error.message}`;
        throw new RobotControllerError("UNAVAILABLE", lastError);
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  /** The controller's own words for a failed call: its Error variable, else the status code. */
  async function reasonOf(open: OpcUaConnection, status: StatusCode): Promise<string> {
    const [error] = await open.read(["error"]).catch(() => [""]);
    return error || status.name;
  }

  async function perform(step: PlanStep, context: { stepIndex: number; signal: AbortSignal }): Promise<void> {
    if (context.signal.aborted) throw new RobotControllerError("STOPPED", "stopped by the operator");
    const open = await connect();
    const command = commandOfStep(options.snapshot, step);
    const name = describeCommand(command);
    const timeoutMs = stepTimeoutMs(step, options.snapshot.data.moveSeconds, mapping);
    const settled = new Promise<StepEnd>((resolve) => {
      let ended = false;
      const finish = (end: StepEnd) => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        clearTimeout(pollTimer);
        context.signal.removeEventListener("abort", onAbort);
        stopWatching();
        onLost = null;
        resolve(end);
      };
      const fail = (code: ConstructorParameters<typeof RobotControllerError>[0], message: string) =>
        finish({ ok: false, error: new RobotControllerError(code, message) });
      // The step ends only once the controller was told to stop (or could not be), so a stopped run
      // never reports before the robot got the word.
      let stopping = false;
      const stopThen = (code: "TIMEOUT" | "STOPPED", message: string) => {
        stopping = true;
        void withTimeout(open.call("stop", []), 2000)
          .catch(() => undefined)
          .finally(() => fail(code, message));
      };
      const timer = setTimeout(
        () =>
          stopThen(
            "TIMEOUT",
            `the controller did not finish ${name} within ${Math.round(timeoutMs / 1000)} s (stop sent)`,
          ),
        timeoutMs,
      );
      const onAbort = () => stopThen("STOPPED", "stopped by the operator");
      context.signal.addEventListener("abort", onAbort, { once: true });
      onLost = (reason) =>
        fail(
          "CONNECTION_LOST",
          `${reason} during ${name} (${endpoint}); the step's outcome is unknown — check the cell before the next run`,
        );
      // Monitored completion: the controller resets Done and Error when it accepts a command, so a
      // read after acceptance tells this step's outcome. Notifications only trigger that read (one
      // may be late, from the step before; and a step shorter than the server's sampling window
      // can coalesce Done true → false → true into none), and a slow poll backs them up.
      let started = false;
      let pollTimer: NodeJS.Timeout | undefined;
      let reading = false;
      let again = false;
      const next = () => {
        if (ended) return;
        if (again) check();
        else pollTimer = setTimeout(check, MONITOR_POLL_MS);
      };
      const check = (): void => {
        if (reading) again = true;
        if (ended || stopping || !started || reading) return;
        again = false;
        clearTimeout(pollTimer);
        reading = true;
        void open
          .read(["done", "error"])
          .then(([isDone, error]) => {
            reading = false;
            if (error) fail("STEP_FAILED", `controller: ${error}`);
            else if (isDone === "true") finish({ ok: true });
            else next();
          })
          .catch(() => {
            reading = false;
            next();
          });
      };
      const stopWatching = mapping.completion === "monitored" ? open.watch(() => check()) : () => undefined;
      void call(open, command)
        .then(async (status) => {
          contact();
          if (status.isGood()) {
            if (mapping.completion === "method") finish({ ok: true });
            else {
              started = true;
              check();
            }
            return;
          }
          if (stopping) return;
          const reason = await reasonOf(open, status);
          const refused = reason.startsWith("refused") || status.name === "BadInvalidArgument";
          const busy = status.name === "BadInvalidState" && !reason;
          fail(
            refused ? "REFUSED" : "STEP_FAILED",
            busy ? `controller busy: ${name} refused while another command runs` : `controller: ${reason}`,
          );
        })
        .catch((error: Error) => fail("STEP_FAILED", `controller call ${name} failed: ${error.message}`));
    });
    const end = await settled;
    if (!end.ok) {
      if (end.error.code !== "STOPPED") lastError = end.error.message;
      throw end.error;
    }
  }

  function call(open: OpcUaConnection, command: ControllerCommand): Promise<StatusCode> {
    const [method, args]: [MethodName, string[]] =
      command.method === "move_to"
        ? ["move_to", [command.position]]
        : command.method === "run_routine"
          ? ["run_routine", [command.routine, command.position]]
          : command.method === "attach_tool"
            ? ["attach_tool", [command.tool]]
            : ["release_tool", []];
    return open.call(method, args);
  }

  return {
    name: `opcua ${endpoint}`,
    endpoint,
    perform,
    async readState() {
      const open = await connect();
      const [position, tool] = await open.read(["position", "tool"]);
      contact();
      return { position, tool: tool || "none" };
    },
    health() {
      return { kind: "opcua", endpoint, connected: connection !== null, lastError, lastContact };
    },
    async close() {
      const open = connection ?? (connecting ? await connecting.catch(() => null) : null);
      connection = null;
      await open?.close();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer")), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function resolveSecurity(host: string): ControllerSecurity {
  const result = controllerSecurity(host);
  if (!result.ok) throw new RobotControllerError("UNAVAILABLE", result.message);
  return result.security;
}
