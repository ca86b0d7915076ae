// Numbers as the operator reads them, the same wherever they appear (card, chat, plan view).

/** Seconds as the approval question writes them (review/approval-question.ts formatSeconds). */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

/** "12 steps, about 13 s" — the plan's size and duration. */
export function planFacts(plan) {
  const count = `${plan.steps.length} step${plan.steps.length === 1 ? "" : "s"}`;
  return plan.estimatedSeconds ? `${count}, about ${formatSeconds(plan.estimatedSeconds)}` : count;
}
