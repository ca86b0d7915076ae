import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import type { StoreLocation } from "../store/cell-store.js";
import {
  checkpointRetentionFromEnv,
  pruneCheckpointsWhenDue,
  type CheckpointRetention,
} from "./checkpoint-retention.js";
import { DeferredCheckpointSaver } from "./deferred-checkpointer.js";

/** The checkpoint file of a cell's conversations, beside its state database. */
export function checkpointFile(dataDir: string, cell: string): string {
  return join(dataDir, `${cell}.checkpoints.sqlite`);
}

/**
 * LangGraph's SQLite checkpointer: each turn's state is saved, so a review left pending
 * survives a restart and the next reply, in any process, resumes it. Opening applies the
 * retention when due (finished conversations do not pile up); WAL with synchronous=NORMAL, so a commit
 * does not wait for the disk (a power cut may lose the last turn's checkpoint, never corrupt).
 */
export function openCheckpointer(
  file: string,
  retention: CheckpointRetention = checkpointRetentionFromEnv(),
): SqliteSaver {
  if (file !== ":memory:") mkdirSync(join(file, ".."), { recursive: true });
  const saver = SqliteSaver.fromConnString(file);
  saver.db.pragma("journal_mode = WAL");
  saver.db.pragma("synchronous = NORMAL");
  saver.db.pragma("busy_timeout = 5000");
  try {
    pruneCheckpointsWhenDue(saver.db, retention);
  } catch {
    // another process holding the file busy only postpones pruning to the next opening
  }
  reusePreparedStatements(saver.db);
  return saver;
}

export interface CellCheckpointer {
  saver: BaseCheckpointSaver;
  close(): Promise<void>;
}

/**
 * The checkpointer of a cell's conversations, beside its store: in the cell's PostgreSQL schema
 * when the store is PostgreSQL (every process on that database resumes every conversation),
 * else the SQLite file `file`.
 */
export function openCellCheckpointer(
  store: StoreLocation,
  file: string,
  retention: CheckpointRetention = checkpointRetentionFromEnv(),
): CellCheckpointer {
  if (store.backend === "postgres") {
    const saver = new DeferredCheckpointSaver(async () => {
      // Loaded here, not at start-up: the default SQLite store never needs the driver.
      const { openPostgresCheckpointer } = await import("./open-postgres-checkpointer.js");
      return openPostgresCheckpointer({ ...store, retention });
    });
    return { saver, close: () => saver.close() };
  }
  const saver = openCheckpointer(file, retention);
  return {
    saver,
    close: async () => {
      saver.db.close();
    },
  };
}

/** Distinct statement texts kept prepared (the saver uses a handful; list() builds a few more). */
const MAX_PREPARED_STATEMENTS = 64;

/**
 * The saver prepares its SQL again on every put and read; preparing is most of a small
 * statement's cost. Its statements are only ever run to completion (run/get/all, never iterate),
 * so one prepared statement per SQL text can be reused safely.
 */
function reusePreparedStatements(db: SqliteSaver["db"]): void {
  const prepare = db.prepare.bind(db);
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  db.prepare = ((sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (prepared.size < MAX_PREPARED_STATEMENTS) prepared.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
}

export type CheckpointDurability = "exit" | "async" | "sync";

/**
 * When LangGraph writes a conversation's checkpoint (CELLPILOT_CHECKPOINT_DURABILITY):
 * `exit` (default) once per turn, when it ends or waits for a review — one write instead of one
 * per node; `async` / `sync` after every node as well (a process killed mid-turn then resumes
 * from the last node rather than from the previous turn; runs are in history either way).
 */
export function checkpointDurability(env: NodeJS.ProcessEnv = process.env): CheckpointDurability {
  const chosen = env.CELLPILOT_CHECKPOINT_DURABILITY?.trim().toLowerCase();
  return chosen === "async" || chosen === "sync" ? chosen : "exit";
}
