import { ApiError } from "../../../src/server/api-error.js";
import type { ConversationService, ConversationTurn } from "../../../src/workflow/conversation-service.js";

/**
 * An outage of the conversation workflow, for the API contract's 503 answers: every message
 * fails with SERVICE_UNAVAILABLE. No understanding of its own: servers always run the workflow.
 */
export function createUnavailableConversationService(cell: string): ConversationService {
  return {
    cell,
    async send(): Promise<ConversationTurn> {
      throw new ApiError(
        "SERVICE_UNAVAILABLE",
        "the conversation workflow is not running in this server, so commands cannot be understood or run; the cell graph, robot state and history are shown, and POST /api/plan plans a goal as a dry run",
      );
    },
    async getPendingReview() {
      return null;
    },
    async getTranscript() {
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
