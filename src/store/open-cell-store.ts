import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { CellStore } from "./cell-store.js";
import { cellDatabaseFile, resolveDataDir } from "./data-dir.js";
import { StoreError } from "./errors.js";
import { openPostgresEventChannel, type SharedEventChannel } from "./postgres-event-channel.js";
import { cellSchemaName, openPostgresStore } from "./postgres-store.js";
import { openSqliteStore } from "./sqlite-store.js";

/**
 * Opens the state and history store of a cell: SQLite in the data directory by default;
 * PostgreSQL when CELLPILOT_STORE=postgres, at DATABASE_URL, one schema per cell.
 */
export function openCellStore(
  snapshot: GraphSnapshot,
  dataDir?: string,
  env: NodeJS.ProcessEnv = process.env,
): CellStore {
  const backend = (env.CELLPILOT_STORE || "sqlite").trim().toLowerCase();
  if (backend === "postgres" || backend === "postgresql") {
    if (!env.DATABASE_URL) {
      throw new StoreError(
        "STORE_CONFIG",
        "CELLPILOT_STORE=postgres needs DATABASE_URL (postgres://user:password@host:5432/database)",
      );
    }
    return openPostgresStore({
      connectionString: env.DATABASE_URL,
      schema: cellSchemaName(snapshot.data.cell),
      initialState: snapshot.data.initialState,
    });
  }
  if (backend !== "sqlite")
    throw new StoreError("STORE_CONFIG", `unknown store '${backend}' (use sqlite or postgres)`);
  return openSqliteStore({
    file: cellDatabaseFile(resolveDataDir(dataDir), snapshot.data.cell),
    initialState: snapshot.data.initialState,
  });
}

/**
 * With the PostgreSQL store, the channel the processes sharing the cell tell each other about
 * runs through (LISTEN/NOTIFY); null with SQLite, where one process serves the cell.
 */
export function openCellEventChannel(
  snapshot: GraphSnapshot,
  env: NodeJS.ProcessEnv = process.env,
): SharedEventChannel | null {
  const backend = (env.CELLPILOT_STORE || "sqlite").trim().toLowerCase();
  if ((backend !== "postgres" && backend !== "postgresql") || !env.DATABASE_URL) return null;
  return openPostgresEventChannel({
    connectionString: env.DATABASE_URL,
    schema: cellSchemaName(snapshot.data.cell),
  });
}
