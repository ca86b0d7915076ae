import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";

/** The checkpoint file of a cell's conversations, beside its state database. */
export function checkpointFile(dataDir: string, cell: string): string {
  return join(dataDir, `${cell}.checkpoints.sqlite`);
}

/**
 * LangGraph's SQLite checkpointer: every node's state is saved, so a review left pending
 * survives a restart and the next reply, in any process, resumes it.
 */
export function openCheckpointer(file: string): SqliteSaver {
  if (file !== ":memory:") mkdirSync(join(file, ".."), { recursive: true });
  return SqliteSaver.fromConnString(file);
}
