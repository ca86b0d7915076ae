import type { SceneState } from "../assembly/scene-state.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";
import type { CellStore } from "../store/cell-store.js";
import type { SharedEventChannel } from "../store/postgres-event-channel.js";
import type { ConversationService } from "../workflow/conversation-service.js";
import type { CellView } from "./cell-view.js";
import type { ReviewAuditLog } from "./review-audit-log.js";

/**
 * One cell a server hosts, with everything of its own: its store (state, history, run lock), its
 * conversation service (checkpoints, conversation ids) and its review audit. Nothing is shared
 * between two cells but the process.
 */
export interface HostedCell {
  cell: CellView;
  store: CellStore;
  conversations: ConversationService;
  audit: ReviewAuditLog;
  /** With the PostgreSQL store: the channel run events travel on between the replicas sharing the cell. */
  sharedEvents?: SharedEventChannel | null;
  /** Assembly cells: reads the saved scene for GET /api/state. */
  scene?: (() => Promise<SceneState>) | null;
  /** A graph that can change while the server runs (Neo4j): the cell's reads and plans use its latest snapshot. */
  graph?: KnowledgeGraph | null;
}

/** The cell's name as paths use it: the cell file's `cell:` field. */
export const hostedCellName = (hosted: Pick<HostedCell, "cell">) => hosted.cell.snapshot.data.cell;
