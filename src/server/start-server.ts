import type { ConversationService } from "../workflow/conversation-service.js";
import { createCellConversationService } from "../workflow/open-cell-conversation.js";
import type { CellStore } from "../store/cell-store.js";
import { cellDatabaseFile, resolveDataDir } from "../store/data-dir.js";
import { openCellEventChannel, openCellStore } from "../store/open-cell-store.js";
import { ApiError } from "./api-error.js";
import { createApp } from "./app.js";
import type { CellView } from "./cell-view.js";
import { loadCellView } from "./load-cell-view.js";
import { listen, type RunningServer } from "./listen.js";
import { openReviewAuditLog } from "./review-audit-log.js";
import { openSceneReader } from "./open-scene-reader.js";
import { checkTokenStrength } from "./token-strength.js";

/** Builds the conversation for a cell; the serve command passes the workflow's factory. */
export type ConversationServiceFactory = (context: {
  cell: CellView;
  cellName: string;
  store: CellStore;
  dataDir: string;
}) => Promise<ConversationService> | ConversationService;

export interface StartServerOptions {
  cell?: string;
  dataDir?: string;
  port: number;
  host: string;
  /** CELLPILOT_TOKEN; required unless the host is loopback. */
  token?: string | null;
  ratePerSecond?: number;
  /** Host names accepted besides IP literals and localhost (CELLPILOT_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Origins besides the server's own that may change things (CELLPILOT_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Default: the workflow with the environment's settings. */
  createConversationService?: ConversationServiceFactory;
}

export interface StartedServer extends RunningServer {
  cell: string;
  dataDir: string;
  auth: boolean;
  stop(): Promise<void>;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Opens the cell's stores, builds the app and listens. Binding beyond loopback without a token,
 * or with a weak one, is refused before anything is opened.
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const token = options.token?.trim() || null;
  if (!isLoopbackHost(options.host) && !token) {
    throw new ApiError(
      "UNAUTHORIZED",
      `refusing to bind ${options.host} without a token: set CELLPILOT_TOKEN (requests then need 'Authorization: Bearer <token>')`,
    );
  }
  if (token) checkTokenStrength(token);
  const cell = loadCellView(options.cell);
  const cellName = cell.snapshot.data.cell;
  const dataDir = resolveDataDir(options.dataDir);
  const store = openCellStore(cell.snapshot, dataDir);
  const sharedEvents = openCellEventChannel(cell.snapshot);
  const audit = openReviewAuditLog(cellDatabaseFile(dataDir, cellName));
  const factory: ConversationServiceFactory =
    options.createConversationService ?? ((context) => createCellConversationService(context));
  const conversations = await factory({ cell, cellName, store, dataDir });
  const sceneReader = cell.kind === "assembly" ? openSceneReader(options.cell ?? cellName, dataDir) : null;
  const rate = options.ratePerSecond ?? 30;
  const app = createApp({
    cell,
    store,
    conversations,
    audit,
    sharedEvents,
    scene: sceneReader ? () => sceneReader.read() : null,
    token,
    rateLimit: { burst: rate * 2, perSecond: rate },
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
  });
  const server = await listen(app, { port: options.port, host: options.host });
  return {
    ...server,
    cell: cellName,
    dataDir,
    auth: Boolean(token),
    async stop() {
      await server.close();
      await conversations.close();
      await sharedEvents?.close();
      await store.close();
      audit.close();
      sceneReader?.close();
    },
  };
}
