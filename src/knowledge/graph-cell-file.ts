import { GraphCellFileSchema, type GraphCellFile } from "../contracts/graph-cell.js";
import type { CellGraphData } from "./cell-graph-data.js";
import { readValidatedYaml } from "./read-validated-yaml.js";

/** Splits "A <-> B" / "A -> B" into directed edges. */
export function parseMove(move: string): Array<{ from: string; to: string }> {
  const both = move.split("<->");
  if (both.length === 2) {
    const [a, b] = both.map((part) => part.trim());
    return [
      { from: a, to: b },
      { from: b, to: a },
    ];
  }
  const [from, to] = move.split("->").map((part) => part.trim());
  return [{ from, to }];
}

export function graphCellFileToData(file: GraphCellFile): CellGraphData {
  return {
    cell: file.cell,
    description: file.description,
    home: file.home,
    initialState: { position: file.initial_state.position, tool: file.initial_state.tool },
    moveSeconds: file.move_seconds,
    reviewPolicy: file.review_policy,
    positions: file.positions.map((position) => ({
      name: position.name,
      role: position.role,
      description: position.description,
      words: position.words,
      ...(position.allowed_tools ? { allowedTools: position.allowed_tools } : {}),
    })),
    tools: file.tools.map((tool) => ({ ...tool })),
    toolStands: file.tool_stands.map((stand) => ({ ...stand })),
    routines: file.routines.map((routine) => ({
      name: routine.name,
      description: routine.description,
      required_tool: routine.required_tool,
      effect: routine.effect,
      words: routine.words,
    })),
    moves: file.moves.flatMap(parseMove),
    supportedAt: file.routines.flatMap((routine) =>
      routine.supported_at.map((support) => ({
        routine: routine.name,
        position: support.position,
        stabilize: support.stabilize,
        action_after: support.action_after ?? null,
        verify: support.verify ?? null,
      })),
    ),
    vocabulary: file.vocabulary,
  };
}

/** Reads a graph cell file; errors name the file, line and field. */
export function readGraphCellFile(path: string): GraphCellFile {
  return readValidatedYaml(path, GraphCellFileSchema);
}
