/** The kinds of question the question handler answers from the graph, the state and the history. */
export const QUESTION_KINDS = [
  "positions",
  "position_info",
  "tools",
  "routines",
  "robot_position",
  "held_tool",
  "moves_from_here",
  "route",
  "tool_location",
  "routine_positions",
  "status",
  "history",
  "last_runs",
  "last_run_result",
  "more",
  "help",
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];
