import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";

/**
 * The fallback: the request was not understood, or planning gave up after MAX_PLAN_ATTEMPTS.
 * The reply says why and suggests commands that work (the understanding layer wrote them).
 */
export function fallbackReply(state: WorkflowStateValue): WorkflowStateUpdate {
  if (state.reply) return { outcome: "fallback" }; // the repair loop already explained
  const goal = state.understanding?.goal;
  const reason =
    goal?.goal === "unknown"
      ? goal.reason
      : 'I did not understand that. Try for example "weld at position 1" or ask "where is the robot?".';
  return { outcome: "fallback", reply: [state.reviewNote, reason].filter(Boolean).join(" ") };
}
