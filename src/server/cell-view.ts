import type { CellGraphDocument } from "../contracts/http-cell.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";

export type { CellGraphDocument };

/**
 * What the server knows of the cell it serves: the graph snapshot (every cell has one; an
 * assembly cell's is its motion graph) and, for assembly cells, items and zones.
 */
export interface CellView {
  kind: "graph" | "assembly";
  snapshot: GraphSnapshot;
  assembly?: {
    items: Array<{ name: string; slot: string; category: string }>;
    zones: Array<{ name: string; aliases: string[]; default: boolean }>;
    maxLayersPerStack: number;
    maxTilesPerItem: number;
  };
}

/** Rows of positions: breadth-first distance from home; assembly cells put slots above zones. */
function layoutRows(view: CellView): string[][] {
  const { snapshot } = view;
  if (view.assembly) {
    const zones = new Set(view.assembly.zones.map((zone) => zone.name));
    const rest = [...snapshot.positions.keys()].filter((name) => name !== snapshot.home && !zones.has(name));
    return [[snapshot.home], rest, [...zones]].filter((row) => row.length > 0);
  }
  const rows: string[][] = [[snapshot.home]];
  const seen = new Set([snapshot.home]);
  for (;;) {
    const next: string[] = [];
    for (const name of rows[rows.length - 1]) {
      const neighbours = snapshot.moveGraph
        .outNeighbors(name)
        .filter((n) => !seen.has(n))
        .sort();
      for (const neighbour of neighbours) {
        seen.add(neighbour);
        next.push(neighbour);
      }
    }
    if (next.length === 0) break;
    rows.push(next);
  }
  const unreachable = [...snapshot.positions.keys()].filter((name) => !seen.has(name)).sort();
  if (unreachable.length > 0) rows.push(unreachable);
  return rows;
}

/** The cell as the console draws it: a pure function of the snapshot. */
export function describeCell(view: CellView): CellGraphDocument {
  const { snapshot } = view;
  const rows = layoutRows(view);
  const place = new Map<string, { x: number; y: number }>();
  rows.forEach((row, rowIndex) => {
    row.forEach((name, index) => {
      place.set(name, {
        x: (index + 1) / (row.length + 1),
        y: rows.length === 1 ? 0.5 : 0.1 + (0.8 * rowIndex) / (rows.length - 1),
      });
    });
  });
  const standAt = new Map([...snapshot.toolStands.values()].map((stand) => [stand.position, stand]));
  const moves: CellGraphDocument["moves"] = [];
  const listed = new Set<string>();
  for (const move of snapshot.data.moves) {
    const key = `${move.from}\u0000${move.to}`;
    if (listed.has(key)) continue;
    const bothWays = snapshot.moveGraph.hasDirectedEdge(move.to, move.from);
    listed.add(key);
    if (bothWays) listed.add(`${move.to}\u0000${move.from}`);
    moves.push({ from: move.from, to: move.to, bothWays });
  }
  return {
    cell: snapshot.data.cell,
    kind: view.kind,
    description: snapshot.data.description,
    home: snapshot.home,
    reviewPolicy: snapshot.data.reviewPolicy,
    version: snapshot.version,
    positions: [...snapshot.positions.values()].map((position) => ({
      name: position.name,
      role: position.role,
      description: position.description,
      ...place.get(position.name)!,
      toolStand: standAt.get(position.name)?.name ?? null,
      tool: standAt.get(position.name)?.tool ?? null,
    })),
    moves,
    toolStands: [...snapshot.toolStands.values()].map(({ name, position, tool, pose }) => ({
      name,
      position,
      tool,
      pose,
    })),
    tools: [...snapshot.tools.values()].map((tool) => ({
      name: tool.name,
      type: tool.type,
      description: tool.description,
      stand: [...snapshot.toolStands.values()].find((stand) => stand.tool === tool.name)?.name ?? null,
      position: snapshot.toolLocations.get(tool.name) ?? null,
    })),
    routines: [...snapshot.routines.values()].map((routine) => ({
      name: routine.name,
      description: routine.description,
      requiredTool: routine.required_tool,
      supportedAt: [...(snapshot.supportedAt.get(routine.name) ?? new Map()).entries()].map(
        ([position, metadata]) => ({
          position,
          ...metadata,
        }),
      ),
    })),
    assembly: view.assembly ?? null,
  };
}
