import { createInterface } from "node:readline";
import type { Command } from "commander";
import { STOP_MODE_TEXT } from "../../execute/stop-mode.js";
import type { ConversationTurn } from "../../workflow/conversation-service.js";
import { printLines } from "../output.js";
import { runCommand } from "../run-command.js";
import {
  addConversationOptions,
  openFromOptions,
  palette,
  printRunEvent,
  printTurn,
  type ConversationCliOptions,
} from "./ask-command.js";

const HELP = [
  'Type a command ("weld at position 1 and 2") or a question ("where is the robot?").',
  'When a review is waiting, answer it: yes / no, a number, or what to change ("yes but skip position 2").',
  "/state  the robot's state     /history  this conversation     /stop [now]  stop the run after this step (now: abort the step)     /quit  leave",
];

/**
 * `cellpilot chat`: an interactive session on the same workflow, one line per input. Works on a
 * terminal (prompt, colours) and with a pipe (`printf 'weld at 1\nyes\n' | cellpilot chat`).
 */
export function registerChatCommand(program: Command): void {
  addConversationOptions(
    program
      .command("chat")
      .description("an interactive conversation with the cell (reviews, runs, questions)"),
    "chat",
  ).action((options: ConversationCliOptions) =>
    runCommand(async () => {
      const conversation = await openFromOptions(options);
      const conversationId = options.conversation ?? "chat";
      const terminal = Boolean(process.stdin.isTTY);
      const colours = palette();
      const transcript: Array<{ operator: string; turn: ConversationTurn }> = [];
      const unsubscribe = conversation.service.onRunEvent((event) => printRunEvent(event, colours));
      const lines = createInterface({
        input: process.stdin,
        output: terminal ? process.stdout : undefined,
        terminal,
      });
      const prompt = () => {
        if (terminal) lines.prompt();
      };
      lines.setPrompt(colours.bold("you> "));
      let exitCode = 0;
      try {
        if (terminal)
          printLines(
            colours.dim(
              `cellpilot chat — cell ${conversation.snapshot.data.cell}, conversation '${conversationId}'. /help for help.`,
            ),
          );
        const waiting = await conversation.service.getPendingReview(conversationId);
        if (waiting) printLines(colours.yellow("A review from earlier is waiting:"), waiting.question);
        prompt();
        for await (const raw of lines) {
          const line = raw.trim();
          if (!line) {
            prompt();
            continue;
          }
          if (!terminal) printLines(colours.bold(`you> ${line}`));
          if (line === "/quit" || line === "/exit") break;
          if (line === "/help") printLines(...HELP);
          else if (line === "/state") {
            const state = await conversation.store.getState();
            printLines(
              `at ${state.current_position}, tool ${state.current_tool} (since ${state.last_updated})`,
            );
          } else if (line === "/history") {
            for (const entry of transcript)
              printLines(
                `you> ${entry.operator}`,
                colours.dim(`  ${entry.turn.kind}: ${entry.turn.reply.split("\n")[0]}`),
              );
          } else if (line === "/stop" || line === "/stop now") {
            const mode = line === "/stop now" ? "now" : "after-step";
            printLines(
              conversation.service.stopRun(mode)
                ? `Stopping: ${STOP_MODE_TEXT[mode]}.`
                : "No run in progress.",
            );
          } else {
            const turn = await conversation.service.send(conversationId, line, { actor: "chat" });
            transcript.push({ operator: line, turn });
            printTurn(turn, colours);
            exitCode = turn.kind === "review" ? 3 : 0;
          }
          prompt();
        }
      } finally {
        unsubscribe();
        lines.close();
        await conversation.close();
      }
      return exitCode;
    }),
  );
}
