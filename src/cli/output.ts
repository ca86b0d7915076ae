/** Writing results: JSON for tools, plain text for people. Only the CLI layer prints. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value) + "\n");
}

export function printLines(...lines: string[]): void {
  process.stdout.write(lines.join("\n") + "\n");
}

export function printError(message: string): void {
  process.stderr.write(`cellpilot: ${message}\n`);
}

/** Exit codes: 0 done, 1 the request was understood but cannot be done (invalid plan, …), 2 bad input. */
export const EXIT = { ok: 0, refused: 1, badInput: 2 } as const;
