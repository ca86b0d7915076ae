import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { loadAssemblyCell } from "../../assembly/load-assembly-cell.js";
import type { CellGraphData } from "../../knowledge/cell-graph-data.js";
import { readCellKind, resolveCellPath } from "../../knowledge/cell-registry.js";
import { checkCellFile, type CellFileCheckReport } from "../../knowledge/check-cell-file.js";
import { checkCell } from "../../knowledge/check-cell.js";
import { formatCypherScript } from "../../knowledge/export-cypher.js";
import { graphCellFileToData, readGraphCellFile } from "../../knowledge/graph-cell-file.js";
import { formatYamlProblem } from "../../knowledge/read-validated-yaml.js";
import { EXIT, printJson, printLines, printText } from "../output.js";
import { runCommand } from "../run-command.js";

/** The graph of any cell: a graph cell's file, or an assembly cell's motion graph. */
function cellGraphData(path: string): CellGraphData {
  if (readCellKind(path) === "assembly") return loadAssemblyCell(path).snapshot.data;
  return graphCellFileToData(readGraphCellFile(path));
}

/** Lints a cell file; an assembly cell is validated by its own loader, then its motion graph linted. */
function checkAnyCell(path: string): CellFileCheckReport {
  if (readCellKind(path) !== "assembly") return checkCellFile(path);
  const report = checkCell(cellGraphData(path));
  const located = (message: string) => ({ file: path, line: 1, field: "moves", message });
  return {
    file: path,
    ok: report.ok,
    errors: report.errors.map(located),
    warnings: report.warnings.map(located),
  };
}

/** `cellpilot cell check [FILE]` and `cellpilot cell export --cypher [FILE]`. */
export function registerCellCommand(program: Command): Command {
  const cell = program.command("cell").description("work with cell files");
  cell
    .command("check")
    .description("lint a cell file: moves both ways, reachability, tool stands, dangling names")
    .argument("[file]", "a cell file or built-in name", "welding")
    .option("--json", "print the report as JSON")
    .action((file: string, options: { json?: boolean }) =>
      runCommand(async () => {
        const report = checkAnyCell(resolveCellPath(file));
        if (options.json) printJson(report);
        else
          printLines(
            `${report.file}: ${report.ok ? "ok" : `${report.errors.length} error(s)`}${report.warnings.length ? `, ${report.warnings.length} warning(s)` : ""}`,
            ...report.errors.map((problem) => `  error: ${formatYamlProblem(problem)}`),
            ...report.warnings.map((problem) => `  warning: ${formatYamlProblem(problem)}`),
          );
        return report.ok ? EXIT.ok : EXIT.refused;
      }),
    );
  cell
    .command("export")
    .description("export a cell for another backend: --cypher writes an idempotent Neo4j seeding script")
    .option("--cypher [file]", "write the Cypher seeding script to FILE (standard output without a file)")
    .option("--cell <name|path>", "the cell (built-in: welding)", "welding")
    .action((options: { cypher?: string | boolean; cell?: string }) =>
      runCommand(async () => {
        if (!options.cypher) {
          throw Object.assign(new Error("say what to export: --cypher [FILE]"), { code: "USAGE" });
        }
        const data = cellGraphData(resolveCellPath(options.cell));
        const script = formatCypherScript(data);
        if (typeof options.cypher === "string") {
          writeFileSync(options.cypher, script);
          process.stderr.write(`wrote ${options.cypher} (cell '${data.cell}')\n`);
        } else printText(script);
      }),
    );
  return cell;
}
