import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { RobotControllerError, type ControllerHealth, type RobotController } from "./robot-controller.js";
import { controllerSecurity, parseControllerEndpoint } from "./opcua/security.js";

/** `--controller`, else CELLPILOT_CONTROLLER; empty means the in-process simulator. */
export function controllerEndpointOf(
  option: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const value = (option ?? env.CELLPILOT_CONTROLLER ?? "").trim();
  return value || null;
}

/**
 * The OPC UA controller at `endpoint`, checked now (address, security): node-opcua is imported
 * only when a command is given a controller, never at CLI start-up.
 */
export function openOpcUaController(endpoint: string, snapshot: GraphSnapshot): Required<RobotController> {
  const parsed = parseControllerEndpoint(endpoint);
  if (!parsed.ok) throw new RobotControllerError("BAD_ENDPOINT", parsed.message);
  const security = controllerSecurity(parsed.host);
  if (!security.ok) throw new RobotControllerError("BAD_ENDPOINT", security.message);
  let loaded: Promise<Required<RobotController>> | null = null;
  let controller: Required<RobotController> | null = null;
  const load = () =>
    (loaded ??= import("./opcua/opcua-controller.js").then(({ createOpcUaController }) => {
      controller = createOpcUaController({
        endpoint: parsed.endpoint,
        snapshot,
        security: security.security,
      });
      return controller;
    }));
  // Start loading now: node-opcua takes a while to import (on Node 20 it also runs an RSA self-test),
  // which then overlaps understanding and planning instead of delaying the first step.
  void load().catch(() => undefined);
  const idle: ControllerHealth = {
    kind: "opcua",
    endpoint: parsed.endpoint,
    connected: false,
    lastError: null,
    lastContact: null,
  };
  return {
    name: `opcua ${parsed.endpoint}`,
    perform: async (step, context) => (await load()).perform(step, context),
    readState: async () => (await load()).readState(),
    health: () => controller?.health() ?? idle,
    close: async () => {
      if (loaded) await (await loaded).close();
    },
  };
}
