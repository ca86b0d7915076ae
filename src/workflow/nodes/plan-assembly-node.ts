import { Command, END } from "@langchain/langgraph";
import { interpretForCell, loadScene, prepareAssemblyRun } from "../../assembly/assembly-pipeline.js";
import type { InterpretResult } from "../../contracts/assembly.js";
import type { ReviewTrigger } from "../../review/review-trigger.js";
import { loadAssemblyReplay } from "../assembly-replay.js";
import type { WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";

export const PLAN_ASSEMBLY_ENDS = ["prepareReview", "verifyAssembly", END];

/** Assembly approvals return to the assembly verifier (machine-made like every return target). */
const ASSEMBLY_RETURN = { node: "verifyAssembly", mode: "continue" };

/** Creative commands ("surprise me") draw at most this many times for a build that fits the scene. */
const CREATIVE_DRAWS = 5;

/**
 * Assembly cells: the sequence interpreter (composites), compiled and verified against the scene
 * for the review. Revisions re-interpret the original command with the comments appended
 * ("make a BLT" + "no tomato"). Creative and low-confidence results, strict mode and policy
 * decide the review.
 */
export function createPlanAssemblyNode(deps: WorkflowDependencies) {
  return async function planAssembly(state: WorkflowStateValue): Promise<Command> {
    const context = deps.assembly!;
    const text = [state.operatorInput, ...state.humanComments].join(", ");
    const ids = { threadId: state.conversationId, correlationId: state.correlationId };
    // A replay ("run task <id>", "do that again") re-prepares the stored sequence; revisions of it are new commands.
    const replay = state.humanComments.length === 0 && !state.interpretation ? await loadAssemblyReplay(state.operatorInput, deps.store) : { kind: "none" as const };
    if (replay.kind === "refused") return new Command({ goto: END, update: { interpretation: null, outcome: "refused", reply: replay.reply } });
    let result = replay.kind === "replay" ? replay.result : await interpretForCell(text, context);
    if (replay.kind === "replay") context.lastSequence = replay.result.sequence;
    if (!result || result.sequence.length === 0) {
      const reply = result?.user_feedback || "Nothing to do. Try for example \"make a BLT\" or \"add cheese on the left\".";
      return new Command({ goto: END, update: { interpretation: result, outcome: "refused", reply } });
    }
    const prepare = (candidate: InterpretResult) => prepareAssemblyRun(candidate, loadScene(context), context.cell, state.strict === null ? {} : { strict: state.strict });
    let prepared = prepare(result);
    // A creative draw is one of many: one that does not fit the scene (a full stack) is drawn again.
    for (let draw = 1; !prepared.ok && result.is_creative && replay.kind === "none" && draw < CREATIVE_DRAWS; draw++) {
      const again = await interpretForCell(text, context);
      if (!again || !again.is_creative || again.sequence.length === 0) break;
      const candidate = prepare(again);
      if (candidate.ok) {
        result = again;
        prepared = candidate;
      }
    }
    deps.log.event("PLAN_BUILT", { ...ids, planAttempt: state.planAttempt, stepCount: prepared.primitives.length, composites: result.sequence.length, source: result.source, confidence: result.confidence, valid: prepared.verification.valid });
    const lead = replay.kind === "replay" ? `run ${replay.runId} ("${replay.operatorInput}")` : "";
    if (!prepared.ok) {
      const reason = lead ? `R${lead.slice(1)} cannot be done again from here:` : "That cannot be built from the current scene:";
      return new Command({ goto: END, update: { interpretation: result, outcome: "refused", reply: `${reason}\n${prepared.verification.feedback || "nothing to run"}` } });
    }
    const trigger = assemblyTrigger(deps.snapshot.data.reviewPolicy, result.confidence, prepared.needsConfirmation, result.is_creative, prepared.learnOnly);
    const summary = `${lead ? `Replaying ${lead}:\n` : ""}${prepared.summary}\nRun it? Answer yes or no, or say what to change ("yes but no tomato").`;
    if (trigger) return new Command({ goto: "prepareReview", update: { interpretation: result, reviewTrigger: trigger, reply: summary, plan: null } });
    return new Command({ goto: "verifyAssembly", update: { interpretation: result, plan: null } });
  };
}

function assemblyTrigger(policy: "always" | "risky" | "never", confidence: number, confirm: boolean, creative: boolean, learnOnly: boolean): ReviewTrigger | null {
  const approval = (reason: ReviewTrigger["reason"]): ReviewTrigger => ({ reason, kind: "approval", source: "planner", expectedInput: "yes_no", returnTo: ASSEMBLY_RETURN });
  if (learnOnly) return null; // only memory changes, nothing moves
  if (confidence < 0.7 || confirm) return approval("low_confidence_plan");
  if (creative && policy !== "never") return approval("high_risk");
  if (policy === "always") return approval("needs_approval");
  return null;
}
