import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type AppOptions } from "../../../src/server/app.js";
import { loadCellView } from "../../../src/server/load-cell-view.js";
import { listen, type RunningServer } from "../../../src/server/listen.js";
import { openSceneReader } from "../../../src/server/open-scene-reader.js";
import { openReviewAuditLog, type ReviewAuditLog } from "../../../src/server/review-audit-log.js";
import type { CellStore } from "../../../src/store/cell-store.js";
import { cellDatabaseFile } from "../../../src/store/data-dir.js";
import { openCellStore } from "../../../src/store/open-cell-store.js";
import type { WorkflowServiceOptions } from "../../../src/workflow/create-conversation-service.js";
import { createGraphConversationService } from "../../../src/workflow/open-cell-conversation.js";
import { createScriptedAssemblyService } from "./scripted-assembly-service.js";
import {
  createScriptedConversationService,
  type ScriptedConversationService,
} from "./scripted-conversation-service.js";

export interface TestServer {
  app: ReturnType<typeof createApp>;
  store: CellStore;
  audit: ReviewAuditLog;
  conversations: ScriptedConversationService;
  dataDir: string;
  /** Starts a real socket on 127.0.0.1 port 0. */
  listen(): Promise<RunningServer>;
  close(): Promise<void>;
}

/**
 * The app around a real SQLite store in a temporary data directory, with the scripted
 * conversation (server logic) or, with `workflow`, the real LangGraph workflow offline
 * (`timeScale` × simulated durations; 0 is instant).
 */
export function createTestServer(
  options: Partial<AppOptions> & {
    cell?: string;
    stepDelayMs?: number;
    workflow?: boolean;
    timeScale?: number;
    workflowOptions?: Partial<WorkflowServiceOptions>;
  } = {},
): TestServer {
  const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-server-"));
  const cell = loadCellView(options.cell ?? "welding");
  const store = openCellStore(cell.snapshot, dataDir);
  const audit = openReviewAuditLog(cellDatabaseFile(dataDir, cell.snapshot.data.cell));
  const conversations = options.workflow
    ? (createGraphConversationService(
        { cell, store, dataDir },
        { llm: null, timeScale: options.timeScale ?? 0, ...options.workflowOptions },
      ) as unknown as ScriptedConversationService)
    : cell.kind === "assembly"
      ? (createScriptedAssemblyService(store) as unknown as ScriptedConversationService)
      : createScriptedConversationService({
          snapshot: cell.snapshot,
          store,
          stepDelayMs: options.stepDelayMs,
        });
  const {
    cell: _name,
    stepDelayMs: _delay,
    workflow: _workflow,
    timeScale: _scale,
    workflowOptions: _workflowOptions,
    ...appOptions
  } = options;
  // The real workflow saves the scene: the console then draws the stacks the cell really has.
  const sceneReader =
    options.workflow && cell.kind === "assembly"
      ? openSceneReader(options.cell ?? "sandwich", dataDir)
      : null;
  const app = createApp({
    cell,
    store,
    audit,
    conversations,
    webDir: null,
    scene: sceneReader ? () => sceneReader.read() : null,
    ...appOptions,
  });
  const servers: RunningServer[] = [];
  return {
    app,
    store,
    audit,
    conversations,
    dataDir,
    async listen() {
      const server = await listen(app, { port: 0, host: "127.0.0.1" });
      servers.push(server);
      return server;
    },
    async close() {
      for (const server of servers) await server.close();
      await conversations.close();
      await store.close();
      audit.close();
      sceneReader?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}
