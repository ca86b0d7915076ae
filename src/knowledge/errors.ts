/** Errors of the knowledge layer, each with a code from a closed set. */
export type KnowledgeErrorCode =
  | "CELL_NOT_FOUND"
  | "CELL_FILE_UNREADABLE"
  | "CELL_FILE_TOO_LARGE"
  | "CELL_FILE_INVALID"
  | "CELL_GRAPH_INVALID"
  | "BACKEND_UNAVAILABLE";

export class KnowledgeError extends Error {
  readonly code: KnowledgeErrorCode;
  constructor(code: KnowledgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "KnowledgeError";
    this.code = code;
  }
}
