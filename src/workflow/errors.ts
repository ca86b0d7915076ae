/** Setup errors of the conversation workflow (expected outcomes of a turn are turns, never errors). */
export type WorkflowErrorCode = "BAD_FAULT" | "BAD_TIME_SCALE";

export class WorkflowError extends Error {
  constructor(
    readonly code: WorkflowErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "WorkflowError";
  }
}
