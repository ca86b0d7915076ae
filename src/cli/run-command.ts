import { KnowledgeError } from "../knowledge/errors.js";
import { EXIT, printError } from "./output.js";

/**
 * Runs a command body and turns errors with codes into operator-readable text and exit codes;
 * anything else is a bug, reported without a stack trace unless CELLPILOT_DEBUG is set.
 */
export async function runCommand(body: () => Promise<number | void>): Promise<void> {
  try {
    const code = await body();
    process.exitCode = code ?? EXIT.ok;
  } catch (error) {
    if (error instanceof KnowledgeError) {
      printError(error.message);
      process.exitCode = EXIT.badInput;
      return;
    }
    const err = error as Error & { code?: string };
    printError(`${err.code ? `[${err.code}] ` : ""}${err.message ?? String(error)}`);
    if (process.env.CELLPILOT_DEBUG) process.stderr.write(`${err.stack}\n`);
    process.exitCode = err.code ? EXIT.badInput : EXIT.refused;
  }
}
