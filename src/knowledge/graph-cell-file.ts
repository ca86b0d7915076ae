import type { z } from "zod";
import { GraphCellFileSchema, type GraphCellFile } from "../contracts/graph-cell.js";
import { NO_TOOL } from "../contracts/robot-state.js";
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

/**
 * Every name a cell file refers to must exist, and every name must be unique. Checked as zod
 * issues with their path (`tool_stands[1].position`), so a dangling name is reported with the
 * file, the line and the field like any other mistake.
 */
function checkReferences(file: GraphCellFile, context: z.RefinementCtx): void {
  const problem = (path: PropertyKey[], message: string) =>
    context.addIssue({ code: "custom", path, message });
  const positions = new Set(file.positions.map((position) => position.name));
  const tools = new Set(file.tools.map((tool) => tool.name));
  const seen = new Set<string>();
  const unique = (name: string, path: PropertyKey[]) => {
    if (seen.has(name)) problem(path, `the name '${name}' is used twice`);
    seen.add(name);
  };
  file.positions.forEach((position, index) => unique(position.name, ["positions", index, "name"]));
  file.tools.forEach((tool, index) => unique(tool.name, ["tools", index, "name"]));
  file.tool_stands.forEach((stand, index) => unique(stand.name, ["tool_stands", index, "name"]));
  file.routines.forEach((routine, index) => unique(routine.name, ["routines", index, "name"]));

  const position = (name: string, path: PropertyKey[]) => {
    if (!positions.has(name)) problem(path, `'${name}' is not a position of this cell`);
  };
  const tool = (name: string, path: PropertyKey[]) => {
    if (name !== NO_TOOL && !tools.has(name)) problem(path, `'${name}' is not a tool of this cell`);
  };
  position(file.home, ["home"]);
  position(file.initial_state.position, ["initial_state", "position"]);
  tool(file.initial_state.tool, ["initial_state", "tool"]);
  file.moves.forEach((move, index) => {
    for (const name of new Set(parseMove(move).flatMap((edge) => [edge.from, edge.to])))
      position(name, ["moves", index]);
  });
  file.positions.forEach((entry, index) =>
    entry.allowed_tools?.forEach((name, toolIndex) =>
      tool(name, ["positions", index, "allowed_tools", toolIndex]),
    ),
  );
  // One stand per position: the planner parks a tool on the stand at the position it reaches,
  // and two stands there would leave it two tools to swap between without end.
  const standAt = new Map<string, string>();
  file.tool_stands.forEach((stand, index) => {
    position(stand.position, ["tool_stands", index, "position"]);
    tool(stand.tool, ["tool_stands", index, "tool"]);
    const other = standAt.get(stand.position);
    if (other !== undefined)
      problem(["tool_stands", index, "position"], `'${stand.position}' already holds the stand '${other}'`);
    else standAt.set(stand.position, stand.name);
  });
  file.routines.forEach((routine, index) => {
    tool(routine.required_tool, ["routines", index, "required_tool"]);
    routine.supported_at.forEach((support, supportIndex) =>
      position(support.position, ["routines", index, "supported_at", supportIndex, "position"]),
    );
  });
}

/** The cell file schema with its cross-references checked. */
export const CheckedGraphCellFileSchema = GraphCellFileSchema.superRefine(checkReferences);

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
    ...(file.controller ? { controller: file.controller } : {}),
  };
}

/** Reads a graph cell file; errors name the file, line and field (dangling names included). */
export function readGraphCellFile(path: string): GraphCellFile {
  return readValidatedYaml(path, CheckedGraphCellFileSchema);
}
