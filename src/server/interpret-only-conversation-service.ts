import { randomUUID } from "node:crypto";
import { createInterpretContext } from "../assembly/create-interpret-context.js";
import { interpretAssembly } from "../assembly/interpret-assembly.js";
import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import type { LlmProvider } from "../llm/provider.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationService, ConversationTurn } from "../workflow/conversation-service.js";

/**
 * Assembly cells until the conversation workflow runs them: every message is interpreted (the
 * DESIGN §4 result, shown in the console's observation view) and nothing is executed.
 */
export function createInterpretOnlyConversationService(
  cellPath: string,
  store: CellStore,
  llm: LlmProvider | null = null,
): ConversationService {
  const cell = loadAssemblyCell(cellPath);
  return {
    cell: cell.name,
    async send(conversationId, text): Promise<ConversationTurn> {
      const result = await interpretAssembly(text, createInterpretContext(cell), { llm });
      const reply = !result
        ? "Nothing to do: that was empty or trivial."
        : result.sequence.length === 0
          ? (result.user_feedback ?? `I could not make a sequence of that (${result.interpretation}).`)
          : `Understood: ${result.interpretation}. This server interprets assembly commands only; nothing ran.`;
      return {
        conversationId,
        correlationId: randomUUID(),
        kind: result && result.sequence.length > 0 ? "answer" : "refused",
        reply,
        pendingReview: null,
        interpretation: result,
        state: await store.getState(),
      };
    },
    async getPendingReview() {
      return null;
    },
    onRunEvent() {
      return () => {};
    },
    async close() {},
  };
}
