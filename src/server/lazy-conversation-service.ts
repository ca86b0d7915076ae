import { SIMULATOR_HEALTH } from "../execute/simulated-robot.js";
import type { ConversationService, RunEvent } from "../workflow/conversation-service.js";

/**
 * A conversation service created on its first use: the workflow (LangGraph, the checkpointer)
 * is loaded when the first message or review arrives, not when the server starts, so a server
 * that only plans or shows the cell never holds it in memory. Run-event listeners registered
 * before then are attached when it exists. Only for the simulator: a real controller's health is
 * wanted from the start.
 */
export function lazyConversationService(
  cell: string,
  create: () => Promise<ConversationService>,
): ConversationService {
  let service: ConversationService | null = null;
  let creating: Promise<ConversationService> | null = null;
  const listeners = new Set<(event: RunEvent) => void>();
  const ready = () =>
    (creating ??= create().then((created) => {
      service = created;
      created.onRunEvent((event) => listeners.forEach((listener) => listener(event)));
      return created;
    }));
  return {
    cell,
    async send(conversationId, text, options) {
      return (await ready()).send(conversationId, text, options);
    },
    async getPendingReview(conversationId) {
      return (await ready()).getPendingReview(conversationId);
    },
    async getTranscript(conversationId) {
      return (await ready()).getTranscript(conversationId);
    },
    onRunEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async controllerHealth() {
      return service?.controllerHealth ? service.controllerHealth() : SIMULATOR_HEALTH;
    },
    stopRun(mode) {
      return service ? service.stopRun(mode) : false; // nothing runs before the workflow exists
    },
    async close() {
      listeners.clear();
      if (creating) await (await creating.catch(() => null))?.close();
    },
  };
}
