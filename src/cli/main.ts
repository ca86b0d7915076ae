import { Command } from "commander";
import { limitHeapGrowth } from "../server/limit-heap-growth.js";
import { endQuietlyOnClosedPipe } from "./output.js";

type Register = (program: Command) => unknown;

/**
 * Each command's module is imported only when that command runs (help imports them all): start-up
 * stays small for `plan --jsonl` batches, and one command's dependencies (LangGraph, the vendor
 * SDKs) never slow down or break another.
 */
const commands: Record<string, () => Promise<Register>> = {
  parse: async () => (await import("./commands/parse-command.js")).registerParseCommand,
  plan: async () => (await import("./commands/plan-command.js")).registerPlanCommand,
  verify: async () => (await import("./commands/verify-command.js")).registerVerifyCommand,
  state: async () => (await import("./commands/state-command.js")).registerStateCommand,
  cell: async () => (await import("./commands/cell-command.js")).registerCellCommand,
  interpret: async () => (await import("./commands/interpret-command.js")).registerInterpretCommand,
  serve: async () => (await import("./commands/serve-command.js")).registerServeCommand,
  ask: async () => (await import("./commands/ask-command.js")).registerAskCommand,
  chat: async () => (await import("./commands/chat-command.js")).registerChatCommand,
  history: async () => (await import("./commands/history-command.js")).registerHistoryCommand,
  replay: async () => (await import("./commands/replay-command.js")).registerReplayCommand,
  sim: async () => (await import("./commands/sim-command.js")).registerSimCommand,
};

endQuietlyOnClosedPipe();

const program = new Command()
  .name("cellpilot")
  .description(
    "Talk to a robot work cell in plain language: planned from the cell graph, reviewed, verified.",
  )
  .showHelpAfterError();

const requested = process.argv[2];
// before the server's modules load: compiling them alone grows V8's young generation to its maximum
if (requested === "serve") limitHeapGrowth();
const toLoad =
  requested && Object.hasOwn(commands, requested) ? [commands[requested]] : Object.values(commands);
for (const load of toLoad) (await load())(program);

await program.parseAsync(process.argv);
