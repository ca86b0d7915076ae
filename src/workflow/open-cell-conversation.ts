import type { FaultSpec } from "../execute/fault-injection.js";
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

export class WorkflowSetupError extends Error {
  readonly code = "ASSEMBLY_CELL_NOT_SUPPORTED" as const;
}

/** Opens a graph cell's store and conversation in a data directory (the CLI's entry point). */
export function openCellConversation(options: { cell?: string; dataDir?: string; timeScale?: number; fault?: FaultSpec | null }): CellConversation {
  const path = resolveCellPath(options.cell);
  if (readCellKind(path) !== "graph") {
    throw new WorkflowSetupError(`'${options.cell}' is an assembly cell: ask, chat and replay run graph cells; use 'cellpilot interpret --cell ${options.cell}' for assembly commands`);
  }
  const snapshot = loadGraphSnapshot(path);
  const dataDir = resolveDataDir(options.dataDir);
  const store = openCellStore(snapshot, dataDir);
  const service = createWorkflowConversationService({ snapshot, store, dataDir, timeScale: options.timeScale, fault: options.fault });
  return {
    snapshot,
    store,
    service,
    dataDir,
    async close() {
      await service.close();
      await store.close();
    },
  };
}

/**
 * For `startServer({ createConversationService })`: the workflow on a graph cell's snapshot and
 * the server's own store. (Assembly cells are not served by this workflow yet.)
 */
export function createGraphConversationService(
  context: { cell: { kind: "graph" | "assembly"; snapshot: GraphSnapshot }; store: CellStore; dataDir: string },
  extra: Partial<WorkflowServiceOptions> = {},
): WorkflowConversationService {
  if (context.cell.kind !== "graph") throw new WorkflowSetupError("the conversation workflow runs graph cells only");
  return createWorkflowConversationService({ snapshot: context.cell.snapshot, store: context.store, dataDir: context.dataDir, ...extra });
}
