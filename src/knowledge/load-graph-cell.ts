import { createEmbeddedGraph } from "./embedded-graph.js";
import { graphCellFileToData, readGraphCellFile } from "./graph-cell-file.js";
import { buildSnapshot, type GraphSnapshot } from "./graph-snapshot.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";
import { resolveCellPath } from "./cell-registry.js";

const cache = new Map<string, GraphSnapshot>();

/** Loads a graph cell by built-in name or path into a snapshot (cached per path for the process). */
export function loadGraphSnapshot(nameOrPath?: string): GraphSnapshot {
  const path = resolveCellPath(nameOrPath);
  let snapshot = cache.get(path);
  if (!snapshot) {
    snapshot = buildSnapshot(graphCellFileToData(readGraphCellFile(path)));
    cache.set(path, snapshot);
  }
  return snapshot;
}

export function loadEmbeddedGraph(nameOrPath?: string): KnowledgeGraph {
  return createEmbeddedGraph(loadGraphSnapshot(nameOrPath));
}
