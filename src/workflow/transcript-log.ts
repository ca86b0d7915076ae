import type Database from "better-sqlite3";
import { MAX_TRANSCRIPT_ENTRIES, type TranscriptEntry } from "./conversation-transcript.js";
import type { WorkflowGraph } from "./graph.js";
import type { WorkflowStateValue } from "./state.js";

/**
 * Where conversations' transcripts are kept: appended to once per turn, read when the console
 * reloads. Null when the conversation has never been spoken in.
 */
export interface TranscriptLog {
  /** `reviewWaiting`: the turn left a review waiting (the thread is interrupted at `humanReview`). */
  append(threadId: string, entries: TranscriptEntry[], reviewWaiting?: boolean): Promise<void>;
  /** The newest MAX_TRANSCRIPT_ENTRIES entries, oldest first. */
  read(threadId: string): Promise<TranscriptEntry[] | null>;
}

/** The transcript table beside LangGraph's tables in a cell's SQLite checkpoint file. */
export const TRANSCRIPT_TABLE = "transcript";

const threadConfig = (threadId: string) => ({ configurable: { thread_id: threadId } });

/**
 * A table in the SQLite checkpoint file, so a restart and any other process serving the cell see
 * it. Not the LangGraph state: there every checkpoint serialises the whole transcript again (each
 * entry carries its turn, ~4 KiB) and recording it costs a checkpoint of its own per turn.
 */
export function sqliteTranscriptLog(db: Database.Database, graph: WorkflowGraph): TranscriptLog {
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
  const fromState = stateTranscriptLog(graph); // files written before the table existed
  return {
    append: async (threadId, entries) => void appendAll(threadId, entries),
    async read(threadId) {
      const rows = select.all(threadId, MAX_TRANSCRIPT_ENTRIES) as Array<{ entry: string }>;
      if (rows.length > 0) return rows.map((row) => JSON.parse(row.entry) as TranscriptEntry);
      return fromState.read(threadId);
    },
  };
}

/** In the conversation's LangGraph state (`transcript`), for checkpointers without a SQLite file. */
export function stateTranscriptLog(graph: WorkflowGraph): TranscriptLog {
  return {
    async append(threadId, entries, reviewWaiting) {
      // Written as the node that ran last, the update takes that node's routes: `planSequence`
      // routes to the review it prepares by a Command, which this update does not repeat, so the
      // thread would be left with no step to resume. Written as `prepareReview`, whose one edge
      // is `humanReview`, the review stays waiting.
      const asNode = reviewWaiting ? "prepareReview" : undefined;
      await graph.updateState(threadConfig(threadId), { transcript: entries }, asNode);
    },
    async read(threadId) {
      const thread = await graph.getState(threadConfig(threadId));
      if (!thread.createdAt) return null;
      return (thread.values as WorkflowStateValue).transcript ?? [];
    },
  };
}
