import type Database from "better-sqlite3";
import { MAX_TRANSCRIPT_ENTRIES, type TranscriptEntry } from "./conversation-transcript.js";

/**
 * Where conversations' transcripts are kept: appended to once per turn, read when the console
 * reloads. Not in the LangGraph state, where every checkpoint would serialise the whole
 * transcript again (each entry carries its turn: ~4 KiB) and recording it cost a checkpoint of
 * its own per turn.
 */
export interface TranscriptLog {
  append(threadId: string, entries: TranscriptEntry[]): void;
  /** The newest MAX_TRANSCRIPT_ENTRIES entries, oldest first; [] when nothing was recorded. */
  read(threadId: string): TranscriptEntry[];
}

/** The transcript table beside LangGraph's tables in a cell's checkpoint file. */
export const TRANSCRIPT_TABLE = "transcript";

/** In the checkpoint file, so a restart and any other process serving the cell see it. */
export function sqliteTranscriptLog(db: Database.Database): TranscriptLog {
  db.exec(`CREATE TABLE IF NOT EXISTS ${TRANSCRIPT_TABLE} (
    seq INTEGER PRIMARY KEY, thread_id TEXT NOT NULL, entry TEXT NOT NULL)`);
  db.exec(`CREATE INDEX IF NOT EXISTS ${TRANSCRIPT_TABLE}_thread ON ${TRANSCRIPT_TABLE} (thread_id, seq)`);
  const insert = db.prepare(`INSERT INTO ${TRANSCRIPT_TABLE} (thread_id, entry) VALUES (?, ?)`);
  // rowids only grow while the newest row is kept, so `seq` orders a thread's entries
  const trim = db.prepare(`DELETE FROM ${TRANSCRIPT_TABLE} WHERE thread_id = ? AND seq <= (
    SELECT seq FROM ${TRANSCRIPT_TABLE} WHERE thread_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`);
  const select = db.prepare(`SELECT entry FROM (SELECT seq, entry FROM ${TRANSCRIPT_TABLE}
    WHERE thread_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq`);
  const appendAll = db.transaction((threadId: string, entries: TranscriptEntry[]) => {
    for (const entry of entries) insert.run(threadId, JSON.stringify(entry));
    trim.run(threadId, threadId, MAX_TRANSCRIPT_ENTRIES);
  });
  return {
    append: (threadId, entries) => appendAll(threadId, entries),
    read: (threadId) =>
      (select.all(threadId, MAX_TRANSCRIPT_ENTRIES) as Array<{ entry: string }>).map(
        (row) => JSON.parse(row.entry) as TranscriptEntry,
      ),
  };
}

/** For checkpointers that keep nothing on disk (tests, the bench's MemorySaver). */
export function memoryTranscriptLog(): TranscriptLog {
  const threads = new Map<string, TranscriptEntry[]>();
  return {
    append(threadId, entries) {
      const kept = [...(threads.get(threadId) ?? []), ...entries];
      threads.set(threadId, kept.slice(-MAX_TRANSCRIPT_ENTRIES));
    },
    read: (threadId) => [...(threads.get(threadId) ?? [])],
  };
}
