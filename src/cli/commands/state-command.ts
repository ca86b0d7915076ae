import type { Command } from "commander";
import { loadCellSnapshot } from "../../knowledge/open-knowledge-graph.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";

/** `cellpilot state`: where the robot is and what it holds. */
export function registerStateCommand(program: Command): void {
  program
    .command("state")
    .description("show the robot's position and held tool")
    .option("--json", "print JSON")
    .option("--cell <name|path>", "the cell", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .option("--graph <backend>", "embedded (the cell file) or neo4j; default $CELLPILOT_GRAPH or embedded")
    .action((options: { json?: boolean; cell?: string; dataDir?: string; graph?: string }) =>
      runCommand(async () => {
        const snapshot = await loadCellSnapshot({ cell: options.cell, graph: options.graph });
        const store = openCellStore(snapshot, options.dataDir);
        try {
          const state = await store.getState();
          if (options.json) printJson({ cell: snapshot.data.cell, ...state });
          else
            printLines(
              `Cell: ${snapshot.data.cell}`,
              `Position: ${state.current_position}`,
              `Tool: ${state.current_tool}`,
              `Last updated: ${state.last_updated}`,
            );
        } finally {
          await store.close();
        }
      }),
    );
}
