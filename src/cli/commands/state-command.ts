import type { Command } from "commander";
import type { Reconciliation } from "../../execute/reconcile-controller-state.js";
import { controllerEndpointOf, openOpcUaController } from "../../execute/open-controller.js";
import { reconcileControllerState } from "../../execute/reconcile-controller-state.js";
import type { ControllerHealth } from "../../execute/robot-controller.js";
import { loadCellSnapshot } from "../../knowledge/open-knowledge-graph.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";

interface StateOptions {
  json?: boolean;
  cell?: string;
  dataDir?: string;
  graph?: string;
  controller?: string;
}

/** `cellpilot state`: where the robot is and what it holds (read from the controller with --controller). */
export function registerStateCommand(program: Command): void {
  program
    .command("state")
    .description("show the robot's position and held tool")
    .option("--json", "print JSON")
    .option("--cell <name|path>", "the cell", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .option("--graph <backend>", "embedded (the cell file) or neo4j; default $CELLPILOT_GRAPH or embedded")
    .option(
      "--controller <opc.tcp://host:port>",
      "read the state from the cell controller and correct the record (also CELLPILOT_CONTROLLER)",
    )
    .action((options: StateOptions) =>
      runCommand(async () => {
        const snapshot = await loadCellSnapshot({ cell: options.cell, graph: options.graph });
        const endpoint = controllerEndpointOf(options.controller);
        const controller = endpoint ? openOpcUaController(endpoint, snapshot) : null;
        const store = openCellStore(snapshot, options.dataDir);
        try {
          let reconciled: Reconciliation | null = null;
          let health: ControllerHealth | null = null;
          if (controller) {
            reconciled = await reconcileControllerState(store, controller);
            health = controller.health();
            if (reconciled.kind === "unreachable") {
              if (options.json)
                printJson({ cell: snapshot.data.cell, controller: health, error: reconciled.message });
              printError(reconciled.message);
              return EXIT.refused;
            }
          }
          const state = await store.getState();
          const corrected =
            reconciled?.kind === "corrected" ? { from: reconciled.from, to: reconciled.to } : null;
          if (options.json)
            printJson({
              cell: snapshot.data.cell,
              ...state,
              ...(health ? { controller: health, corrected } : {}),
            });
          else
            printLines(
              `Cell: ${snapshot.data.cell}`,
              `Position: ${state.current_position}`,
              `Tool: ${state.current_tool}`,
              `Last updated: ${state.last_updated}`,
              ...(health ? [`Read from: ${health.endpoint}`] : []),
              ...(reconciled?.kind === "corrected" ? [reconciled.message] : []),
            );
        } finally {
          await controller?.close();
          await store.close();
        }
      }),
    );
}
