import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pino, { type Logger } from "pino";

/** Names of the events the workflow logs (HITL_* as DESIGN §3 lists them). */
export type WorkflowEventName =
  | "REQUEST_RECEIVED"
  | "ROUTED"
  | "PLAN_BUILT"
  | "PLAN_FAILED"
  | "VERIFICATION_ATTEMPT"
  | "REQUEST_FINISHED"
  | "REQUEST_DURING_RUN"
  | "RUN_FINISHED"
  | "RUN_REFUSED"
  | "HITL_CREATED"
  | "HITL_FAST_PATH_MATCH"
  | "HITL_INTERPRETER_RESULT"
  | "HITL_RESUME_VALID"
  | "HITL_CONTINUE_WITH_MODIFICATIONS"
  | "HITL_SWITCH_INTENT"
  | "HITL_CANCELLED"
  | "HITL_RE_ASK"
  | "HITL_EXPIRED"
  | "HITL_DUPLICATE_ATTEMPT"
  | "STATE_RECONCILED"
  | "CONTROLLER_UNREACHABLE";

export interface WorkflowLogFields {
  /** The conversation (LangGraph thread). */
  threadId: string;
  /** The request's correlation id: the trace every stage logs under. */
  correlationId: string;
  [key: string]: unknown;
}

export interface WorkflowLog {
  event(name: WorkflowEventName, fields: WorkflowLogFields): void;
  /** Where today's lines go. */
  file(): string;
}

/**
 * JSON lines in `<data-dir>/logs/cellpilot-YYYY-MM-DD.jsonl`, one file per UTC day, written
 * synchronously through pino so nothing is lost when the CLI exits right after a turn.
 */
export function createWorkflowLog(options: { dir: string; cell: string; now?: () => Date }): WorkflowLog {
  const now = options.now ?? (() => new Date());
  let current: { day: string; logger: Logger; file: string } | null = null;
  const loggerFor = () => {
    const day = now().toISOString().slice(0, 10);
    if (current?.day !== day) {
      mkdirSync(options.dir, { recursive: true });
      const file = join(options.dir, `cellpilot-${day}.jsonl`);
      const logger = pino(
        {
          base: { cell: options.cell },
          timestamp: () => `,"time":"${now().toISOString()}"`,
          messageKey: "message",
        },
        pino.destination({ dest: file, sync: true, mkdir: true }),
      );
      current = { day, logger, file };
    }
    return current;
  };
  return {
    event(name, fields) {
      const { threadId, correlationId, ...rest } = fields;
      loggerFor().logger.info({ event: name, threadId, traceId: correlationId, correlationId, ...rest });
    },
    file: () => loggerFor().file,
  };
}

/** A log that writes nothing (benchmarks that measure without disk noise). */
export const silentWorkflowLog: WorkflowLog = { event() {}, file: () => "" };
