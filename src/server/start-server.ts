import type { ConversationService } from "../workflow/conversation-service.js";
import { createCellConversationService } from "../workflow/open-cell-conversation.js";
import { readCellKind, resolveCellPath } from "../knowledge/cell-registry.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";
import { openKnowledgeSource, type KnowledgeSource } from "../knowledge/knowledge-source.js";
import type { CellStore } from "../store/cell-store.js";
import { resolveDataDir } from "../store/data-dir.js";
import { openCellEventChannel, openCellStore } from "../store/open-cell-store.js";
import { ApiError } from "./api-error.js";
import { createApp } from "./app.js";
import type { CellView } from "./cell-view.js";
import { hostedCellName, type HostedCell } from "./hosted-cell.js";
import { loadCellView } from "./load-cell-view.js";
import { listen, type RunningServer } from "./listen.js";
import { openReviewAuditLog } from "./review-audit-log.js";
import { openSceneReader } from "./open-scene-reader.js";
import { checkTokenStrength } from "./token-strength.js";

/** Builds the conversation for a cell; the serve command passes the workflow's factory. */
export type ConversationServiceFactory = (context: {
  cell: CellView;
  cellName: string;
  /** The cell file (a built-in's, or the path given). */
  cellPath: string;
  /** Neo4j: the cell's graph (its snapshot reloaded when it changes); null: the cell file's. */
  graph: KnowledgeGraph | null;
  store: CellStore;
  dataDir: string;
}) => Promise<ConversationService> | ConversationService;

export interface StartServerOptions {
  cell?: string;
  /** Several cells (names or paths); the first is the default one. Overrides `cell`. */
  cells?: readonly string[];
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
  /** `--graph`: embedded or neo4j; default CELLPILOT_GRAPH, else embedded. */
  graph?: string;
  /** Where graph cells' graphs come from (tests); default one opened from `graph`, closed on stop. */
  knowledge?: KnowledgeSource;
  /** Default: the workflow with the environment's settings. */
  createConversationService?: ConversationServiceFactory;
}

export interface StartedServer extends RunningServer {
  /** The default cell. */
  cell: string;
  /** Every cell served, the default one first. */
  cells: string[];
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
  const dataDir = resolveDataDir(options.dataDir);
  const factory: ConversationServiceFactory =
    options.createConversationService ??
    ((context) => createCellConversationService(context, { cellPath: context.cellPath }));
  const given = options.cells?.length ? options.cells : [options.cell ?? DEFAULT_CELL];
  const knowledge = options.knowledge ?? openKnowledgeSource({ graph: options.graph });
  const closeKnowledge = () => (options.knowledge ? Promise.resolve() : knowledge.close());
  const opened: OpenedCell[] = [];
  try {
    for (const nameOrPath of given)
      opened.push(await openHostedCell(nameOrPath, dataDir, factory, knowledge));
  } catch (error) {
    await closeAll(opened);
    await closeKnowledge();
    throw error;
  }
  const rate = options.ratePerSecond ?? 30;
  const [first, ...others] = opened;
  let server: RunningServer;
  try {
    const app = createApp({
      ...first.hosted,
      otherCells: others.map((cell) => cell.hosted),
      token,
      rateLimit: { burst: rate * 2, perSecond: rate },
      allowedHosts: options.allowedHosts ?? [],
      allowedOrigins: options.allowedOrigins ?? [],
    });
    server = await listen(app, { port: options.port, host: options.host });
  } catch (error) {
    await closeAll(opened);
    await closeKnowledge();
    throw error;
  }
  return {
    ...server,
    cell: hostedCellName(first.hosted),
    cells: opened.map((cell) => hostedCellName(cell.hosted)),
    dataDir,
    auth: Boolean(token),
    async stop() {
      await server.close();
      await closeAll(opened);
      await closeKnowledge();
    },
  };
}

const DEFAULT_CELL = "welding";

interface OpenedCell {
  hosted: HostedCell;
  close(): Promise<void>;
}

/** One cell's own store, review audit and conversation service, in the shared data directory. */
async function openHostedCell(
  nameOrPath: string,
  dataDir: string,
  factory: ConversationServiceFactory,
  knowledge: KnowledgeSource,
): Promise<OpenedCell> {
  const cellPath = resolveCellPath(nameOrPath);
  // A graph cell's graph from Neo4j when that is the backend; assembly cells always use their file.
  const graph =
    knowledge.backend === "neo4j" && readCellKind(cellPath) === "graph"
      ? await knowledge.graphOf(cellPath)
      : null;
  const cell: CellView = graph
    ? { kind: "graph", snapshot: await graph.getSnapshot() }
    : loadCellView(cellPath);
  const cellName = cell.snapshot.data.cell;
  const store = openCellStore(cell.snapshot, dataDir);
  const audit = openReviewAuditLog(store);
  let conversations: ConversationService;
  try {
    conversations = await factory({ cell, cellName, cellPath, graph, store, dataDir });
  } catch (error) {
    await store.close();
    audit.close();
    throw error;
  }
  // PostgreSQL: the channel this cell's run events travel on between the replicas sharing it.
  const sharedEvents = openCellEventChannel(cell.snapshot);
  const sceneReader = cell.kind === "assembly" ? openSceneReader(cellPath, store) : null;
  return {
    hosted: {
      cell,
      store,
      conversations,
      audit,
      sharedEvents,
      graph,
      scene: sceneReader ? () => sceneReader.read() : null,
    },
    async close() {
      await conversations.close();
      await sharedEvents?.close();
      await store.close();
      audit.close();
      sceneReader?.close();
    },
  };
}

async function closeAll(cells: readonly OpenedCell[]): Promise<void> {
  for (const cell of cells) await cell.close();
}
