import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { parseTimeScale } from "../../execute/time-scale.js";
import { ApiError } from "../../server/api-error.js";
import { startServer, type ConversationServiceFactory } from "../../server/start-server.js";
import { lazyConversationService } from "../../server/lazy-conversation-service.js";
import { EXIT, printError, printLines } from "../output.js";

interface ServeOptions {
  port: string;
  host: string;
  cell: string[];
  cells?: string;
  dataDir?: string;
  graph?: string;
  rate: string;
  timeScale?: string;
  controller?: string;
  allowedHost: string[];
  allowedOrigin: string[];
}

/** A comma-separated environment list plus repeated options, blanks dropped. */
function listOption(env: string | undefined, given: string[]): string[] {
  return [...(env ?? "").split(","), ...given].map((entry) => entry.trim()).filter(Boolean);
}

const collect = (value: string, previous: string[]) => [...previous, value];

/**
 * Graph and assembly cells alike talk to the LangGraph workflow (review → verify → execute),
 * loaded with the first conversation, not at start-up (idle memory, start-up time).
 */
function conversationFactory(
  timeScale: number | undefined,
  controllerEndpoint: string | undefined,
): ConversationServiceFactory {
  return async (context) => {
    const create = async () => {
      const { createCellConversationService } = await import("../../workflow/open-cell-conversation.js");
      return createCellConversationService(context, {
        cellPath: context.cellPath,
        ...(timeScale === undefined ? {} : { timeScale }),
        ...(controllerEndpoint ? { controllerEndpoint } : {}),
      });
    };
    // A real controller is connected at start-up (its health shows at once); the simulator waits.
    return controllerEndpoint ? create() : lazyConversationService(context.cellName, create);
  };
}

/** `--cell` (repeatable) then the cell files of `--cells DIR` in name order; welding when neither. */
export function servedCells(cellOptions: readonly string[], cellsDir: string | undefined): string[] {
  const fromDir = cellsDir
    ? readdirSync(cellsDir)
        .filter((file) => /\.ya?ml$/i.test(file))
        .sort()
        .map((file) => join(cellsDir, file))
    : [];
  if (cellsDir && fromDir.length === 0) {
    throw new ApiError("BAD_REQUEST", `--cells ${cellsDir}: no cell files (*.yaml) in that directory`);
  }
  const cells = [...cellOptions, ...fromDir];
  return cells.length > 0 ? cells : ["welding"];
}

/** `cellpilot serve`: the HTTP API and the web console on one port. */
export function registerServeCommand(program: Command): void {
  program
    .command("serve")
    .description("serve the HTTP API and the web console (loopback only unless CELLPILOT_TOKEN is set)")
    .option("--port <n>", "TCP port (0 picks a free one)", process.env.PORT ?? "4870")
    .option("--host <address>", "address to bind; anything but loopback needs CELLPILOT_TOKEN", "127.0.0.1")
    .option(
      "--cell <name|path>",
      "a cell to serve (built-in: welding, sandwich); repeat for several, the first is the default",
      collect,
      [],
    )
    .option("--cells <dir>", "serve every cell file (*.yaml) in this directory as well")
    .option("--data-dir <dir>", "where state, history and the review audit live")
    .option(
      "--graph <backend>",
      "where graph cells' graphs come from: embedded (the cell files) or neo4j, one driver for all cells; default $CELLPILOT_GRAPH or embedded",
    )
    .option(
      "--allowed-host <name>",
      "a host name clients use to reach this server (repeatable; also CELLPILOT_ALLOWED_HOSTS); IP addresses and localhost are always allowed",
      collect,
      [],
    )
    .option(
      "--allowed-origin <origin>",
      "another web origin that may change things, e.g. https://mes.example (repeatable; also CELLPILOT_ALLOWED_ORIGINS)",
      collect,
      [],
    )
    .option("--rate <n>", "requests per second per client (bursts of twice that)", "30")
    .option(
      "--time-scale <x>",
      "simulated robot durations × x (0 instant; default CELLPILOT_TIME_SCALE, else 1)",
    )
    .option(
      "--controller <opc.tcp://host:port>",
      "run on a cell controller over OPC UA instead of the simulator (also CELLPILOT_CONTROLLER)",
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
      const parsedScale = options.timeScale === undefined ? null : parseTimeScale(options.timeScale);
      if (parsedScale && !parsedScale.ok) {
        printError(parsedScale.message);
        process.exitCode = EXIT.badInput;
        return;
      }
      const timeScale = parsedScale?.ok ? parsedScale.value : undefined;
      let server;
      try {
        server = await startServer({
          cells: servedCells(options.cell, options.cells),
          graph: options.graph,
          dataDir: options.dataDir,
          port,
          host: options.host,
          token: process.env.CELLPILOT_TOKEN,
          ratePerSecond: rate,
          allowedHosts: listOption(process.env.CELLPILOT_ALLOWED_HOSTS, options.allowedHost),
          allowedOrigins: listOption(process.env.CELLPILOT_ALLOWED_ORIGINS, options.allowedOrigin),
          createConversationService: conversationFactory(timeScale, options.controller),
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
        server.cells.length > 1
          ? `cellpilot console for cells ${server.cells.map((cell) => `'${cell}'`).join(", ")} (default '${server.cell}') at ${server.url}/`
          : `cellpilot console for cell '${server.cell}' at ${server.url}/`,
        `API reference: ${server.url}/docs (document: ${server.url}/openapi.json)${server.auth ? "  (Authorization: Bearer $CELLPILOT_TOKEN required)" : ""}`,
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
