import { join, resolve } from "node:path";

/** Where state, history, learned memory and checkpoints live unless `--data-dir` says otherwise. */
export function resolveDataDir(explicit?: string): string {
  return resolve(explicit ?? process.env.CELLPILOT_DATA_DIR ?? ".cellpilot");
}

/** The SQLite file of one cell inside the data directory. */
export function cellDatabaseFile(dataDir: string, cell: string): string {
  return join(dataDir, `${cell}.sqlite`);
}
