import type { ConversationTurn } from "../workflow/conversation-service.js";

/** A turn that ended after its request had returned (a run's final reply), for the event stream. */
export interface TurnEvent {
  type: "conversation-turn";
  conversationId: string;
  turn: ConversationTurn;
}

export interface TurnEvents {
  publish(turn: ConversationTurn): void;
  subscribe(listener: (event: TurnEvent) => void): () => void;
}

export function createTurnEvents(): TurnEvents {
  const listeners = new Set<(event: TurnEvent) => void>();
  return {
    publish(turn) {
      const event: TurnEvent = { type: "conversation-turn", conversationId: turn.conversationId, turn };
      listeners.forEach((listener) => listener(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
