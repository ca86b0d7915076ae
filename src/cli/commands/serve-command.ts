import type { Command } from "commander";
import { resolveCellPath } from "../../knowledge/cell-registry.js";
import { ApiError } from "../../server/api-error.js";
import { startServer, type ConversationServiceFactory } from "../../server/start-server.js";
import { createCellConversationService } from "../../workflow/open-cell-conversation.js";
import { EXIT, printError, printLines } from "../output.js";

interface ServeOptions {
  port: string;
  host: string;
  cell?: string;
  dataDir?: string;
  rate: string;
  timeScale?: string;
}

/** Graph and assembly cells alike talk to the LangGraph workflow (review → verify → execute). */
function conversationFactory(
  cellOption: string | undefined,
  timeScale: number | undefined,
): ConversationServiceFactory {
  return (context) =>
    createCellConversationService(context, {
      cellPath: resolveCellPath(cellOption),
      ...(timeScale === undefined ? {} : { timeScale }),
    });
}

/** `cellpilot serve`: the HTTP API and the web console on one port. */
export function registerServeCommand(program: Command): void {
  program
    .command("serve")
    .description("serve the HTTP API and the web console (loopback only unless CELLPILOT_TOKEN is set)")
    .option("--port <n>", "TCP port (0 picks a free one)", process.env.PORT ?? "4870")
    .option("--host <address>", "address to bind; anything but loopback needs CELLPILOT_TOKEN", "127.0.0.1")
    .option("--cell <name|path>", "the cell (built-in: welding, sandwich)", "welding")
    .option("--data-dir <dir>", "where state, history and the review audit live")
    .option("--rate <n>", "requests per second per client (bursts of twice that)", "30")
    .option(
      "--time-scale <x>",
      "simulated robot durations × x (0 instant; default CELLPILOT_TIME_SCALE, else 1)",
    )
    .action(async (options: ServeOptions) => {
      const port = Number(options.port);
      const rate = Number(options.rate);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        printError(`--port must be 0–65535, not '${options.port}'`);
        process.exitCode = EXIT.badInput;
        return;
      }
      if (!(rate > 0)) {
        printError(`--rate must be a positive number, not '${options.rate}'`);
        process.exitCode = EXIT.badInput;
        return;
      }
      const timeScale = options.timeScale === undefined ? undefined : Number(options.timeScale);
      if (timeScale !== undefined && !(timeScale >= 0)) {
        printError(`--time-scale must be 0 or more, not '${options.timeScale}'`);
        process.exitCode = EXIT.badInput;
        return;
      }
      let server;
      try {
        server = await startServer({
          cell: options.cell,
          dataDir: options.dataDir,
          port,
          host: options.host,
          token: process.env.CELLPILOT_TOKEN,
          ratePerSecond: rate,
          createConversationService: conversationFactory(options.cell, timeScale),
        });
      } catch (error) {
        const err = error as Error & { code?: string };
        printError(
          error instanceof ApiError ? err.message : `${err.code ? `[${err.code}] ` : ""}${err.message}`,
        );
        process.exitCode = EXIT.badInput;
        return;
      }
      printLines(
        `cellpilot console for cell '${server.cell}' at ${server.url}/`,
        `API description: ${server.url}/openapi.json${server.auth ? "  (Authorization: Bearer $CELLPILOT_TOKEN required)" : ""}`,
        `Data: ${server.dataDir}   Stop with Ctrl+C.`,
      );
      const stop = async () => {
        await server.stop();
        process.exit(0);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
