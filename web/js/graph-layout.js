// Where each position of the cell goes: a layered layout by dagre (ranks from home, crossings
// minimised by its ordering sweeps), left to right on wide screens and top to bottom on narrow ones.
import { graphlib, layout } from "/vendor/dagre.js";

const FONT_WIDTH = 7.4; // px per character of a 13 px label
const NODE_HEIGHT = 64; // the circle, its label below and the stand label above

/** Breadth-first distance of every position from home over the allowed moves. */
function distancesFrom(home, moves) {
  const neighbours = new Map();
  const link = (a, b) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  for (const move of moves) {
    link(move.from, move.to);
    if (move.bothWays) link(move.to, move.from);
  }
  const distance = new Map([[home, 0]]);
  const queue = [home];
  while (queue.length) {
    const name = queue.shift();
    for (const next of neighbours.get(name) ?? []) {
      if (!distance.has(next)) {
        distance.set(next, distance.get(name) + 1);
        queue.push(next);
      }
    }
  }
  return distance;
}

/**
 * Lays the cell out: returns {nodes: Map(name → {x, y}), edges: [{from, to, points}], width,
 * height}. Moves are laid away from home; a move between two positions as far from home is
 * drawn straight within its rank, except towards an assembly zone (zones get a rank of their own).
 */
export function layoutCell(cell, direction) {
  const graph = new graphlib.Graph();
  graph.setGraph({
    rankdir: direction,
    nodesep: direction === "LR" ? 18 : 26,
    ranksep: direction === "LR" ? 70 : 56,
    marginx: 16,
    marginy: 16,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  const zones = new Set((cell.assembly?.zones ?? []).map((zone) => zone.name));
  const distance = distancesFrom(cell.home, cell.moves);
  const far = (name) => distance.get(name) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...cell.positions].sort(
    (a, b) => far(a.name) - far(b.name) || a.name.localeCompare(b.name),
  );
  for (const position of sorted) {
    const label = Math.max(position.name.length, position.toolStand ? `${position.tool} stand`.length : 0);
    graph.setNode(position.name, { width: Math.max(56, label * FONT_WIDTH + 12), height: NODE_HEIGHT });
  }
  const flat = [];
  for (const move of cell.moves) {
    let [from, to] = [move.from, move.to];
    if (far(from) > far(to) || (far(from) === far(to) && zones.has(from) && !zones.has(to)))
      [from, to] = [to, from];
    if (far(from) === far(to) && zones.has(from) === zones.has(to)) flat.push({ from, to });
    else graph.setEdge(from, to, { original: move });
  }
  layout(graph);
  const nodes = new Map(
    graph.nodes().map((name) => [name, { x: graph.node(name).x, y: graph.node(name).y }]),
  );
  const edges = graph.edges().map((edge) => ({ from: edge.v, to: edge.w, points: graph.edge(edge).points }));
  for (const { from, to } of flat) edges.push({ from, to, points: [nodes.get(from), nodes.get(to)] });
  const { width, height } = graph.graph();
  return { nodes, edges, width, height };
}
