import { Command } from "commander";
import { registerAskCommand } from "./commands/ask-command.js";
import { registerChatCommand } from "./commands/chat-command.js";
import { registerHistoryCommand } from "./commands/history-command.js";
import { registerReplayCommand } from "./commands/replay-command.js";
import { registerCellCommand } from "./commands/cell-command.js";
import { registerInterpretCommand } from "./commands/interpret-command.js";
import { registerParseCommand } from "./commands/parse-command.js";
import { registerPlanCommand } from "./commands/plan-command.js";
import { registerServeCommand } from "./commands/serve-command.js";
import { registerStateCommand } from "./commands/state-command.js";
import { registerVerifyCommand } from "./commands/verify-command.js";

const program = new Command()
  .name("cellpilot")
  .description("Talk to a robot work cell in plain language: planned from the cell graph, reviewed, verified.")
  .showHelpAfterError();

registerParseCommand(program);
registerPlanCommand(program);
registerVerifyCommand(program);
registerStateCommand(program);
registerCellCommand(program);
registerInterpretCommand(program);
registerServeCommand(program);
registerAskCommand(program);
registerChatCommand(program);
registerHistoryCommand(program);
registerReplayCommand(program);

await program.parseAsync(process.argv);
