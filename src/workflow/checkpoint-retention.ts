import type Database from "better-sqlite3";
import { TRANSCRIPT_TABLE } from "./transcript-log.js";

/**
 * How long conversations are kept in a cell's checkpoint file (docs/workflow.md, "Retention").
 * Finished conversations — no review waiting — older than `maxAgeDays` are removed, and beyond
 * the newest `maxConversations` finished ones; a conversation waiting for a review is kept
 * unless it is older than `maxAgeDays` (its review expired long before). Within a kept
 * conversation only the newest `checkpointsPerConversation` checkpoints stay.
 */
export interface CheckpointRetention {
  maxAgeDays: number;
  maxConversations: number;
  checkpointsPerConversation: number;
}

export const DEFAULT_CHECKPOINT_RETENTION: CheckpointRetention = {
  maxAgeDays: 30,
  maxConversations: 1_000,
  checkpointsPerConversation: 10,
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number >= 0
    ? number
    : fallback;
}

/** CELLPILOT_CHECKPOINT_DAYS and CELLPILOT_CHECKPOINT_CONVERSATIONS, else the defaults. */
export function checkpointRetentionFromEnv(env: NodeJS.ProcessEnv = process.env): CheckpointRetention {
  return {
    maxAgeDays: positive(env.CELLPILOT_CHECKPOINT_DAYS, DEFAULT_CHECKPOINT_RETENTION.maxAgeDays),
    maxConversations: Math.floor(
      positive(env.CELLPILOT_CHECKPOINT_CONVERSATIONS, DEFAULT_CHECKPOINT_RETENTION.maxConversations),
    ),
    checkpointsPerConversation: DEFAULT_CHECKPOINT_RETENTION.checkpointsPerConversation,
  };
}

/** A conversation's newest checkpoint, as both checkpoint databases report it. */
export interface ConversationHead {
  thread_id: string;
  checkpoint_id: string;
  /** The newest checkpoint's time (ISO), null when undated. */
  ts: string | null;
  /** A review waits in it. */
  waiting: boolean;
}

/**
 * Which conversations the retention removes (thread ids): older than maxAgeDays, or finished
 * beyond the newest maxConversations. An undated conversation is kept.
 */
export function conversationsToRemove(
  heads: readonly ConversationHead[],
  retention: CheckpointRetention,
  now: Date,
): Set<string> {
  const oldest = now.getTime() - retention.maxAgeDays * 86_400_000;
  const newestFirst = heads
    .map((head) => ({ ...head, at: head.ts ? Date.parse(head.ts) : Number.NaN }))
    .sort((a, b) => (a.checkpoint_id < b.checkpoint_id ? 1 : a.checkpoint_id > b.checkpoint_id ? -1 : 0));
  const remove = new Set<string>();
  let finishedKept = 0;
  for (const head of newestFirst) {
    if (head.at < oldest) remove.add(head.thread_id);
    else if (!head.waiting && ++finishedKept > retention.maxConversations) remove.add(head.thread_id);
  }
  return remove;
}

interface ThreadRow {
  thread_id: string;
  checkpoints: number;
  checkpoint_id: string;
  ts: string | null;
  waiting: number;
}

/**
 * The newest checkpoint of each conversation, its time, and whether a review waits in it: an
 * interrupt written at its last step of the graph. Files from before the transcript had its own
 * table saved it after each turn as an 'update' checkpoint on top, so the interrupt sits on the
 * newest checkpoint that is not one.
 */
const THREADS = `
  WITH latest AS (
    SELECT thread_id, MAX(checkpoint_id) AS checkpoint_id, COUNT(*) AS checkpoints FROM checkpoints
    WHERE checkpoint_ns = '' GROUP BY thread_id
  ), stepped AS (
    SELECT thread_id, MAX(checkpoint_id) AS checkpoint_id FROM checkpoints
    WHERE checkpoint_ns = '' AND json_extract(CAST(metadata AS TEXT), '$.source') IS NOT 'update'
    GROUP BY thread_id
  )
  SELECT latest.thread_id, latest.checkpoints, latest.checkpoint_id,
    json_extract(CAST(checkpoints.checkpoint AS TEXT), '$.ts') AS ts,
    EXISTS (SELECT 1 FROM stepped JOIN writes ON writes.thread_id = stepped.thread_id
      AND writes.checkpoint_ns = '' AND writes.checkpoint_id = stepped.checkpoint_id
      AND writes.channel = '__interrupt__' WHERE stepped.thread_id = latest.thread_id) AS waiting
  FROM latest JOIN checkpoints ON checkpoints.thread_id = latest.thread_id
    AND checkpoints.checkpoint_ns = '' AND checkpoints.checkpoint_id = latest.checkpoint_id`;

