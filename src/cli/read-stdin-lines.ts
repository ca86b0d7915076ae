import { createInterface } from "node:readline";

/** Yields standard input line by line (for `--jsonl`), without loading it all at once. */
export async function* readStdinLines(): AsyncGenerator<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) yield line;
}
