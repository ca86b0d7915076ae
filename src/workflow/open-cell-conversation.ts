import { openAssemblyCellContext } from "../assembly/assembly-pipeline.js";
import type { FaultSpec } from "../execute/fault-injection.js";
import { createProviderFromEnv } from "../llm/provider-from-env.js";
import { readCellKind, resolveCellPath } from "../knowledge/cell-registry.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import type { CellStore } from "../store/cell-store.js";
import { resolveDataDir } from "../store/data-dir.js";
import { openCellStore } from "../store/open-cell-store.js";
import { createWorkflowConversationService, type WorkflowConversationService, type WorkflowServiceOptions } from "./create-conversation-service.js";

export interface CellConversation {
  snapshot: GraphSnapshot;
  store: CellStore;
  service: WorkflowConversationService;
  dataDir: string;
  close(): Promise<void>;
}

/** Opens a graph cell's store and conversation in a data directory (the CLI's entry point). */
export function openCellConversation(options: { cell?: string; dataDir?: string; timeScale?: number; fault?: FaultSpec | null }): CellConversation {
  const path = resolveCellPath(options.cell);
  const dataDir = resolveDataDir(options.dataDir);
  const assembly = readCellKind(path) === "assembly" ? openAssemblyCellContext(path, { dataDir, llm: createProviderFromEnv() }) : undefined;
  const snapshot = assembly ? assembly.cell.snapshot : loadGraphSnapshot(path);
  const store = openCellStore(snapshot, dataDir);
  const service = createWorkflowConversationService({ snapshot, store, dataDir, timeScale: options.timeScale, fault: options.fault, assembly });
  return {
    snapshot,
    store,
    service,
    dataDir,
    async close() {
      await service.close();
      await store.close();
      assembly?.close();
    },
  };
}

/**
 * For `startServer({ createConversationService })`: the workflow on the served cell's snapshot
 * and the server's own store; assembly cells get their interpreter context opened here (by
 * `cellName`, or `extra.cellPath` for a cell file outside the built-ins) and closed with the service.
 */
export function createCellConversationService(
  context: { cell: { kind: "graph" | "assembly"; snapshot: GraphSnapshot }; cellName: string; store: CellStore; dataDir: string },
  extra: Partial<WorkflowServiceOptions> & { cellPath?: string } = {},
): WorkflowConversationService {
  const { cellPath, ...options } = extra;
  const assembly = context.cell.kind === "assembly" ? openAssemblyCellContext(cellPath ?? context.cellName, { dataDir: context.dataDir, llm: options.llm === undefined ? createProviderFromEnv() : options.llm }) : undefined;
  const service = createWorkflowConversationService({ snapshot: context.cell.snapshot, store: context.store, dataDir: context.dataDir, assembly, ...options });
  return {
    ...service,
    async close() {
      await service.close();
      assembly?.close();
    },
  };
}

/** The graph-cell name kept for callers written before assembly cells were wired. */
export const createGraphConversationService = createCellConversationService;
