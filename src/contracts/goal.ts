import { z } from "zod";

/** One step of a `sequence` goal: WHAT the operator wants, never HOW (DESIGN §3). */
export const SequenceStepSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("routine"), routine: z.string().min(1), position: z.string().min(1) }),
  z.object({ action: z.literal("move"), position: z.string().min(1) }),
  z.object({ action: z.literal("attach_tool"), tool: z.string().min(1) }),
  z.object({ action: z.literal("release_tool") }),
  z.object({ action: z.literal("release_tool_and_home") }),
]);
export type SequenceStep = z.infer<typeof SequenceStepSchema>;

/** The Intent Parser's output (contract). */
export const GoalSchema = z.discriminatedUnion("goal", [
  z.object({ goal: z.literal("move"), position: z.string().min(1) }),
  z.object({ goal: z.literal("execute_routine"), routine: z.string().min(1), position: z.string().min(1) }),
  z.object({ goal: z.literal("attach_tool"), tool: z.string().min(1) }),
  z.object({ goal: z.literal("release_tool") }),
  z.object({ goal: z.literal("release_tool_and_home") }),
  z.object({ goal: z.literal("sequence"), steps: z.array(SequenceStepSchema) }),
  z.object({ goal: z.literal("unknown"), reason: z.string() }),
]);
export type Goal = z.infer<typeof GoalSchema>;
export type ExecutableGoal = Exclude<Goal, { goal: "unknown" }>;

/** Flattens any executable goal into the list of sequence steps it stands for. */
export function goalToSteps(goal: ExecutableGoal): SequenceStep[] {
  switch (goal.goal) {
    case "move":
      return [{ action: "move", position: goal.position }];
    case "execute_routine":
      return [{ action: "routine", routine: goal.routine, position: goal.position }];
    case "attach_tool":
      return [{ action: "attach_tool", tool: goal.tool }];
    case "release_tool":
      return [{ action: "release_tool" }];
    case "release_tool_and_home":
      return [{ action: "release_tool_and_home" }];
    case "sequence":
      return goal.steps;
  }
}

/** The inverse of goalToSteps: one step becomes its single goal, several a `sequence`. */
export function stepsToGoal(steps: SequenceStep[]): ExecutableGoal {
  if (steps.length !== 1) return { goal: "sequence", steps };
  const step = steps[0];
  switch (step.action) {
    case "move":
      return { goal: "move", position: step.position };
    case "routine":
      return { goal: "execute_routine", routine: step.routine, position: step.position };
    case "attach_tool":
      return { goal: "attach_tool", tool: step.tool };
    case "release_tool":
      return { goal: "release_tool" };
    case "release_tool_and_home":
      return { goal: "release_tool_and_home" };
  }
}
