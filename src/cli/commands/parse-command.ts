import type { Command } from "commander";
import type { Account } from "../../contracts/account.js";
import type { ParseOutput } from "../../contracts/router.js";
import { readCellKind, resolveCellPath } from "../../knowledge/cell-registry.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../knowledge/load-graph-cell.js";
import type { LlmProvider } from "../../llm/provider.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { understandCommand } from "../../understand/understand-command.js";
import type { Understanding } from "../../understand/understanding.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { readStdinLines } from "../read-stdin-lines.js";
import { operatorTextError } from "../operator-text-argument.js";
import { runCommand } from "../run-command.js";

interface ParseOptions {
  json?: boolean;
  jsonl?: boolean;
  cell?: string;
  dataDir?: string;
}

/** The `parse` contract (DESIGN §3): a projection of the Understanding. */
export function parseOutput(understanding: Understanding): ParseOutput & { account?: Account } {
  return {
    correlation_id: understanding.correlationId,
    intent: understanding.intent,
    goal: understanding.goal,
    source: understanding.source,
    confidence: understanding.confidence,
    ...(understanding.account ? { account: understanding.account } : {}),
  };
}

/** The graph cell for text commands; an assembly cell is pointed to `interpret`. */
export function loadGraphCellForText(cell: string | undefined, command: string): GraphSnapshot {
  if (readCellKind(resolveCellPath(cell)) === "assembly") {
    throw Object.assign(
      new Error(
        `'${cell}' is an assembly cell: \`${command}\` reads graph cells; use \`cellpilot interpret --cell ${cell} "TEXT"\``,
      ),
      { code: "USAGE" },
    );
  }
  return loadGraphSnapshot(cell);
}

/**
 * The LLM configured in the environment, or none; a bad configuration is reported, not fatal.
 * The vendor SDKs are only loaded when a provider is configured (they cost ~0.4 s of start-up).
 */
export async function providerOrNull(env: NodeJS.ProcessEnv = process.env): Promise<LlmProvider | null> {
  const choice = env.CELLPILOT_LLM?.trim();
  if (choice === "off" || choice === "none") return null;
  if (!choice && !env.OPENAI_API_KEY && !env.ANTHROPIC_API_KEY) return null;
  try {
    const { createProviderFromEnv } = await import("../../llm/provider-from-env.js");
    return createProviderFromEnv(env);
  } catch (error) {
    printError(`${(error as Error).message} — continuing offline (rules only)`);
    return null;
  }
}

/**
 * `cellpilot parse --json "TEXT"` / `--jsonl`: router and intent parser only, a dry run (reads
 * state and history, changes nothing). Each input line is its own request.
 */
export function registerParseCommand(program: Command): void {
  program
    .command("parse")
    .description("understand operator text: intent and goals (a dry run: nothing is planned or executed)")
    .argument("[text...]", "what the operator said")
    .option("--json", "print one JSON object")
    .option("--jsonl", "read one command per line from standard input, write one JSON object per line")
    .option("--cell <name|path>", "the cell (built-in: welding)", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .action((words: string[], options: ParseOptions) =>
      runCommand(async () => {
        const badText = options.jsonl ? null : operatorTextError(words, "parse");
        if (badText) {
          printError(badText);
          return EXIT.badInput;
        }
        const snapshot = loadGraphCellForText(options.cell, "parse");
        const store = openCellStore(snapshot, options.dataDir);
        const llm = await providerOrNull();
        try {
          const understand = async (text: string) => {
            const state = await store.getState();
            return understandCommand({
              text,
              snapshot,
              llm,
              store,
              robot: { position: state.current_position, tool: state.current_tool },
            });
          };
          if (options.jsonl) {
            for await (const line of readStdinLines()) {
              try {
                printJson(parseOutput(await understand(line)));
              } catch (error) {
                printJson({
                  correlation_id: null,
                  intent: "unknown",
                  goal: null,
                  source: "rules",
                  confidence: 0,
                  error: (error as Error).message,
                });
              }
            }
            return;
          }
          const understanding = await understand(words.join(" "));
          if (options.json) printJson(parseOutput(understanding));
          else {
            printLines(
              `intent: ${understanding.intent} (${understanding.source}, confidence ${understanding.confidence})`,
              `goal: ${JSON.stringify(understanding.goal)}`,
              ...(understanding.question ? [`question: ${JSON.stringify(understanding.question)}`] : []),
              ...understanding.notes,
            );
          }
        } finally {
          await store.close();
        }
      }),
    );
}
