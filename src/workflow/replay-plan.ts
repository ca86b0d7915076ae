import { PlanStepSchema, type PlanStep } from "../contracts/plan-step.js";
import type { ExecutableGoal, SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";

/** The steps a run stored in `sequence_json`, or null when they cannot be read. */
export function readStoredSteps(sequenceJson: string): PlanStep[] | null {
  try {
    const parsed = PlanStepSchema.array().safeParse(JSON.parse(sequenceJson));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Goals that stand for stored steps (for runs kept without their goals): the same work, step for step. */
export function goalFromSteps(snapshot: GraphSnapshot, steps: PlanStep[]): ExecutableGoal {
  const goalSteps: SequenceStep[] = steps.map((step): SequenceStep => {
    if (step.action === "move") return { action: "move", position: step.target };
    const effect = snapshot.routines.get(step.target)?.effect;
    if (effect === "attach_tool")
      return {
        action: "attach_tool",
        tool: step.tool ?? snapshot.toolAtStandPosition.get(step.position ?? "") ?? "",
      };
    if (effect === "release_tool") return { action: "release_tool" };
    return { action: "routine", routine: step.target, position: step.position ?? "" };
  });
  return { goal: "sequence", steps: goalSteps };
}
