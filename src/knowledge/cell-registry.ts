import { existsSync } from "node:fs";
import { readCellText } from "./read-cell-text.js";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { KnowledgeError } from "./errors.js";
import { yamlModule } from "./yaml-module.js";

/** The folder of built-in cell files shipped with cellpilot. */
export const BUILTIN_CELLS_DIR = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), "cells");

export const BUILTIN_CELL_NAMES = ["welding", "sandwich"] as const;
export const DEFAULT_CELL = "welding";

/** Turns `--cell NAME|PATH` into a file path: built-in names first, then paths. */
export function resolveCellPath(nameOrPath: string = DEFAULT_CELL): string {
  const builtin = join(BUILTIN_CELLS_DIR, `${nameOrPath}.cell.yaml`);
  if (/^[a-z0-9_-]+$/i.test(nameOrPath) && existsSync(builtin)) return builtin;
  const path = resolve(nameOrPath);
  if (existsSync(path)) return path;
  throw new KnowledgeError(
    "CELL_NOT_FOUND",
    `no cell '${nameOrPath}': not a built-in cell (${BUILTIN_CELL_NAMES.join(", ")}) and no such file`,
  );
}

/** A top-level `kind:` line of a block-style YAML file (top-level keys start at column 0). */
const TOP_LEVEL_KIND = /^kind:[ \t]*(["']?)([A-Za-z_-]+)\1[ \t]*(#.*)?$/m;

/**
 * Reads only the `kind` of a cell file (graph or assembly) to choose its loader. The top-level
 * line is enough for a block-style file; only other layouts pay for a full YAML parse (which is
 * most of a short command's start-up).
 */
export function readCellKind(path: string): "graph" | "assembly" {
  try {
    const text = readCellText(path);
    const line = TOP_LEVEL_KIND.exec(text);
    if (line) return line[2] === "assembly" ? "assembly" : "graph";
    const document = yamlModule().parse(text) as { kind?: unknown } | null;
    return document?.kind === "assembly" ? "assembly" : "graph";
  } catch {
    return "graph"; // the graph loader reports the exact parse error with its line
  }
}
