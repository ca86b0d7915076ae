import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { CellStore } from "./cell-store.js";
import { cellDatabaseFile, resolveDataDir } from "./data-dir.js";
import { openSqliteStore } from "./sqlite-store.js";

/** Opens the state and history store of a graph cell in the data directory (SQLite by default). */
export function openCellStore(snapshot: GraphSnapshot, dataDir?: string): CellStore {
  return openSqliteStore({
    file: cellDatabaseFile(resolveDataDir(dataDir), snapshot.data.cell),
    initialState: snapshot.data.initialState,
  });
}
