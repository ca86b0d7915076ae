import { bidirectional as bidirectionalDijkstra } from "graphology-shortest-path/dijkstra.js";
import type { GraphSnapshot } from "./graph-snapshot.js";

/**
 * The shortest allowed path from `from` to `to` over ONLY_ALLOWED_MOVE_TO edges, as position
 * names including both ends; empty when there is none. Positions in `avoid` (for example other
 * tools' stands while holding a tool) are never passed through; the target itself is exempt so
 * the verifier, not the search, reports a forbidden destination.
 */
export function shortestPath(
  snapshot: GraphSnapshot,
  from: string,
  to: string,
  avoid: ReadonlySet<string> = new Set(),
): string[] {
  const graph = snapshot.moveGraph;
  if (!graph.hasNode(from) || !graph.hasNode(to)) return [];
  if (from === to) return [from];
  const blocked = (name: string) => name !== to && name !== from && avoid.has(name);
  const path =
    avoid.size === 0
      ? bidirectionalDijkstra(graph, from, to, () => 1)
      : bidirectionalDijkstra(graph, from, to, (edge) =>
          blocked(graph.source(edge)) || blocked(graph.target(edge)) ? Infinity : 1,
        );
  if (!path || path.some(blocked)) return [];
  return path;
}
