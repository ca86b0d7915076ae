import type Database from "better-sqlite3";
import { pendingMigrations, SCHEMA_VERSION_TABLE } from "./migrations.js";

/**
 * Brings a cell's SQLite file to the newest schema in one IMMEDIATE transaction: the write lock
 * is taken before the version is read, so a second process opening the file at the same moment
 * waits, then finds nothing left to do. Returns the versions applied.
 */
export function migrateSqlite(db: Database.Database, now: () => Date = () => new Date()): number[] {
  const applied: number[] = [];
  db.transaction(() => {
    db.exec(SCHEMA_VERSION_TABLE);
    const row = db.prepare("SELECT MAX(version) AS version FROM schema_version").get() as {
      version: number | null;
    };
    const record = db.prepare("INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of pendingMigrations(row.version ?? 0)) {
      for (const statement of migration.statements) db.exec(statement);
      record.run(migration.version, migration.name, now().toISOString());
      applied.push(migration.version);
    }
  }).immediate();
  return applied;
}
