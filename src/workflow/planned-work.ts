import type { ExecutableGoal } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import type { VerificationResult } from "../contracts/verification.js";
import { planSeconds } from "../execute/step-duration.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { PlannedWork } from "./conversation-service.js";

/** What a front end shows of a plan: the path drawn from the robot's position, tool changes, the duration. */
export function describePlannedWork(input: {
  snapshot: GraphSnapshot;
  startPosition: string;
  goal: ExecutableGoal;
  steps: PlanStep[];
  verification: VerificationResult;
  notes: string[];
}): PlannedWork {
  const path = [
    input.startPosition,
    ...input.steps.filter((step) => step.action === "move").map((step) => step.target),
  ];
  const toolChanges = input.steps
    .filter(
      (step) =>
        step.action === "routine" &&
        input.snapshot.routines.get(step.target)?.effect !== "none" &&
        input.snapshot.routines.get(step.target) !== undefined,
    )
    .map((step) => {
      const effect = input.snapshot.routines.get(step.target)!.effect;
      const tool = step.tool ?? input.snapshot.toolAtStandPosition.get(step.position ?? "") ?? "tool";
      return `${effect === "attach_tool" ? "attach" : "release"} ${tool} at ${step.position}`;
    });
  return {
    goal: input.goal,
    steps: input.steps,
    verification: input.verification,
    path,
    toolChanges,
    estimatedSeconds: planSeconds(input.steps, input.snapshot.data.moveSeconds),
    notes: input.notes,
  };
}
