import type { ExecutableGoal } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { Understanding } from "../understand/understanding.js";
import type { ReviewOption } from "./state.js";

/**
 * The machine-made choices for an unclear command: the understanding's own options when it gave
 * them, else the cell's positions (or tools) that its question names — "Which safe position?
 * Safe_Pos_1, Safe_Pos_2 or Safe_Pos_3" offers those three. Each option carries the goal it
 * settles when the command's verb is known; otherwise its label is applied to the original
 * command as the operator's answer.
 */
export function clarificationOptions(snapshot: GraphSnapshot, understanding: Understanding): ReviewOption[] {
  const executable = (goal: unknown): goal is ExecutableGoal =>
    typeof goal === "object" && goal !== null && (goal as { goal?: string }).goal !== "unknown";
  if (understanding.options && understanding.options.length > 0) {
    return understanding.options.map((option) => ({
      label: option.label,
      ...(executable(option.goal) ? { goal: option.goal } : {}),
    }));
  }
  const goal = understanding.goal;
  if (!goal || goal.goal !== "unknown") return [];
  const asked = understanding.contextUpdate?.lastAsked;
  const named = (names: Iterable<string>) =>
    [...names].filter((name) => new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`).test(goal.reason));
  if (asked?.kind === "tool") {
    return named(snapshot.tools.keys()).map((tool) => ({ label: tool, goal: { goal: "attach_tool", tool } }));
  }
  if (asked?.kind !== "position") return [];
  const positions = named(snapshot.positions.keys());
  if (positions.length < 2) return [];
  return positions.map((position): ReviewOption => {
    if (asked.routine && snapshot.supportedAt.get(asked.routine)?.has(position)) {
      return { label: position, goal: { goal: "execute_routine", routine: asked.routine, position } };
    }
    if (asked.verb === "move") return { label: position, goal: { goal: "move", position } };
    return { label: position };
  });
}
