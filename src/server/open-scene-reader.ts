import { assemblyMemoryOf } from "../assembly/assembly-memory-store.js";
import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import { initialScene, type SceneState } from "../assembly/scene-state.js";
import type { CellStore } from "../store/cell-store.js";

export interface SceneReader {
  /** The assembly cell's scene as the last run left it (the initial one before any run). */
  read(): Promise<SceneState>;
  close(): void;
}

/**
 * Reads an assembly cell's saved scene for the console (its stacks as they really are, whatever
 * conversation or process built them), from the cell store. It never writes.
 */
export function openSceneReader(cellNameOrPath: string, store: CellStore): SceneReader {
  const cell = loadAssemblyCell(cellNameOrPath);
  const memory = assemblyMemoryOf(store);
  const initial = initialScene(cell);
  return { read: () => memory.getScene(initial), close() {} };
}
