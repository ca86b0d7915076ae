/** Writing results: JSON for tools, plain text for people. Only the CLI layer prints. */

let outputClosed = false;

/**
 * A reader that goes away (`cellpilot plan --jsonl | head -1`) closes the pipe: from then on
 * nothing more is printed, batches stop reading input, and the command ends quietly instead of
 * dying on an unhandled EPIPE. Called once by main.
 */
export function endQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
      if (stream === process.stdout) outputClosed = true;
    });
  }
}

/** True once standard output's reader has gone away. */
export function isOutputClosed(): boolean {
  return outputClosed;
}

/**
 * While a batch (`--jsonl`) runs, answers are gathered and written together once the lines read
 * so far are answered: a write per answer cost more than many answers.
 */
let batch: string | null = null;
const MAX_BATCH_CHARACTERS = 1 << 16;

export function printText(text: string): void {
  if (outputClosed) return;
  if (batch === null) {
    process.stdout.write(text);
    return;
  }
  if (batch === "") setImmediate(flushBatch);
  batch += text;
  if (batch.length >= MAX_BATCH_CHARACTERS) flushBatch();
}

function flushBatch(): void {
  if (!batch) return;
  const text = batch;
  batch = "";
  if (!outputClosed) process.stdout.write(text);
}

/** From now until `endBatchOutput`, output is written in batches. */
export function startBatchOutput(): void {
  batch ??= "";
}

export function endBatchOutput(): void {
  flushBatch();
  batch = null;
}

export function printJson(value: unknown): void {
  printText(JSON.stringify(value) + "\n");
}

export function printLines(...lines: string[]): void {
  printText(lines.join("\n") + "\n");
}

export function printError(message: string): void {
  process.stderr.write(`cellpilot: ${message}\n`);
}

/** Exit codes: 0 done, 1 the request was understood but cannot be done (invalid plan, …), 2 bad input. */
export const EXIT = { ok: 0, refused: 1, badInput: 2 } as const;
