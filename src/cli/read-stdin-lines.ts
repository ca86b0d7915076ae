import { createInterface } from "node:readline";
import { endBatchOutput, isOutputClosed, startBatchOutput } from "./output.js";

/**
 * Yields standard input line by line (for `--jsonl`), without loading it all at once; stops when
 * nobody reads the answers any more (standard output closed). Meanwhile the answers are written in
 * batches.
 */
export async function* readStdinLines(): AsyncGenerator<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  startBatchOutput();
  try {
    for await (const line of lines) {
      if (isOutputClosed()) return;
      yield line;
    }
  } finally {
    endBatchOutput();
    lines.close();
  }
}
