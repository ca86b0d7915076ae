import { createInterface } from "node:readline/promises";
import { parseTimeScale } from "../../execute/time-scale.js";
import type { Command } from "commander";
import { parseFaultSpec, type FaultSpec } from "../../execute/fault-injection.js";
import type { ConversationTurn, RunEvent } from "../../workflow/conversation-service.js";
import { WorkflowError } from "../../workflow/errors.js";
import { readCellKind, resolveCellPath } from "../../knowledge/cell-registry.js";
import { openKnowledgeSource } from "../../knowledge/knowledge-source.js";
import { openCellConversation, type CellConversation } from "../../workflow/open-cell-conversation.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { operatorTextError } from "../operator-text-argument.js";
import { runCommand } from "../run-command.js";

/** Exit code when a review is waiting and nobody can answer it here (no terminal, no --yes). */
export const EXIT_REVIEW_PENDING = 3;

export interface ConversationCliOptions {
  cell?: string;
  dataDir?: string;
  fault?: string;
  timeScale?: string;
  conversation?: string;
  yes?: boolean;
  json?: boolean;
  controller?: string;
  /** embedded or neo4j; default CELLPILOT_GRAPH, else embedded. */
  graph?: string;
}

/** Colours only on a terminal, and never with NO_COLOR. */
export function palette(enabled = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR) {
  const wrap = (code: number) => (text: string) => (enabled ? `\u001b[${code}m${text}\u001b[0m` : text);
  return { bold: wrap(1), dim: wrap(2), red: wrap(31), green: wrap(32), yellow: wrap(33), cyan: wrap(36) };
}

/**
 * Opens the cell's conversation from the common options; bad options are reported as bad input.
 * A graph cell's graph comes from the backend `--graph`/CELLPILOT_GRAPH names, through one
 * driver for the whole command (a chat session plans every request on the latest graph).
 */
export async function openFromOptions(options: ConversationCliOptions): Promise<CellConversation> {
  const fault = parseFaultSpec(options.fault ?? process.env.CELLPILOT_FAULT);
  if (!fault.ok) throw new WorkflowError("BAD_FAULT", fault.message);
  const parsedScale = options.timeScale === undefined ? null : parseTimeScale(options.timeScale);
  if (parsedScale && !parsedScale.ok) throw new WorkflowError("BAD_TIME_SCALE", parsedScale.message);
  const timeScale = parsedScale?.ok ? parsedScale.value : undefined;
  const source = openKnowledgeSource({ graph: options.graph });
  try {
    const cell = options.cell ?? "welding";
    const fromBackend = source.backend === "neo4j" && readCellKind(resolveCellPath(cell)) === "graph";
    const graph = fromBackend ? await source.graphOf(cell) : null;
    const conversation = openCellConversation({
      cell: options.cell,
      dataDir: options.dataDir,
      timeScale,
      fault: fault.fault as FaultSpec | null,
      controller: options.controller,
      knowledge: graph ? { graph, snapshot: await graph.getSnapshot() } : null,
    });
    return {
      ...conversation,
      async close() {
        await conversation.close();
        await source.close();
      },
    };
  } catch (error) {
    await source.close();
    throw error;
  }
}

/** One line per run event: the live progress display. */
export function printRunEvent(event: RunEvent, colours = palette()): void {
  switch (event.type) {
    case "run-started":
      printLines(
        colours.cyan(
          `▶ run ${event.runId} on ${event.cell}: ${event.totalSteps} step${event.totalSteps === 1 ? "" : "s"}`,
        ),
      );
      return;
    case "run-step-started":
      return;
    case "run-step-completed":
      printLines(
        `  ${colours.green("✓")} [${event.stepIndex + 1}] ${event.step.name}  ${colours.dim(`(at ${event.state.current_position}, tool ${event.state.current_tool})`)}`,
      );
      return;
    case "run-step-failed":
      printLines(`  ${colours.red("✗")} [${event.stepIndex + 1}] ${event.step.name}: ${event.error}`);
      return;
    case "run-finished":
      printLines(
        event.status === "completed"
          ? colours.green(`■ run ${event.status}`)
          : colours.red(`■ run ${event.status}: ${event.error}`),
      );
      return;
  }
}

/** The operator-readable rendering of a turn. */
export function printTurn(turn: ConversationTurn, colours = palette()): void {
  if (turn.kind === "review" && turn.pendingReview) {
    printLines(
      colours.yellow(`? review (${turn.pendingReview.reason}, expires ${turn.pendingReview.expiresAt})`),
      turn.reply,
    );
    return;
  }
  const colour =
    turn.kind === "run"
      ? turn.run?.status === "completed"
        ? colours.green
        : colours.red
      : turn.kind === "answer"
        ? (text: string) => text
        : colours.yellow;
  printLines(colour(turn.reply));
}

