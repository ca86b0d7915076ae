import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the app on a socket (port 0 picks a free one); only this file touches the network. */
/** Anything with a fetch handler: the app (or a test's stand-in page server). */
export interface Fetchable {
  fetch(request: Request, env: never): Response | Promise<Response>;
}

export function listen(app: Fetchable, options: { port: number; host: string }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch as never, port: options.port, hostname: options.host },
      (info: AddressInfo) => {
        const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              const closable = server as unknown as { closeAllConnections?: () => void };
              closable.closeAllConnections?.(); // event streams would keep close() waiting
              server.close(() => done());
            }),
        });
      },
    );
    server.once("error", reject);
  });
}
