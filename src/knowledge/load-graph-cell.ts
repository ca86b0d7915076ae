import { statSync } from "node:fs";
import { createEmbeddedGraph } from "./embedded-graph.js";
import { graphCellFileToData, readGraphCellFile } from "./graph-cell-file.js";
import { buildSnapshot, type GraphSnapshot } from "./graph-snapshot.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";
import { resolveCellPath } from "./cell-registry.js";

const cache = new Map<string, { modified: number; size: number; snapshot: GraphSnapshot }>();

/**
 * Loads a graph cell by built-in name or path into a snapshot, once per version of the file:
 * a cheap stat tells whether it changed since (so a running server picks up an edited cell).
 */
export function loadGraphSnapshot(nameOrPath?: string): GraphSnapshot {
  const path = resolveCellPath(nameOrPath);
  const stat = statSync(path, { throwIfNoEntry: false });
  const cached = cache.get(path);
  if (cached && stat && cached.modified === stat.mtimeMs && cached.size === stat.size) return cached.snapshot;
  const snapshot = buildSnapshot(graphCellFileToData(readGraphCellFile(path)));
  if (stat) cache.set(path, { modified: stat.mtimeMs, size: stat.size, snapshot });
  return snapshot;
}

export function loadEmbeddedGraph(nameOrPath?: string): KnowledgeGraph {
  return createEmbeddedGraph(loadGraphSnapshot(nameOrPath));
}
