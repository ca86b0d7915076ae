import { OPCUACertificateManager } from "node-opcua-certificate-manager";
import {
  AttributeIds,
  BrowseDirection,
  ClientMonitoredItem,
  ClientSubscription,
  DataType,
  MessageSecurityMode,
  ObjectIds,
  OPCUAClient,
  SecurityPolicy,
  TimestampsToReturn,
  UserTokenType,
  coerceNodeId,
  type ClientSession,
  type DataValue,
  type NodeId,
  type StatusCode,
} from "node-opcua-client";
import type { ControllerMapping } from "../../contracts/graph-cell.js";
import { quietOpcUaLogs } from "./quiet-logs.js";
import type { ControllerSecurity } from "./security.js";

export type StatusName = "busy" | "done" | "error";
export type MethodName = "move_to" | "run_routine" | "attach_tool" | "release_tool" | "stop";
type VariableName = "position" | "tool" | StatusName;

export interface OpcUaConnectionOptions {
  endpoint: string;
  mapping: ControllerMapping;
  security: ControllerSecurity;
  pkiDir: string;
  connectTimeoutMs: number;
  /** Called once when the connection breaks (socket closed, keep-alive failed, session closed). */
  onLost: (reason: string) => void;
}

/** An open session on a cell controller with the mapping's nodes resolved. */
export interface OpcUaConnection {
  read(names: VariableName[]): Promise<string[]>;
  call(method: MethodName, args: string[]): Promise<StatusCode>;
  /** Monitored completion: listens to Busy/Done/Error changes; returns the unsubscribe. */
  watch(listener: (name: StatusName, value: string | boolean) => void): () => void;
  close(): Promise<void>;
}

const NODE_ID = /^(ns=\d+;)?[isgb]=/;

/**
 * Connects (no automatic reconnection: a broken connection is reported and the next run opens a
 * new one, so nothing is ever re-sent mid-step), opens a session, resolves the mapping's node ids
 * and browse paths, and for monitored completion subscribes to Busy/Done/Error.
 */
