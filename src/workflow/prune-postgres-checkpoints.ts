import type pg from "pg";
import { conversationsToRemove, type CheckpointRetention } from "./checkpoint-retention.js";

/**
 * The newest checkpoint of each conversation, its time, and whether a review waits in it (an
 * interrupt written at the newest checkpoint that is not the transcript's 'update' on top).
 */
const HEADS = `
  SELECT DISTINCT ON (c.thread_id) c.thread_id, c.checkpoint_id, c.checkpoint->>'ts' AS ts,
    EXISTS (SELECT 1 FROM checkpoint_writes w WHERE w.thread_id = c.thread_id AND w.checkpoint_ns = ''
      AND w.channel = '__interrupt__' AND w.checkpoint_id = (SELECT max(s.checkpoint_id) FROM checkpoints s
        WHERE s.thread_id = c.thread_id AND s.checkpoint_ns = '' AND s.metadata->>'source' IS DISTINCT FROM 'update')
    ) AS waiting
  FROM checkpoints c WHERE c.checkpoint_ns = '' ORDER BY c.thread_id, c.checkpoint_id DESC`;

/** Checkpoint ids are time-ordered (UUID v6): all but the newest N of a conversation go. */
const TRIM_THREAD = `
  DELETE FROM checkpoints WHERE thread_id = $1 AND checkpoint_id NOT IN (
    SELECT checkpoint_id FROM checkpoints WHERE thread_id = $1 ORDER BY checkpoint_id DESC LIMIT $2)`;
const ORPHAN_WRITES = `
  DELETE FROM checkpoint_writes w WHERE w.thread_id = $1 AND NOT EXISTS (SELECT 1 FROM checkpoints c
    WHERE c.thread_id = w.thread_id AND c.checkpoint_ns = w.checkpoint_ns AND c.checkpoint_id = w.checkpoint_id)`;
/** Channel values are stored once per version and shared by checkpoints: only unreferenced ones go. */
const ORPHAN_BLOBS = `
  DELETE FROM checkpoint_blobs b WHERE b.thread_id = $1 AND NOT EXISTS (SELECT 1 FROM checkpoints c
    WHERE c.thread_id = b.thread_id AND c.checkpoint_ns = b.checkpoint_ns
      AND c.checkpoint->'channel_versions'->>b.channel = b.version)`;

/**
 * The checkpoint retention on LangGraph's PostgreSQL tables (the same rules as the SQLite file's),
 * in one transaction on `client`, whose search_path names the cell's schema.
 */
export async function prunePostgresCheckpoints(
  client: pg.ClientBase,
  retention: CheckpointRetention,
  now: Date = new Date(),
): Promise<{ removedConversations: number }> {
  const heads = (await client.query(HEADS)).rows as Array<{
    thread_id: string;
    checkpoint_id: string;
    ts: string | null;
    waiting: boolean;
  }>;
  const remove = conversationsToRemove(heads, retention, now);
  await client.query("BEGIN");
  try {
    for (const { thread_id: thread } of heads) {
      if (remove.has(thread)) {
        for (const table of ["checkpoints", "checkpoint_writes", "checkpoint_blobs"])
          await client.query(`DELETE FROM ${table} WHERE thread_id = $1`, [thread]);
      } else if (
        ((await client.query(TRIM_THREAD, [thread, retention.checkpointsPerConversation])).rowCount ?? 0) > 0
      ) {
        await client.query(ORPHAN_WRITES, [thread]);
        await client.query(ORPHAN_BLOBS, [thread]);
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
  return { removedConversations: remove.size };
}
