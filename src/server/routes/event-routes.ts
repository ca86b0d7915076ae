import { createRoute } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { EventQuerySchema, StreamEventSchema } from "../../contracts/http-events.js";
import type { RunEvent } from "../../workflow/conversation-service.js";
import { createRouter } from "../create-router.js";
import { readErrors } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";
import type { TurnEvent } from "../turn-events.js";

const events = createRoute({
  method: "get",
  path: "/events",
  operationId: "streamEvents",
  tags: ["events"],
  summary: "Run progress as server-sent events",
  description:
    "Every run of the cell, whichever replica of the server runs it (with the PostgreSQL store). `event:` is the event's `type`, `data:` its JSON (the StreamEvent schema), `id:` counts up. `ready` comes first; a comment line (`: keep-alive`) every 15 s keeps proxies from closing the stream. Browsers' EventSource cannot send headers, so this route alone also takes the token as `?token=`.",
  security: [{}, { bearer: [] }, { tokenQuery: [] }],
  request: { query: EventQuerySchema },
  responses: {
    200: {
      description: "An endless stream of events",
      content: { "text/event-stream": { schema: StreamEventSchema } },
    },
    ...readErrors(400),
  },
});

/**
 * `GET /api/events[?conversation=ID]`: run progress as server-sent events with a keep-alive
 * comment; with `conversation`, that conversation's `conversation-turn` events too.
 */
export function eventRoutes(deps: ServerDependencies) {
  const routes = createRouter();
  let nextEventId = 1;
  routes.openapi(events, (context) => {
    const conversation = context.req.query("conversation") ?? null; // validated by EventQuerySchema
    return streamSSE(context, async (stream) => {
      const queue: Array<RunEvent | TurnEvent> = [];
      let wake: (() => void) | null = null;
      const push = (event: RunEvent | TurnEvent) => {
        queue.push(event);
        wake?.();
      };
      const unsubscribe = deps.conversations.onRunEvent(push);
      const turnOfConversation = (event: TurnEvent) => {
        if (conversation !== null && event.conversationId === conversation) push(event);
      };
      const unsubscribeTurns = deps.turnEvents.subscribe(turnOfConversation);
      // Runs of the cell on the other replicas sharing its store, and their final turns.
      const unsubscribeReplicas = deps.replicaEvents.subscribe((event) =>
        event.type === "conversation-turn" ? turnOfConversation(event) : push(event),
      );
      const heartbeat = setInterval(() => wake?.(), deps.heartbeatMs);
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        await stream.writeSSE({
          event: "ready",
          data: JSON.stringify({ type: "ready", cell: deps.conversations.cell }),
        });
        while (open) {
          if (queue.length === 0) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
            if (queue.length === 0 && open) await stream.write(": keep-alive\n\n");
          }
          while (queue.length > 0 && open) {
            const event = queue.shift()!;
            await stream.writeSSE({
              event: event.type,
              data: JSON.stringify(event),
              id: String(nextEventId++),
            });
          }
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeTurns();
        unsubscribeReplicas();
      }
    });
  });
  return routes;
}
