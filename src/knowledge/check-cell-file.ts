import { readCellText } from "./read-cell-text.js";
import type { GraphCellFile } from "../contracts/graph-cell.js";
import { checkCell, type CellSubject } from "./check-cell.js";
import { KnowledgeError } from "./errors.js";
import { CheckedGraphCellFileSchema, graphCellFileToData, parseMove } from "./graph-cell-file.js";
import {
  fieldPath,
  formatYamlProblem,
  lineOfPath,
  parseValidatedYaml,
  type YamlProblem,
} from "./read-validated-yaml.js";
import { yamlModule } from "./yaml-module.js";

export interface CellFileCheckReport {
  file: string;
  ok: boolean;
  /** Each with the file, the line and the field it is about. */
  errors: YamlProblem[];
  warnings: YamlProblem[];
}

/** The field of the cell file a lint problem is about. */
function pathOf(file: GraphCellFile, subject: CellSubject): PropertyKey[] {
  const at = (list: "positions" | "tools" | "tool_stands" | "routines", name: string): PropertyKey[] => {
    const index = (file[list] as Array<{ name: string }>).findIndex((entry) => entry.name === name);
    return index < 0 ? [list] : [list, index, "name"];
  };
  switch (subject.kind) {
    case "position":
      return at("positions", subject.name);
    case "tool":
      return at("tools", subject.name);
    case "tool_stand":
      return at("tool_stands", subject.name);
    case "routine":
      return at("routines", subject.name);
    case "move": {
      const index = file.moves.findIndex((move) =>
        parseMove(move).some((edge) => edge.from === subject.from && edge.to === subject.to),
      );
      return index < 0 ? ["moves"] : ["moves", index];
    }
    case "cell":
      return [];
  }
}

/**
 * `cell check` on a file: refuses a malformed file with file, line and field (KnowledgeError),
 * else lints the graph and locates each problem in the file.
 */
export function checkCellFile(path: string): CellFileCheckReport {
  const text = readCellText(path);
  const parsed = parseValidatedYaml(text, path, CheckedGraphCellFileSchema);
  if (!parsed.ok)
    throw new KnowledgeError("CELL_FILE_INVALID", parsed.problems.map(formatYamlProblem).join("\n"));
  const { LineCounter, parseDocument } = yamlModule();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const report = checkCell(graphCellFileToData(parsed.value));
  const locate = (severity: "error" | "warning") =>
    report.problems
      .filter((problem) => problem.severity === severity)
      .map((problem) => {
        const fieldAt = pathOf(parsed.value, problem.subject);
        return {
          file: path,
          line: lineOfPath(document, lineCounter, fieldAt),
          field: fieldPath(fieldAt),
          message: problem.message,
        };
      });
  return { file: path, ok: report.ok, errors: locate("error"), warnings: locate("warning") };
}
