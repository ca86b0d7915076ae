/** Why a goal could not be planned: expected outcomes, returned as values, never thrown. */
export type PlanErrorCode =
  | "UNKNOWN_POSITION"
  | "UNKNOWN_ROUTINE"
  | "UNKNOWN_TOOL"
  | "NO_PATH"
  | "ROUTINE_NOT_SUPPORTED"
  | "NO_TOOL_STAND"
  | "NO_TOOL_CHANGE_ROUTINE"
  | "NOT_EXECUTABLE";

export interface PlanError {
  code: PlanErrorCode;
  /** Operator-readable; also fed back to the parser as a validation error. */
  message: string;
}
