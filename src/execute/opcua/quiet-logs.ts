import { setErrorLogger, setWarningLogger } from "node-opcua-client";

let quieted = false;

/**
 * node-opcua logs its own warnings and errors on standard output, which would break `--json`
 * output: they go to standard error, and only when CELLPILOT_DEBUG is set. The controller reports
 * every problem that matters to the operator itself.
 */
export function quietOpcUaLogs(): void {
  if (quieted) return;
  quieted = true;
  const toStandardError = (_context: unknown, ...args: unknown[]) => {
    if (process.env.CELLPILOT_DEBUG) process.stderr.write(`node-opcua: ${args.map(String).join(" ")}\n`);
  };
  setWarningLogger(toStandardError);
  setErrorLogger(toStandardError);
}

// node-opcua checks the platform's RSA support on import and warns a moment later: quiet from the start.
quietOpcUaLogs();
