import type { Command } from "commander";
import { resolveCellPath } from "../../knowledge/cell-registry.js";
import { createApp } from "../../server/app.js";
import { loadCellView } from "../../server/load-cell-view.js";
import { listen } from "../../server/listen.js";
import { openReviewAuditLog } from "../../server/review-audit-log.js";
import { createUnavailableConversationService } from "../../server/unavailable-conversation-service.js";
import { cellDatabaseFile, resolveDataDir } from "../../store/data-dir.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { EXIT, printError, printLines } from "../output.js";

interface ServeOptions {
  port: string;
  host: string;
  cell?: string;
  dataDir?: string;
  rate: string;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
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
      const token = process.env.CELLPILOT_TOKEN?.trim() || null;
      if (!isLoopbackHost(options.host) && !token) {
        printError(`refusing to bind ${options.host} without a token: set CELLPILOT_TOKEN (requests then need 'Authorization: Bearer <token>')`);
        process.exitCode = EXIT.badInput;
        return;
      }
      let cell;
      try {
        resolveCellPath(options.cell);
        cell = loadCellView(options.cell);
      } catch (error) {
        printError((error as Error).message);
        process.exitCode = EXIT.badInput;
        return;
      }
      const dataDir = resolveDataDir(options.dataDir);
      const store = openCellStore(cell.snapshot, dataDir);
      const conversations = createUnavailableConversationService(cell.snapshot.data.cell, store);
      const audit = openReviewAuditLog(cellDatabaseFile(dataDir, cell.snapshot.data.cell));
      const app = createApp({ cell, store, conversations, audit, token, rateLimit: { burst: rate * 2, perSecond: rate } });
      const server = await listen(app, { port, host: options.host });
      printLines(
        `cellpilot console for cell '${cell.snapshot.data.cell}' at ${server.url}/`,
        `API description: ${server.url}/openapi.json${token ? "  (Authorization: Bearer $CELLPILOT_TOKEN required)" : ""}`,
        `Data: ${dataDir}   Stop with Ctrl+C.`,
      );
      const stop = async () => {
        await server.close();
        await conversations.close();
        await store.close();
        audit.close();
        process.exit(0);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
