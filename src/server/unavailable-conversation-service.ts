import { randomUUID } from "node:crypto";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationService, ConversationTurn } from "../workflow/conversation-service.js";

/**
 * Stands in when this build has no conversation workflow: every message gets a clear answer
 * that nothing can run, and the rest of the API (state, history, cell graph, planning a goal)
 * still works.
 */
export function createUnavailableConversationService(cell: string, store: CellStore): ConversationService {
  return {
    cell,
    async send(conversationId): Promise<ConversationTurn> {
      return {
        conversationId,
        correlationId: randomUUID(),
        kind: "fallback",
        reply:
          "The conversation workflow is not part of this build, so I cannot understand or run commands yet. " +
          "The cell graph, robot state and history are shown; POST /api/plan plans a goal as a dry run.",
        pendingReview: null,
        state: await store.getState(),
      };
    },
    async getPendingReview() {
      return null;
    },
    onRunEvent() {
      return () => {};
    },
    stopRun() {
      return false;
    },
    async close() {},
  };
}
