import type { Command } from "commander";
import { checkCell } from "../../knowledge/check-cell.js";
import { resolveCellPath } from "../../knowledge/cell-registry.js";
import { graphCellFileToData, readGraphCellFile } from "../../knowledge/graph-cell-file.js";
import { EXIT, printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";

/** `cellpilot cell check [FILE]` (and, from the Neo4j backend, `cell export`). */
export function registerCellCommand(program: Command): Command {
  const cell = program.command("cell").description("work with cell files");
  cell
    .command("check")
    .description("lint a cell file: moves both ways, reachability, tool stands, dangling names")
    .argument("[file]", "a cell file or built-in name", "welding")
    .option("--json", "print the report as JSON")
    .action((file: string, options: { json?: boolean }) =>
      runCommand(async () => {
        const path = resolveCellPath(file);
        const report = checkCell(graphCellFileToData(readGraphCellFile(path)));
        if (options.json) printJson({ file: path, ...report });
        else
          printLines(
            `${path}: ${report.ok ? "ok" : `${report.errors.length} error(s)`}`,
            ...report.errors.map((line) => `  error: ${line}`),
            ...report.warnings.map((line) => `  warning: ${line}`),
          );
        return report.ok ? EXIT.ok : EXIT.refused;
      }),
    );
  return cell;
}
