import { openAssemblyMemoryStore } from "../assembly/assembly-memory-store.js";
import { loadAssemblyCell } from "../assembly/load-assembly-cell.js";
import { initialScene, type SceneState } from "../assembly/scene-state.js";
import { cellDatabaseFile } from "../store/data-dir.js";

export interface SceneReader {
  /** The assembly cell's scene as the last run left it (the initial one before any run). */
  read(): SceneState;
  close(): void;
}

/**
 * Reads an assembly cell's saved scene for the console (its stacks as they really are, whatever
 * conversation or process built them). Its own connection to the cell database; it never writes.
 */
export function openSceneReader(cellNameOrPath: string, dataDir: string): SceneReader {
  const cell = loadAssemblyCell(cellNameOrPath);
  const memory = openAssemblyMemoryStore(cellDatabaseFile(dataDir, cell.name));
  const initial = initialScene(cell);
  return { read: () => memory.getScene(initial), close: () => memory.close() };
}