export function exitCodeOf(turn: ConversationTurn): number {
  if (turn.kind === "review") return EXIT_REVIEW_PENDING;
  if (turn.kind === "answer") return EXIT.ok;
  if (turn.kind === "run") return turn.run?.status === "completed" ? EXIT.ok : EXIT.refused;
  return EXIT.refused;
}

/**
 * Sends one input and sees it through: approves with --yes, asks on a terminal, otherwise
 * leaves the review pending (it survives in the data directory) and says how to answer it.
 */
export async function driveConversation(
  conversation: CellConversation,
  conversationId: string,
  text: string,
  options: ConversationCliOptions,
): Promise<number> {
  const colours = palette(!options.json && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR);
  const unsubscribe = options.json
    ? () => undefined
    : conversation.service.onRunEvent((event) => printRunEvent(event, colours));
  // Ctrl-C once: stop after the current step; twice: stop now; with no run: leave.
  let interrupts = 0;
  const onInterrupt = () => {
    interrupts++;
    if (interrupts === 1 && conversation.service.stopRun("after-step"))
      printError("stopping after the current step… (Ctrl-C again: stop now)");
    else if (interrupts === 2 && conversation.service.stopRun("now"))
      printError("stopping now: the current step is interrupted");
    else process.exit(130);
  };
  process.on("SIGINT", onInterrupt);
  const terminal = Boolean(process.stdin.isTTY) && Boolean(process.stdout.isTTY);
  try {
    let turn = await conversation.service.send(conversationId, text, { actor: "cli" });
    for (let rounds = 0; turn.kind === "review" && turn.pendingReview && rounds < 20; rounds++) {
      const review = turn.pendingReview;
      if (options.yes && review.kind === "approval") {
        if (!options.json) printTurn(turn, colours);
        if (!options.json) printLines(colours.dim("--yes: approved"));
        turn = await conversation.service.send(conversationId, "yes", {
          actor: "cli --yes",
          hitlId: review.hitlId,
        });
        continue;
      }
      if (!terminal) break;
      printTurn(turn, colours);
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await prompt.question(colours.bold("answer> "));
      prompt.close();
      turn = await conversation.service.send(conversationId, answer, { actor: "cli" });
    }
    if (options.json) printJson(turn);
    else {
      printTurn(turn, colours);
      if (turn.kind === "review") {
        printError(
          `a review is waiting (${turn.pendingReview?.hitlId}); answer it within 5 minutes with: cellpilot ask --conversation ${conversationId} "yes" (or "no", or what to change)`,
        );
      }
    }
    return exitCodeOf(turn);
  } finally {
    process.off("SIGINT", onInterrupt);
    unsubscribe();
  }
}

export function addConversationOptions(command: Command, defaultConversation = "cli"): Command {
  return command
    .option("--cell <name|path>", "the cell (built-in: welding, sandwich)", "welding")
    .option("--data-dir <dir>", "where state, history, checkpoints and logs live")
    .option(
      "--graph <backend>",
      "where graph cells' graphs come from: embedded (the cell file) or neo4j; default $CELLPILOT_GRAPH or embedded",
    )
    .option(
      "--conversation <id>",
      "the conversation to continue (pending reviews live in it)",
      defaultConversation,
    )
    .option("--fault <spec>", "inject a simulator fault: step:N or position:NAME (also CELLPILOT_FAULT)")
    .option("--time-scale <x>", "simulated time × x: 1 real time, 0 instant (also CELLPILOT_TIME_SCALE)")
    .option(
      "--controller <opc.tcp://host:port>",
      "run on a cell controller over OPC UA instead of the simulator (also CELLPILOT_CONTROLLER)",
    )
    .option("--json", "print the final turn as one JSON object");
}

/** `cellpilot ask "TEXT" [--yes]`: one request end to end — plan, review, execute, result. */
export function registerAskCommand(program: Command): void {
  addConversationOptions(
    program
      .command("ask")
      .description(
        "one command end to end: plan, review (--yes approves), execute (simulator or --controller), print the result",
      )
      .argument("<text...>", "what the operator says")
      .option("-y, --yes", "approve the plan without asking"),
  ).action((words: string[], options: ConversationCliOptions) =>
    runCommand(async () => {
      const badText = operatorTextError(words, "ask");
      if (badText) {
        printError(badText);
        return EXIT.badInput;
      }
      const conversation = await openFromOptions(options);
      try {
        return await driveConversation(conversation, options.conversation ?? "cli", words.join(" "), options);
      } finally {
        await conversation.close();
      }
    }),
  );
}
