import { z } from "zod";
import { AssemblyInstructionSchema } from "../../contracts/assembly.js";
import { GoalSchema, type ExecutableGoal, type Goal, type SequenceStep } from "../../contracts/goal.js";
import { PlanStepSchema, type PlanStep } from "../../contracts/plan-step.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";

/** What assembly runs keep in `goal_json`: the interpretation and the composite sequence. */
const StoredAssemblySchema = z.object({
  assembly: z.object({ interpretation: z.string(), sequence: z.array(AssemblyInstructionSchema).min(1) }),
});

/** Stored JSON read through a schema: null when it is missing, not JSON, or not that shape. */
function readStored<T>(json: string | undefined, schema: z.ZodType<T>): T | null {
  if (!json) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The goals a graph-cell run was planned from (`goal_json`). */
export function readStoredGoal(goalJson: string | undefined): Goal | null {
  return readStored(goalJson, GoalSchema);
}

/** The composite sequence an assembly run was compiled from (`goal_json`). */
export function readStoredAssembly(goalJson: string | undefined) {
  return readStored(goalJson, StoredAssemblySchema)?.assembly ?? null;
}

/** The steps a run stored in `sequence_json`, or null when there are none to read. */
export function readStoredSteps(sequenceJson: string): PlanStep[] | null {
  const steps = readStored(sequenceJson, PlanStepSchema.array());
  return steps && steps.length > 0 ? steps : null;
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
