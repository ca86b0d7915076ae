import type pg from "pg";
import { pendingMigrations, SCHEMA_VERSION_TABLE } from "./migrations.js";
import { postgresDialect } from "./schema.js";

/**
 * Brings a cell's PostgreSQL schema to the newest version, inside the caller's transaction on
 * `client` (search_path set to the cell's schema). A transaction-scoped advisory lock on the
 * schema's name makes processes opening the cell at once take turns; the later ones find nothing
 * left. DDL is only run when something is pending: it takes table locks even when there is
 * nothing to create, and could deadlock with another process running on the cell.
 */
export async function migratePostgres(
  client: pg.ClientBase,
  schema: string,
  now: () => Date = () => new Date(),
): Promise<number[]> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`cellpilot-migrations:${schema}`]);
  const exists = await client.query("SELECT to_regclass($1) IS NOT NULL AS present", [
    `${schema}.schema_version`,
  ]);
  let current = 0;
  if (exists.rows[0].present) {
    const row = await client.query("SELECT MAX(version) AS version FROM schema_version");
    current = Number(row.rows[0].version ?? 0);
  }
  const pending = pendingMigrations(current);
  if (pending.length === 0) return [];
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.query(SCHEMA_VERSION_TABLE);
  for (const migration of pending) {
    for (const statement of migration.statements) await client.query(postgresDialect(statement));
    await client.query("INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, $3)", [
      migration.version,
      migration.name,
      now().toISOString(),
    ]);
  }
  return pending.map((migration) => migration.version);
}
