import type { Command } from "commander";
import { EXIT, printError } from "../output.js";
import { runCommand } from "../run-command.js";
import {
  addConversationOptions,
  driveConversation,
  openFromOptions,
  type ConversationCliOptions,
} from "./ask-command.js";

const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `cellpilot replay RUN_ID [--yes]`: the run from history, under a new correlation id, through review. */
export function registerReplayCommand(program: Command): void {
  addConversationOptions(
    program
      .command("replay")
      .description(
        "run a task from history again (re-planned from its goals when the robot has moved); goes through review",
      )
      .argument("<run-id>", "the run's id (see cellpilot history)")
      .option("-y, --yes", "approve the plan without asking"),
  ).action((runId: string, options: ConversationCliOptions) =>
    runCommand(async () => {
      if (!RUN_ID.test(runId.trim())) {
        printError(`'${runId}' is not a run id (ids look like 3f2b…-…; see cellpilot history)`);
        return EXIT.badInput;
      }
      const conversation = await openFromOptions(options);
      try {
        return await driveConversation(
          conversation,
          options.conversation ?? "cli",
          `run task ${runId.trim()}`,
          options,
        );
      } finally {
        await conversation.close();
      }
    }),
  );
}
