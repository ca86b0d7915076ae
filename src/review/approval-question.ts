import type { PlanStep } from "../contracts/plan-step.js";
import type { ReviewReason } from "./review-trigger.js";

export interface PlanSummary {
  steps: PlanStep[];
  path: string[];
  toolChanges: string[];
  estimatedSeconds: number;
  notes: string[];
}

const LEADS: Partial<Record<ReviewReason, string>> = {
  low_confidence_plan: "I am not fully sure I understood you.",
  missing_fields: "Part of what you asked is not in this plan.",
  high_risk: "This plan works with a tool.",
};

/** The approval question: the steps, the path, tool changes and the estimated duration. */
export function approvalQuestion(reason: ReviewReason, plan: PlanSummary, extra: string[] = []): string {
  const lines: string[] = [];
  lines.push(...extra);
  const lead = LEADS[reason];
  if (lead) lines.push(lead);
  lines.push(...plan.notes);
  lines.push(
    `Plan: ${plan.steps.length} step${plan.steps.length === 1 ? "" : "s"}, about ${formatSeconds(plan.estimatedSeconds)}.`,
  );
  lines.push(`Path: ${plan.path.join(" → ")}`);
  lines.push(`Tool changes: ${plan.toolChanges.length > 0 ? plan.toolChanges.join("; ") : "none"}`);
  for (const step of plan.steps) lines.push(`  ${step.id}. ${step.name}`);
  lines.push(`Run it? Answer yes or no, or say what to change ("yes but skip position 2").`);
  return lines.join("\n");
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

/** A choice question: the options numbered, answered by number or label. */
export function choiceQuestion(lead: string, options: Array<{ label: string }>): string {
  const listed = options.map((option, index) => `  ${index + 1}. ${option.label}`);
  return [lead, ...listed, "Answer with a number or a name."].join("\n");
}
