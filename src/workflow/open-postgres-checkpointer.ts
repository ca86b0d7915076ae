import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import pg from "pg";
import type { CheckpointRetention } from "./checkpoint-retention.js";
import { prunePostgresCheckpoints } from "./prune-postgres-checkpoints.js";

export interface PostgresCheckpointerOptions {
  connectionString: string;
  /** The cell's schema: its checkpoints sit beside its robot state and run history. */
  schema: string;
  retention: CheckpointRetention;
}

/**
 * LangGraph's PostgreSQL checkpointer in the cell's schema, its tables made (the saver's own
 * numbered migrations) and the retention applied. Processes opening the cell at once take turns
 * on the cell's migration lock (an advisory lock): the saver's set-up is not one transaction, and
 * two concurrent CREATE … IF NOT EXISTS can collide in PostgreSQL.
 */
export async function openPostgresCheckpointer(options: PostgresCheckpointerOptions): Promise<PostgresSaver> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    options: `-c search_path=${options.schema}`,
    max: 4,
    connectionTimeoutMillis: 5_000,
  });
  pool.on("error", () => {}); // an idle client dropped by the server is replaced on next use
  const saver = new PostgresSaver(pool, undefined, { schema: options.schema });
  try {
    const client = await pool.connect();
    try {
      // The store's migration lock: both create the schema, and concurrent CREATE SCHEMA IF NOT
      // EXISTS can collide too.
      const key = `cellpilot-migrations:${options.schema}`;
      await client.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
      try {
        await saver.setup();
        await prunePostgresCheckpoints(client, options.retention);
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [key]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return saver;
}
