import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/** One human decision on a pending review, as the server saw it. */
export interface ReviewAuditEntry {
  id: number;
  at: string;
  conversation_id: string;
  hitl_id: string;
  /** approve | revise | cancel | choose from the review endpoints; reply for a typed answer. */
  action: "approve" | "revise" | "cancel" | "choose" | "reply";
  /** The comment, the chosen option or the typed reply. */
  detail: string | null;
  actor: string;
  client: string;
  /** What the conversation did with it (the turn kind) and the run it started, if any. */
  outcome: string;
  run_id: string | null;
}

export type NewReviewAuditEntry = Omit<ReviewAuditEntry, "id" | "at">;

export interface ReviewAuditLog {
  record(entry: NewReviewAuditEntry): ReviewAuditEntry;
  list(options?: { limit?: number; offset?: number }): ReviewAuditEntry[];
  close(): void;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS review_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, conversation_id TEXT NOT NULL,
  hitl_id TEXT NOT NULL, action TEXT NOT NULL, detail TEXT, actor TEXT NOT NULL, client TEXT NOT NULL,
  outcome TEXT NOT NULL, run_id TEXT)`;

/**
 * Who approved what: a table beside the contract tables in the cell's SQLite file (DESIGN §2
 * allows extra tables), written by the server on every review action. Append-only.
 */
export function openReviewAuditLog(file: string, now: () => Date = () => new Date()): ReviewAuditLog {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO review_audit (at, conversation_id, hitl_id, action, detail, actor, client, outcome, run_id)
     VALUES (@at, @conversation_id, @hitl_id, @action, @detail, @actor, @client, @outcome, @run_id)`,
  );
  const select = db.prepare("SELECT * FROM review_audit ORDER BY id DESC LIMIT ? OFFSET ?");
  return {
    record(entry) {
      const row = { ...entry, at: now().toISOString() };
      const info = insert.run(row);
      return { id: Number(info.lastInsertRowid), ...row };
    },
    list(options = {}) {
      return select.all(options.limit ?? 50, options.offset ?? 0) as ReviewAuditEntry[];
    },
    close() {
      db.close();
    },
  };
}
