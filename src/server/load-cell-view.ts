import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import { readCellKind, resolveCellPath } from "../knowledge/cell-registry.js";
import { loadGraphSnapshot } from "../knowledge/load-graph-cell.js";
import type { CellView } from "./cell-view.js";

/** Loads a cell by built-in name or path as the server shows it (graph or assembly). */
export function loadCellView(nameOrPath?: string): CellView {
  const path = resolveCellPath(nameOrPath);
  if (readCellKind(path) === "graph") return { kind: "graph", snapshot: loadGraphSnapshot(path) };
  const cell = loadAssemblyCell(path);
  return {
    kind: "assembly",
    snapshot: cell.snapshot,
    assembly: {
      items: cell.file.items.map((item) => ({ name: item.name, slot: item.slot, category: item.category })),
      zones: cell.file.locations.zones.map((zone) => ({
        name: zone.name,
        aliases: zone.aliases,
        default: zone.default,
      })),
      maxLayersPerStack: cell.file.limits.max_layers_per_stack,
      maxTilesPerItem: cell.file.limits.max_tiles_per_item,
    },
  };
}
