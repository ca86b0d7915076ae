import { openAssemblyCellContext } from "../assembly/assembly-pipeline.js";
import type { FaultSpec } from "../execute/fault-injection.js";
import { controllerEndpointOf, openOpcUaController } from "../execute/open-controller.js";
import type { RobotController } from "../execute/robot-controller.js";
import { createProviderFromEnv } from "../llm/provider-from-env.js";
import { readCellKind, resolveCellPath } from "../knowledge/cell-registry.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import type { CellStore } from "../store/cell-store.js";
import { resolveDataDir } from "../store/data-dir.js";
import { openCellStore } from "../store/open-cell-store.js";
import {
  createWorkflowConversationService,
  type WorkflowConversationService,
  type WorkflowServiceOptions,
} from "./create-conversation-service.js";

export interface CellConversation {
  snapshot: GraphSnapshot;
  store: CellStore;
  service: WorkflowConversationService;
  dataDir: string;
  close(): Promise<void>;
}

/** Opens a graph cell's store and conversation in a data directory (the CLI's entry point). */
export function openCellConversation(options: {
  cell?: string;
  dataDir?: string;
  timeScale?: number;
  fault?: FaultSpec | null;
  /** A cell controller (opc.tcp://…); default CELLPILOT_CONTROLLER, else the in-process simulator. */
  controller?: string;
  /**
   * A graph cell's graph from another backend (Neo4j) and its current snapshot: the conversation
   * plans each request on its latest snapshot. Default: the cell file.
   */
  knowledge?: { graph: KnowledgeGraph; snapshot: GraphSnapshot } | null;
}): CellConversation {
  const path = resolveCellPath(options.cell);
  const dataDir = resolveDataDir(options.dataDir);
  const kind = readCellKind(path);
  const endpoint = controllerEndpointOf(options.controller);
  if (endpoint && kind === "assembly") throw assemblyControllerError(path);
  // An assembly cell's context opens the cell store (its scene and learned memory live there).
  const assembly =
    kind === "assembly"
      ? openAssemblyCellContext(path, { dataDir, llm: createProviderFromEnv() })
      : undefined;
  const knowledge = kind === "graph" ? (options.knowledge ?? null) : null;
  const snapshot = assembly ? assembly.cell.snapshot : (knowledge?.snapshot ?? loadGraphSnapshot(path));
  const controller = endpoint ? openOpcUaController(endpoint, snapshot) : undefined;
  const store = assembly ? assembly.store : openCellStore(snapshot, dataDir);
  const service = createWorkflowConversationService({
    snapshot,
    graph: knowledge?.graph ?? null,
    store,
    dataDir,
    timeScale: options.timeScale,
    fault: options.fault,
    assembly,
    controller,
  });
  return {
    snapshot,
    store,
    service,
    dataDir,
    async close() {
      await service.close();
      await controller?.close();
      if (assembly) await assembly.close();
      else await store.close();
    },
  };
}

function assemblyControllerError(path: string): Error {
  return Object.assign(
    new Error(`a cell controller drives graph cells; ${path} is an assembly cell (it runs on the simulator)`),
    { code: "BAD_CONTROLLER" },
  );
}

/**
 * For `startServer({ createConversationService })`: the workflow on the served cell's snapshot
 * and the server's own store; assembly cells get their interpreter context opened here (by
 * `cellName`, or `extra.cellPath` for a cell file outside the built-ins) and closed with the service.
 */
export function createCellConversationService(
  context: {
    cell: { kind: "graph" | "assembly"; snapshot: GraphSnapshot };
    cellName: string;
    store: CellStore;
    dataDir: string;
    /** Neo4j: each request plans on this graph's latest snapshot. */
    graph?: KnowledgeGraph | null;
  },
  extra: Partial<WorkflowServiceOptions> & { cellPath?: string; controllerEndpoint?: string } = {},
): WorkflowConversationService {
  const { cellPath, controllerEndpoint, ...options } = extra;
  const endpoint = controllerEndpointOf(controllerEndpoint);
  if (endpoint && context.cell.kind === "assembly")
    throw assemblyControllerError(cellPath ?? context.cellName);
  const controller: RobotController | undefined = endpoint
    ? openOpcUaController(endpoint, context.cell.snapshot)
    : undefined;
  const assembly =
    context.cell.kind === "assembly"
      ? openAssemblyCellContext(cellPath ?? context.cellName, {
          dataDir: context.dataDir,
          llm: options.llm === undefined ? createProviderFromEnv() : options.llm,
          store: context.store,
        })
      : undefined;
  const service = createWorkflowConversationService({
    snapshot: context.cell.snapshot,
    graph: context.graph ?? null,
    store: context.store,
    dataDir: context.dataDir,
    assembly,
    ...(controller ? { controller } : {}),
    ...options,
  });
  return {
    ...service,
    async close() {
      await service.close();
      await controller?.close?.();
      await assembly?.close();
    },
  };
}

/** The graph-cell name kept for callers written before assembly cells were wired. */
export const createGraphConversationService = createCellConversationService;
