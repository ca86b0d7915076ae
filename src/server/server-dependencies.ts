import type { SceneState } from "../assembly/scene-state.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationService } from "../workflow/conversation-service.js";
import type { CellView } from "./cell-view.js";
import type { IssuedConversations } from "./issued-conversations.js";
import type { ReplicaEvents } from "./replica-events.js";
import type { ReviewAuditLog } from "./review-audit-log.js";
import type { TurnEvents } from "./turn-events.js";

/** Everything the routes use, passed in so tests build the app around real stores and a fake conversation. */
export interface ServerDependencies {
  cell: CellView;
  store: CellStore;
  conversations: ConversationService;
  audit: ReviewAuditLog;
  /** Conversations opened here and not yet spoken in (transcripts live in the workflow's checkpoints). */
  issued: IssuedConversations;
  /** Turns that end after their request returned (runs started with `Prefer: respond-async`). */
  turnEvents: TurnEvents;
  /** Run events and final turns of the other replicas sharing the store (PostgreSQL). */
  replicaEvents: ReplicaEvents;
  newId: () => string;
  now: () => Date;
  /** Assembly cells: the saved scene (stacks), shown with the robot state; null for graph cells. */
  scene: (() => Promise<SceneState>) | null;
  /** Neo4j: the graph whose latest snapshot the cell's reads and dry-run plans use; null: `cell.snapshot`. */
  graph: KnowledgeGraph | null;
  /** Milliseconds between keep-alive comments on the event stream. */
  heartbeatMs: number;
}