/** Checkpoint ids are time-ordered (UUID v6), so the newest sort last. */
const TRIM_THREAD = `
  DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_id NOT IN (
    SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? ORDER BY checkpoint_id DESC LIMIT ?)`;
const ORPHAN_WRITES = `
  DELETE FROM writes WHERE thread_id = ? AND NOT EXISTS (SELECT 1 FROM checkpoints
    WHERE checkpoints.thread_id = writes.thread_id AND checkpoints.checkpoint_ns = writes.checkpoint_ns
      AND checkpoints.checkpoint_id = writes.checkpoint_id)`;

/**
 * Applies the retention to a LangGraph SQLite checkpoint database in one transaction; returns
 * how many conversations were removed. A file the saver has not set up yet has nothing to prune.
 */
export function pruneCheckpoints(
  db: Database.Database,
  retention: CheckpointRetention,
  now: Date = new Date(),
): { removedConversations: number } {
  const tables = db
    .prepare(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('checkpoints', 'writes')",
    )
    .get() as { n: number };
  if (tables.n < 2) return { removedConversations: 0 };
  const threads = db.prepare(THREADS).all() as ThreadRow[];
  const remove = conversationsToRemove(
    threads.map((row) => ({ ...row, waiting: Boolean(row.waiting) })),
    retention,
    now,
  );
  const deleteCheckpoints = db.prepare("DELETE FROM checkpoints WHERE thread_id = ?");
  const deleteWrites = db.prepare("DELETE FROM writes WHERE thread_id = ?");
  const hasTranscripts = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(TRANSCRIPT_TABLE);
  const deleteTranscript = hasTranscripts
    ? db.prepare(`DELETE FROM ${TRANSCRIPT_TABLE} WHERE thread_id = ?`)
    : null;
  const trim = db.prepare(TRIM_THREAD);
  const orphans = db.prepare(ORPHAN_WRITES);
  db.transaction(() => {
    for (const thread of threads) {
      if (remove.has(thread.thread_id)) {
        deleteCheckpoints.run(thread.thread_id);
        deleteWrites.run(thread.thread_id);
        deleteTranscript?.run(thread.thread_id);
      } else if (
        trim.run(thread.thread_id, thread.thread_id, retention.checkpointsPerConversation).changes > 0
      ) {
        orphans.run(thread.thread_id);
      }
    }
  })();
  return { removedConversations: remove.size };
}

/** Opening a checkpoint file prunes it at most this often (unless the limits changed). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const PRUNED = "retention_pruned";

/**
 * Prunes when the file was last pruned more than PRUNE_INTERVAL_MS ago or under other limits;
 * returns whether it did. Pruning reads every conversation's newest checkpoint (~20 ms with the
 * default 1,000 kept), too much to pay on every one-shot command; the retention works in days
 * and hundreds of conversations, so an hour's delay changes nothing.
 */
export function pruneCheckpointsWhenDue(
  db: Database.Database,
  retention: CheckpointRetention,
  now: Date = new Date(),
): boolean {
  db.exec(`CREATE TABLE IF NOT EXISTS ${PRUNED} (
    id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL, limits TEXT NOT NULL)`);
  const limits = JSON.stringify(retention);
  const last = db.prepare(`SELECT at, limits FROM ${PRUNED} WHERE id = 1`).get() as
    { at: number; limits: string } | undefined;
  const since = last ? now.getTime() - last.at : Number.POSITIVE_INFINITY;
  if (last && last.limits === limits && since >= 0 && since < PRUNE_INTERVAL_MS) return false;
  pruneCheckpoints(db, retention, now);
  db.prepare(`INSERT OR REPLACE INTO ${PRUNED} (id, at, limits) VALUES (1, ?, ?)`).run(now.getTime(), limits);
  return true;
}
