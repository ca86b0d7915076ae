import { END, type Command } from "@langchain/langgraph";
import {
  interpretForCell,
  loadScene,
  prepareAssemblyRun,
  sequenceToRemember,
} from "../../assembly/assembly-pipeline.js";
import type { InterpretResult } from "../../contracts/assembly.js";
import { assemblyReviewTrigger } from "../../review/review-trigger.js";
import { ruleResult } from "../../assembly/rule-result.js";
import type { AssemblyReplay } from "../../understand/replay/resolve-replay.js";
import type { WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { nextFrom } from "../next-node.js";

/** Creative commands ("surprise me") draw at most this many times for a build that fits the scene. */
const CREATIVE_DRAWS = 5;

const next = nextFrom("planAssembly");
const NO_REPLAY: AssemblyReplay = { kind: "none" };

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
    // A replay ("run task <id>", "do that again", found by the router) re-prepares the stored
    // sequence; revisions of it are new commands.
    const replay =
      state.humanComments.length === 0 && !state.interpretation ? (state.replay ?? NO_REPLAY) : NO_REPLAY;
    if (replay.kind === "refused")
      return next({
        goto: END,
        update: { interpretation: null, outcome: "refused", reply: replay.reason },
      });
    // "another one" and "call that …" read this conversation's previous command, never another's.
    const conversation = { lastSequence: state.lastSequence };
    let result =
      replay.kind === "assembly"
        ? // The operator named the exact work: nothing is guessed, and nothing is creative any more.
          ruleResult(replay.interpretation, replay.sequence, 1)
        : await interpretForCell(text, context, conversation);
    // Words not understood: the interpreter holds what it would do; here it waits for review.
    const unexplained = result?.held_sequence?.length ? (result.account?.unexplained ?? []) : [];
    if (result?.held_sequence?.length) result = { ...result, sequence: result.held_sequence };
    const remembered = sequenceToRemember(result);
    const conversationMemory = remembered ? { lastSequence: remembered } : {};
    if (!result || result.sequence.length === 0) {
      const reply =
        result?.user_feedback || 'Nothing to do. Try for example "make a BLT" or "add cheese on the left".';
      return next({
        goto: END,
        update: { ...conversationMemory, interpretation: result, outcome: "refused", reply },
      });
    }
    const scene = await loadScene(context);
    const prepare = (candidate: InterpretResult) =>
      prepareAssemblyRun(
        candidate,
        scene,
        context.cell,
        state.strict === null ? {} : { strict: state.strict },
      );
    let prepared = prepare(result);
    // A creative draw is one of many: one that does not fit the scene (a full stack) is drawn again.
    for (
      let draw = 1;
      !prepared.ok && result.is_creative && replay.kind === "none" && draw < CREATIVE_DRAWS;
      draw++
    ) {
      const again = await interpretForCell(text, context, conversation);
      if (!again || !again.is_creative || again.sequence.length === 0) break;
      const candidate = prepare(again);
      if (candidate.ok) {
        result = again;
        prepared = candidate;
      }
    }
    deps.log.event("PLAN_BUILT", {
      ...ids,
      planAttempt: state.planAttempt,
      stepCount: prepared.primitives.length,
      composites: result.sequence.length,
      source: result.source,
      confidence: result.confidence,
      valid: prepared.verification.valid,
    });
    const lead = replay.kind === "assembly" ? `run ${replay.runId} ("${replay.operatorInput}")` : "";
    if (!prepared.ok) {
      const reason = lead
        ? `R${lead.slice(1)} cannot be done again from here:`
        : "That cannot be built from the current scene:";
      return next({
        goto: END,
        update: {
          ...conversationMemory,
          interpretation: result,
          outcome: "refused",
          reply: `${reason}\n${prepared.verification.feedback || "nothing to run"}`,
        },
      });
    }
    const trigger = assemblyReviewTrigger({
      policy: deps.snapshot.data.reviewPolicy,
      confidence: result.confidence,
      unexplained,
      strictConfirm: prepared.needsConfirmation,
      creative: result.is_creative,
      learnOnly: prepared.learnOnly,
    });
    const notUnderstood = unexplained.length
      ? `I did not understand ${unexplained.map((word) => `"${word}"`).join(", ")}; this is my best reading.\n`
      : "";
    const summary = `${notUnderstood}${lead ? `Replaying ${lead}:\n` : ""}${prepared.summary}\nRun it? Answer yes or no, or say what to change ("yes but no tomato").`;
    if (trigger)
      return next({
        goto: "prepareReview",
        update: {
          ...conversationMemory,
          interpretation: result,
          reviewTrigger: trigger,
          reply: summary,
          plan: null,
        },
      });
    return next({
      goto: "verifyAssembly",
      update: { ...conversationMemory, interpretation: result, plan: null },
    });
  };
}