export async function openOpcUaConnection(options: OpcUaConnectionOptions): Promise<OpcUaConnection> {
  quietOpcUaLogs();
  const { mapping, security } = options;
  const secure = security.mode !== "none";
  const client = OPCUAClient.create({
    applicationName: "cellpilot",
    endpointMustExist: false,
    keepSessionAlive: true,
    requestedSessionTimeout: 60_000,
    connectionStrategy: { maxRetry: 0, initialDelay: 100, maxDelay: 500 },
    securityMode: !secure
      ? MessageSecurityMode.None
      : security.mode === "sign"
        ? MessageSecurityMode.Sign
        : MessageSecurityMode.SignAndEncrypt,
    securityPolicy: secure ? SecurityPolicy.Basic256Sha256 : SecurityPolicy.None,
    clientCertificateManager: new OPCUACertificateManager({
      rootFolder: options.pkiDir,
      automaticallyAcceptUnknownCertificate: false,
    }),
  });
  let lost = false;
  const reportLost = (reason: string) => {
    if (lost) return;
    lost = true;
    options.onLost(reason);
    void client.disconnect().catch(() => undefined);
  };
  client.on("connection_lost", () => reportLost("the connection to the controller was lost"));
  client.on("start_reconnection", () => reportLost("the connection to the controller was lost"));

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${options.connectTimeoutMs / 1000} s`)),
      options.connectTimeoutMs,
    );
  });
  try {
    const session = await Promise.race([
      (async () => {
        await client.connect(options.endpoint);
        return client.createSession(
          security.credentials
            ? {
                type: UserTokenType.UserName,
                userName: security.credentials.user,
                password: security.credentials.password,
              }
            : { type: UserTokenType.Anonymous },
        );
      })(),
      timeout,
    ]);
    session.on("keepalive_failure", () => reportLost("the controller stopped answering keep-alives"));
    session.on("session_closed", () => reportLost("the controller closed the session"));
    const object = await resolvePath(
      session,
      coerceNodeId(ObjectIds.ObjectsFolder),
      mapping.object,
      "Objects",
    );
    const nodes = {} as Record<VariableName | MethodName, NodeId>;
    for (const name of [
      "position",
      "tool",
      "busy",
      "done",
      "error",
      "move_to",
      "run_routine",
      "attach_tool",
      "release_tool",
      "stop",
    ] as const)
      nodes[name] = await resolvePath(session, object, mapping[name], mapping.object);
    const listeners = new Set<(name: StatusName, value: string | boolean) => void>();
    const subscription =
      mapping.completion === "monitored" ? await subscribe(session, nodes, listeners) : null;
    return {
      async read(names) {
        const values = await session.read(
          names.map((name) => ({ nodeId: nodes[name], attributeId: AttributeIds.Value })),
        );
        return values.map((value: DataValue) => String(value.value.value ?? ""));
      },
      async call(method, args) {
        const result = await session.call({
          objectId: object,
          methodId: nodes[method],
          inputArguments: args.map((value) => ({ dataType: DataType.String, value })),
        });
        return result.statusCode;
      },
      watch(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async close() {
        lost = true;
        await subscription?.terminate().catch(() => undefined);
        await session.close().catch(() => undefined);
        await client.disconnect().catch(() => undefined);
      },
    };
  } catch (error) {
    lost = true;
    await client.disconnect().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A node id as written, or a browse path (`Status/3:Busy`) walked from `start` by browse name. */
async function resolvePath(
  session: ClientSession,
  start: NodeId,
  path: string,
  from: string,
): Promise<NodeId> {
  if (NODE_ID.test(path)) return coerceNodeId(path);
  let current = start;
  for (const segment of path.split("/").filter(Boolean)) {
    const match = /^(\d+):(.+)$/.exec(segment);
    const namespace = match ? Number(match[1]) : null;
    const name = match ? match[2] : segment;
    const result = await session.browse({
      nodeId: current,
      referenceTypeId: "HierarchicalReferences",
      includeSubtypes: true,
      browseDirection: BrowseDirection.Forward,
      resultMask: 0x3f,
    });
    const found = (result.references ?? []).find(
      (reference) =>
        reference.browseName.name === name &&
        (namespace === null || reference.browseName.namespaceIndex === namespace),
    );
    if (!found)
      throw new Error(
        `the controller has no '${segment}' under '${from}' (map the controller's names in the cell file's controller: block)`,
      );
    current = found.nodeId;
  }
  return current;
}

/** One subscription on Busy/Done/Error; ready once every item has reported its current value. */
async function subscribe(
  session: ClientSession,
  nodes: Record<StatusName, NodeId>,
  listeners: Set<(name: StatusName, value: string | boolean) => void>,
): Promise<ClientSubscription> {
  const subscription = await session.createSubscription2({
    requestedPublishingInterval: 10,
    requestedLifetimeCount: 600,
    requestedMaxKeepAliveCount: 20,
    maxNotificationsPerPublish: 100,
    publishingEnabled: true,
    priority: 10,
  });
  await Promise.all(
    (["busy", "done", "error"] as const).map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const item = ClientMonitoredItem.create(
            subscription,
            { nodeId: nodes[name], attributeId: AttributeIds.Value },
            { samplingInterval: 0, discardOldest: true, queueSize: 10 },
            TimestampsToReturn.Neither,
          );
          let first = true;
          item.on("err", (message: string) => reject(new Error(`cannot monitor '${name}': ${message}`)));
          item.on("changed", (value: DataValue) => {
            if (first) {
              first = false;
              resolve();
              return;
            }
            const raw = value.value.value as unknown;
            listeners.forEach((listener) =>
              listener(name, typeof raw === "boolean" ? raw : String(raw ?? "")),
            );
          });
        }),
    ),
  );
  return subscription;
}
