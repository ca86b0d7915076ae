import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { RunEvent } from "../../workflow/conversation-service.js";
import type { ServerDependencies } from "../server-dependencies.js";

/**
 * `GET /api/events`: run progress as server-sent events (`event:` is the RunEvent type, `data:`
 * its JSON), with a keep-alive comment so proxies keep the stream open.
 */
export function eventRoutes(deps: ServerDependencies): Hono {
  const routes = new Hono();
  let nextEventId = 1;
  routes.get("/events", (context) =>
    streamSSE(context, async (stream) => {
      const queue: RunEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = deps.conversations.onRunEvent((event) => {
        queue.push(event);
        wake?.();
      });
      const heartbeat = setInterval(() => wake?.(), deps.heartbeatMs);
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        await stream.writeSSE({ event: "ready", data: JSON.stringify({ cell: deps.conversations.cell }) });
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
      }
    }),
  );
  return routes;
}
