import type { Command } from "commander";
import type { InterpretResult } from "../../contracts/assembly.js";
import { assemblyMemoryOf } from "../../assembly/assembly-memory-store.js";
import { confidenceBand } from "../../assembly/confidence.js";
import { createInterpretContext } from "../../assembly/create-interpret-context.js";
import { interpretAssembly } from "../../assembly/interpret-assembly.js";
import { loadAssemblyCell } from "../../assembly/load-assembly-cell.js";
import { initialScene } from "../../assembly/scene-state.js";
import { seededRandom } from "../../assembly/seeded-random.js";
import { createProviderFromEnv } from "../../llm/provider-from-env.js";
import { resolveDataDir } from "../../store/data-dir.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { readStdinLines } from "../read-stdin-lines.js";
import { operatorTextError } from "../operator-text-argument.js";
import { runCommand } from "../run-command.js";

interface InterpretOptions {
  json?: boolean;
  jsonl?: boolean;
  cell?: string;
  dataDir?: string;
  seed?: string;
}

/**
 * `cellpilot interpret --cell sandwich --json "TEXT"` (and `--jsonl`): the assembly interpreter
 * result contract, or null for empty or trivial input. A dry run: the scene and learned memory
 * are read, never written.
 */
export function registerInterpretCommand(program: Command): void {
  program
    .command("interpret")
    .description(
      "interpret an assembly command into composite instructions (a dry run: nothing executes or is saved)",
    )
    .argument("[text...]", "the operator's command")
    .option("--json", "print the interpreter result as one JSON object")
    .option("--jsonl", "read one command per line from standard input, write one JSON line each")
    .option("--cell <name|path>", "the assembly cell", "sandwich")
    .option("--data-dir <dir>", "where state, history and learned memory live")
    .option("--seed <n>", "seed the creative draws (repeatable results)")
    .action((words: string[], options: InterpretOptions) =>
      runCommand(async () => {
        const badText = options.jsonl ? null : operatorTextError(words, "interpret");
        if (badText) {
          printError(badText);
          return EXIT.badInput;
        }
        const cell = loadAssemblyCell(options.cell);
        const store = openCellStore(cell.snapshot, resolveDataDir(options.dataDir));
        const memoryStore = assemblyMemoryOf(store);
        const llm = createProviderFromEnv();
        const random = options.seed !== undefined ? seededRandom(Number(options.seed) || 0) : Math.random;
        try {
          const scene = await memoryStore.getScene(initialScene(cell));
          // A dry run: each line is judged on its own from the stored scene and memory (DESIGN §5):
          // what a line teaches or builds is neither saved nor read by the next lines.
          const memory = await memoryStore.getMemory();
          // The context holds values only: made once, it serves every line.
          const context = createInterpretContext(cell, { scene, memory, random });
          const interpret = (text: string) => interpretAssembly(text, context, { llm });
          if (options.jsonl) {
            for await (const line of readStdinLines()) printJson(await interpret(line));
            return EXIT.ok;
          }
          const result = await interpret(words.join(" "));
          if (options.json) printJson(result);
          else printResultText(result);
          return EXIT.ok;
        } finally {
          await store.close();
        }
      }),
    );
}

function printResultText(result: InterpretResult | null): void {
  if (!result) {
    printLines("(nothing to do)");
    return;
  }
  printLines(
    `${result.interpretation}`,
    ...result.sequence.map(
      (entry, index) =>
        `${String(index + 1).padStart(3)}. ${entry.instruction}${Object.keys(entry.params).length ? ` ${JSON.stringify(entry.params)}` : ""}`,
    ),
    `confidence ${result.confidence.toFixed(2)} (${confidenceBand(result.confidence)}), source ${result.source}${result.composite_name ? `, learns '${result.composite_name}'` : ""}`,
    ...(result.creative_reasoning ? [result.creative_reasoning] : []),
    ...(result.user_feedback ? [result.user_feedback] : []),
    ...result.validation_issues.map((issue) => `! ${issue}`),
  );
}
