import type { Command } from "commander";
import type { RunRecord } from "../../contracts/robot-state.js";
import { loadAssemblyCell } from "../../assembly/load-assembly-cell.js";
import { readCellKind, resolveCellPath } from "../../knowledge/cell-registry.js";
import { loadGraphSnapshot } from "../../knowledge/load-graph-cell.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";
import { palette } from "./ask-command.js";

interface HistoryOptions {
  limit: string;
  date?: string;
  json?: boolean;
  cell?: string;
  dataDir?: string;
}

/** `cellpilot history [--limit N] [--date YYYY-MM-DD] [--json]`: the cell's runs, newest first. */
export function registerHistoryCommand(program: Command): void {
  program
    .command("history")
    .description("runs of the cell, newest first (or of one day, oldest first), with their steps")
    .option("--limit <n>", "how many runs", "20")
    .option("--date <YYYY-MM-DD>", "only runs started that day (UTC); 'today' works too")
    .option("--json", "print one JSON object")
    .option("--cell <name|path>", "the cell (built-in: welding, sandwich)", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .action((options: HistoryOptions) =>
      runCommand(async () => {
        const limit = Number(options.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
          printError(`--limit must be a whole number 1–10000, not '${options.limit}'`);
          return EXIT.badInput;
        }
        const date = options.date === "today" ? new Date().toISOString().slice(0, 10) : options.date;
        if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
          printError(`--date must be YYYY-MM-DD, not '${options.date}'`);
          return EXIT.badInput;
        }
        const path = resolveCellPath(options.cell);
        const snapshot =
          readCellKind(path) === "assembly" ? loadAssemblyCell(path).snapshot : loadGraphSnapshot(path);
        const store = openCellStore(snapshot, options.dataDir);
        try {
          const runs: RunRecord[] = date
            ? (await store.getRunsByDate(date)).slice(-limit)
            : await store.listRuns({ limit });
          const detailed = await Promise.all(
            runs.map(async (run) => {
              const steps = await store.getRunSteps(run.run_id);
              const goal = await store.getRunGoal(run.run_id);
              return {
                ...run,
                steps: steps.length,
                completed_steps: steps.filter((step) => step.state === "completed").length,
                failed_positions: await store.getFailedPositions(run.run_id),
                error: steps.find((step) => step.error)?.error ?? null,
                // Derived: a failed run closed because its process stopped (or its lease expired).
                interrupted: run.status === "failed" ? await store.getRunInterruption(run.run_id) : null,
                correlation_id: goal?.correlation_id ?? null,
              };
            }),
          );
          if (options.json) {
            printJson({ runs: detailed, total: await store.countRuns() });
            return EXIT.ok;
          }
          if (detailed.length === 0) {
            printLines(date ? `No runs on ${date}.` : "No runs yet.");
            return EXIT.ok;
          }
          const colours = palette();
          for (const run of detailed) {
            const shown = run.interrupted ? "interrupted" : run.status;
            const status =
              run.status === "completed"
                ? colours.green(shown)
                : run.status === "failed"
                  ? colours.red(shown)
                  : colours.yellow(shown);
            const error = run.error ?? run.interrupted;
            printLines(
              `${run.started_at}  ${run.run_id}  ${status.padEnd(9)}  ${run.completed_steps}/${run.steps} steps  "${run.operator_input}"` +
                (error ? colours.dim(`  — ${error}`) : ""),
            );
          }
          return EXIT.ok;
        } finally {
          await store.close();
        }
      }),
    );
}
