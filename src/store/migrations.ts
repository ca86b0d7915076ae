import {
  CONTRACT_SCHEMA,
  EXTRA_SCHEMA,
  PENDING_REVIEW_SCHEMA,
  REVIEW_CLAIM_SCHEMA,
  SHARED_STATE_SCHEMA,
} from "./schema.js";

/**
 * One numbered step of the cell database's schema. Applied in order, each at most once, recorded
 * in `schema_version`; never edited once released — a change is a new migration. The first ones
 * say IF NOT EXISTS so databases made before versioning adopt them without error.
 */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "robot state, run history, run lease",
    statements: [...CONTRACT_SCHEMA, ...EXTRA_SCHEMA],
  },
  {
    version: 2,
    name: "review audit, assembly scene, learned composites and aliases",
    statements: SHARED_STATE_SCHEMA,
  },
  { version: 3, name: "review answer claims", statements: REVIEW_CLAIM_SCHEMA },
  { version: 4, name: "reviews waiting, for the site overview", statements: PENDING_REVIEW_SCHEMA },
];

export const SCHEMA_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,
  name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/** The newest version this build knows. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** The migrations above `current`, oldest first. */
export function pendingMigrations(current: number): Migration[] {
  return MIGRATIONS.filter((migration) => migration.version > current);
}
