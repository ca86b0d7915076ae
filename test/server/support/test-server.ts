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
import type {
  WorkflowConversationService,
  WorkflowServiceOptions,
} from "../../../src/workflow/create-conversation-service.js";
import { createCellConversationService } from "../../../src/workflow/open-cell-conversation.js";

export interface TestServer {
  app: ReturnType<typeof createApp>;
  store: CellStore;
  audit: ReviewAuditLog;
  conversations: WorkflowConversationService;
  dataDir: string;
  /** Starts a real socket on 127.0.0.1 port 0. */
  listen(): Promise<RunningServer>;
  close(): Promise<void>;
}

/**
 * The app around a real SQLite store in a temporary data directory and the real conversation
 * workflow, offline (no LLM, no injected fault) at a fast time scale (`timeScale` × simulated
 * durations; 0, the default, is instant).
 */
export function createTestServer(
  options: Omit<Partial<AppOptions>, "cell"> & {
    cell?: string;
    timeScale?: number;
    /** Another data directory (a restart: a second server on the first one's files); kept on close. */
    dataDir?: string;
    workflowOptions?: Partial<WorkflowServiceOptions>;
    /** Ignored: the real workflow always runs (kept so call sites written before still compile). */
    workflow?: boolean;
  } = {},
): TestServer {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "cellpilot-server-"));
  const cell = loadCellView(options.cell ?? "welding");
  const store = openCellStore(cell.snapshot, dataDir);
  const audit = openReviewAuditLog(store);
  const conversations = createCellConversationService(
    { cell, cellName: options.cell ?? "welding", store, dataDir },
    { llm: null, timeScale: options.timeScale ?? 0, fault: null, ...options.workflowOptions },
  ) as WorkflowConversationService;
  const {
    cell: _name,
    timeScale: _scale,
    dataDir: _dataDir,
    workflowOptions: _workflowOptions,
    workflow: _workflow,
    ...appOptions
  } = options;
  // The workflow saves the scene: the console then draws the stacks the cell really has.
  const sceneReader = cell.kind === "assembly" ? openSceneReader(options.cell ?? "sandwich", store) : null;
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
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the operator said in a conversation, as its checkpointed transcript keeps it (null: never spoke). */
export async function operatorLines(server: TestServer, conversationId: string): Promise<string[] | null> {
  const entries = await server.conversations.getTranscript(conversationId);
  return entries ? entries.filter((entry) => entry.role === "operator").map((entry) => entry.text) : null;
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

/** Starts a conversation (ids are server-issued) through the app or at a server's URL; returns its id. */
export async function newConversation(
  target: string | { request: TestServer["app"]["request"] },
): Promise<string> {
  const response =
    typeof target === "string"
      ? await fetch(`${target}/api/conversations`, postJson({}))
      : await target.request("/api/conversations", postJson({}));
  if (response.status !== 201) throw new Error(`POST /api/conversations answered ${response.status}`);
  return ((await response.json()) as { conversationId: string }).conversationId;
}
