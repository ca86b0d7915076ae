import { END, type Command } from "@langchain/langgraph";
import type { ExecutableGoal } from "../../contracts/goal.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import { toSimulatedState } from "../../contracts/robot-state.js";
import { nextPlanAttempt } from "../../plan/repair-loop.js";
import { clarificationTrigger, isHighRisk, planReviewTrigger } from "../../review/review-trigger.js";
import type { Understanding } from "../../understand/understanding.js";
import { verifyPlan } from "../../verify/verify-plan.js";
import { clarificationOptions } from "../clarification-options.js";
import { describePlannedWork } from "../planned-work.js";
import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { nextFrom } from "../next-node.js";
import { prepareReviewUpdate } from "./prepare-review-node.js";

const next = nextFrom("planSequence");

/**
 * Sequence planning: the intent parser (again, with the human's comments or the verifier's
 * errors when there are any) and the Sequence Builder. Decides whether a human must look first:
 * an unclear command becomes a question or a choice; a plan goes to review when policy or a
 * trigger says so, else straight to verification.
 */
export function createPlanSequenceNode(deps: WorkflowDependencies) {
  const routinesNeedingTools = new Set(
    [...deps.snapshot.routines.values()]
      .filter((routine) => routine.required_tool !== "none")
      .map((routine) => routine.name),
  );
  /**
   * A review this node asks for is prepared in its own step and waited for next: one LangGraph
   * step fewer per turn than through the `prepareReview` node (the step loop is most of a turn's
   * time). The update's fields are plain values, none a reducer's, so state and update merge.
   */
  const toReview = (state: WorkflowStateValue, update: WorkflowStateUpdate) =>
    next({
      goto: "humanReview",
      update: { ...update, ...prepareReviewUpdate(deps, { ...state, ...update } as WorkflowStateValue) },
    });
  return async function planSequence(state: WorkflowStateValue): Promise<Command> {
    const ids = { threadId: state.conversationId, correlationId: state.correlationId };
    const robot = await deps.store.getState();
    const simulated = toSimulatedState(robot);
    let understanding: Understanding = state.understanding!;
    if (!state.selectedGoal && (state.humanComments.length > 0 || state.validationErrors.length > 0)) {
      understanding = await deps.understand({
        text: state.operatorInput,
        robot: simulated,
        context: state.context ?? {},
        humanComments: state.humanComments,
        validationErrors: state.validationErrors,
        planAttempt: state.planAttempt,
        correlationId: state.correlationId,
        lastRunId: state.lastRunId,
      });
    }
    const base: WorkflowStateUpdate = { understanding, reviewTrigger: null, reviewOptions: null, plan: null };
    const finish = (outcome: "refused" | "answer", reply: string) =>
      next({ goto: END, update: { ...base, outcome, reply } });

    if (understanding.intent === "question" && !state.selectedGoal)
      return next({ goto: "answerQuestion", update: base });
    let goal: ExecutableGoal | null =
      state.selectedGoal ??
      (understanding.goal && understanding.goal.goal !== "unknown" ? understanding.goal : null);
    const notes = [...understanding.notes];
    // A replay ("run task <id>", "do that again") reuses the run's stored plan while it still fits.
    const replayId =
      understanding.source === "replay" && understanding.replay && understanding.replay.runId !== "last"
        ? understanding.replay.runId
        : null;
    let stepsToUse: PlanStep[] | null = null;
    const stored = understanding.replay?.steps;
    if (replayId && stored && state.humanComments.length === 0 && state.validationErrors.length === 0) {
      const check = verifyPlan(deps.snapshot, simulated, stored);
      if (check.valid) stepsToUse = stored;
      else
        notes.push(
          `The stored plan of run ${replayId} no longer fits the robot's current state (${check.feedback.split("\n")[0]}), so the same goals were planned again from here.`,
        );
    }

    if (!goal) {
      const reason = understanding.goal?.goal === "unknown" ? understanding.goal.reason : "What should I do?";
      if (understanding.source === "replay") return finish("refused", reason);
      if (understanding.intent === "unknown" && state.humanComments.length === 0)
        return next({ goto: "fallbackReply", update: base });
      const options = clarificationOptions(deps.snapshot, understanding);
      return toReview(state, {
        ...base,
        reviewTrigger: clarificationTrigger(options.length > 0),
        reviewOptions: options,
        reply: reason,
      });
    }

    if (!stepsToUse) {
      const built = deps.buildPlan(deps.snapshot, simulated, goal, state.planAttempt);
      if (!built.ok) {
        deps.log.event("PLAN_FAILED", {
          ...ids,
          planAttempt: state.planAttempt,
          code: built.error.code,
          message: built.error.message,
        });
        const step = nextPlanAttempt({
          planAttempt: state.planAttempt,
          maxAttempts: deps.maxPlanAttempts,
          errors: [built.error.message],
          repairable: Boolean(deps.llm),
        });
        if (step.kind === "repair") {
          return next({
            goto: "planSequence",
            update: { ...base, planAttempt: step.planAttempt, validationErrors: step.validationErrors },
          });
        }
        const lead = replayId ? `Run ${replayId} cannot be done again from here: ` : "";
        return finish("refused", [lead + built.error.message, ...built.notes].join(" "));
      }
      stepsToUse = built.steps;
      notes.push(...built.notes);
    } else {
      notes.push(`Replaying run ${replayId} as it was planned.`);
    }
    if (stepsToUse.length === 0) {
      return finish(
        "answer",
        notes.length > 0 ? `Nothing to do: ${notes.join(" ")}` : "Nothing to do: the robot is already there.",
      );
    }
    const plan = describePlannedWork({
      snapshot: deps.snapshot,
      startPosition: robot.current_position,
      goal,
      steps: stepsToUse,
      verification: verifyPlan(deps.snapshot, simulated, stepsToUse),
      notes,
    });
    deps.log.event("PLAN_BUILT", {
      ...ids,
      planAttempt: state.planAttempt,
      stepCount: plan.steps.length,
      goal,
      source: understanding.source,
      confidence: understanding.confidence,
    });
    // A change the operator asked for ("skip position 2" → left out Pos_2) is not a missing part.
    const ownChange = (note: string) =>
      state.humanComments.some((comment) => comment.trim() && note.includes(`"${comment.trim()}"`));
    const trigger = planReviewTrigger({
      policy: deps.snapshot.data.reviewPolicy,
      confidence: understanding.confidence,
      notes: notes.filter((note) => !ownChange(note)),
      steps: plan.steps,
      highRisk: isHighRisk(plan.steps, routinesNeedingTools),
    });
    if (trigger) return toReview(state, { ...base, plan, reviewTrigger: trigger });
    return next({ goto: "verifySteps", update: { ...base, plan } });
  };
}
