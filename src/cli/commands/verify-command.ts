import { MAX_CELL_FILE_BYTES, readCellText } from "../../knowledge/read-cell-text.js";
import type { Command } from "commander";
import { loadCellSnapshot } from "../../knowledge/open-knowledge-graph.js";
import { readActionsYaml } from "../../plan/actions-yaml.js";
import { toSimulatedState } from "../../contracts/robot-state.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { verifyPlan } from "../../verify/verify-plan.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";

/** `cellpilot verify FILE.yaml`: verifies a (hand-written) plan from the current robot state. */
export function registerVerifyCommand(program: Command): void {
  program
    .command("verify")
    .description("verify an actions.yaml plan against the cell graph from the current robot state")
    .argument("<file>", "the actions.yaml to verify")
    .option("--json", "print the VerificationResult as JSON")
    .option("--cell <name|path>", "the cell", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .option(
      "--graph <backend>",
      "where the cell graph comes from: embedded (the cell file) or neo4j (NEO4J_URI); default $CELLPILOT_GRAPH or embedded",
    )
    .option("--from <position>", "simulate from this position instead of the stored state")
    .option("--tool <tool>", "simulate holding this tool instead of the stored state")
    .action(
      (
        file: string,
        options: {
          json?: boolean;
          cell?: string;
          dataDir?: string;
          from?: string;
          tool?: string;
          graph?: string;
        },
      ) =>
        runCommand(async () => {
          const snapshot = await loadCellSnapshot({ cell: options.cell, graph: options.graph });
          let text: string;
          try {
            text = readCellText(file, MAX_CELL_FILE_BYTES, "plan");
          } catch (error) {
            printError((error as Error).message);
            return EXIT.badInput;
          }
          const read = readActionsYaml(text, file);
          if (!read.ok) {
            printError(read.message);
            return EXIT.badInput;
          }
          const store = openCellStore(snapshot, options.dataDir);
          try {
            const stored = toSimulatedState(await store.getState());
            const state = { position: options.from ?? stored.position, tool: options.tool ?? stored.tool };
            const result = verifyPlan(snapshot, state, read.document.steps);
            if (options.json) printJson(result);
            else
              printLines(
                result.valid
                  ? `Valid: ${read.document.steps.length} steps from ${state.position} holding ${state.tool}.`
                  : `Invalid:\n${result.feedback}`,
              );
            return result.valid ? EXIT.ok : EXIT.refused;
          } finally {
            await store.close();
          }
        }),
    );
}
