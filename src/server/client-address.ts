import type { Context } from "hono";

/**
 * The remote address of a request when it came through a socket (the Node adapter puts the
 * IncomingMessage in `env.incoming`); "local" for in-process requests (`app.request` in tests).
 */
export function clientAddress(context: Context): string {
  const env = context.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "local";
}
