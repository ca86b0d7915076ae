import type { StopMode } from "../execute/stop-mode.js";
import type { SharedEventChannel } from "../store/postgres-event-channel.js";
import type { ConversationService, RunEvent } from "../workflow/conversation-service.js";
import type { TurnEvent, TurnEvents } from "./turn-events.js";

/** Run progress and final turns from the other replicas of `serve` sharing the cell's store. */
export interface ReplicaEvents {
  subscribe(listener: (event: RunEvent | TurnEvent) => void): () => void;
  /** null when this process serves the cell alone; else whether other replicas' events arrive. */
  listening(): boolean | null;
  /** Asks the other replicas to stop the run one of them has in progress (Stop sent to this one). */
  requestStop(mode: StopMode): void;
}

/** A Stop sent to one replica for a run another one executes. */
interface StopRequest {
  type: "stop-requested";
  mode: StopMode;
}

const EVENT_TYPES = new Set([
  "run-started",
  "run-step-started",
  "run-step-completed",
  "run-step-failed",
  "run-finished",
  "conversation-turn",
]);

function isStreamEvent(message: unknown): message is RunEvent | TurnEvent {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === "string" && EVENT_TYPES.has(type);
}

/**
 * Sends this replica's run events and final turns over the shared channel, and hands the other
 * replicas' to the event stream, so `/api/events` on any replica shows every run of the cell.
 */
export function connectReplicaEvents(
  channel: SharedEventChannel | null,
  conversations: ConversationService,
  turnEvents: TurnEvents,
): ReplicaEvents {
  if (!channel)
    return { subscribe: () => () => undefined, listening: () => null, requestStop: () => undefined };
  conversations.onRunEvent((event) => channel.publish(event));
  turnEvents.subscribe((event) => channel.publish(event));
  // Only the replica running the run has a run to stop; the others' stopRun answers false.
  channel.subscribe((message) => {
    const request = message as Partial<StopRequest> | null;
    if (request?.type === "stop-requested" && (request.mode === "now" || request.mode === "after-step"))
      conversations.stopRun(request.mode);
  });
  return {
    requestStop: (mode) => channel.publish({ type: "stop-requested", mode } satisfies StopRequest),
    subscribe(listener) {
      return channel.subscribe((message) => {
        if (isStreamEvent(message)) listener(message);
      });
    },
    listening: () => channel.listening(),
  };
}
