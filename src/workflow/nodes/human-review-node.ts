import { END, interrupt, type Command } from "@langchain/langgraph";
import type { ExecutableGoal } from "../../contracts/goal.js";
import type { ReviewResult } from "../../contracts/review.js";
import { createInterpretContext } from "../../assembly/create-interpret-context.js";
import { interpretAssembly } from "../../assembly/interpret-assembly.js";
import { loadScene } from "../../assembly/assembly-pipeline.js";
import { isExpired } from "../../review/create-pending-review.js";
import type { ReplyProbe } from "../../review/interpret-reply-rules.js";
import { resolveReviewReply } from "../../review/resolve-review-reply.js";
import { readReplyAgainstQuestion } from "../reply-against-question.js";
import { newRequestState, type WorkflowStateValue } from "../state.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import { nextFrom } from "../next-node.js";

/** What the service resumes a waiting review with. */
export interface ReviewAnswer {
  text: string;
  /** When the reply arrived (ISO), from the injected clock. */
  at: string;
  actor?: string | null;
}

const next = nextFrom("humanReview");

/**
 * Waits for the human (`interrupt()`), then resumes in three layers: the fast path and the
 * interpreter (review/), then a deterministic transition to the review's machine-made return
 * target. Every answer is kept as hitlResults[hitlId].
 */
export function createHumanReviewNode(deps: WorkflowDependencies) {
  return async function humanReview(state: WorkflowStateValue): Promise<Command> {
    const review = state.pendingReview!;
    const answer = interrupt(review) as ReviewAnswer;
    const ids = { threadId: state.conversationId, correlationId: state.correlationId, hitlId: review.hitlId };
    const at = new Date(answer.at);
    const newRequest = (reason: "expired" | "switch_intent", extra: Record<string, unknown> = {}) => {
      const correlationId = deps.newId();
      deps.log.event(reason === "expired" ? "HITL_EXPIRED" : "HITL_SWITCH_INTENT", {
        ...ids,
        newCorrelationId: correlationId,
        input: answer.text,
        ...extra,
      });
      return next({
        goto: "route",
        update: {
          ...newRequestState({
            conversationId: state.conversationId,
            operatorInput: answer.text,
            correlationId,
            actor: answer.actor ?? null,
          }),
          reviewNote:
            reason === "expired"
              ? "The earlier review expired after 5 minutes, so nothing ran; your reply is read as a new request."
              : null,
          hitlResults: {
            [review.hitlId]: {
              raw: answer.text,
              parsed: { decision: reason },
              at: answer.at,
              returnTo: { node: "route", mode: "new_request" },
            },
          },
        },
      });
    };
    if (isExpired(review, at)) return newRequest("expired", { expiresAt: review.expiresAt });

    let answerAtPlace: ExecutableGoal | null = null;
    const resolution = await resolveReviewReply(review, answer.text, {
      llm: deps.llm,
      aliases: optionAliases(deps, review.options ?? []),
      probe: async (text) => {
        if (deps.assembly) return probeAssembly(deps, text);
        const robot = await deps.store.getState();
        const request = {
          robot: { position: robot.current_position, tool: robot.current_tool },
          context: state.context ?? {},
          validationErrors: [],
          planAttempt: 0,
          correlationId: state.correlationId,
          lastRunId: state.lastRunId,
        };
        const understood = await deps.understand({ ...request, text, humanComments: [] });
        // A clarification's reply is read against the question: its missing slot and its place.
        const reading =
          review.kind === "clarification" && understood.intent === "action"
            ? await readReplyAgainstQuestion(deps.understand, request, {
                original: state.operatorInput,
                comments: state.humanComments,
                reply: text,
                understood,
                place: state.understanding?.contextUpdate?.lastAsked?.position,
              })
            : null;
        answerAtPlace = reading?.answer ?? null;
        return {
          intent: understood.intent,
          executable:
            Boolean(understood.goal && understood.goal.goal !== "unknown") || understood.source === "replay",
          confidence: understood.confidence,
          ...(reading ? { answersQuestion: reading.answersQuestion } : {}),
        };
      },
    });
    const { interpretation } = resolution;
    if (resolution.fastPath) deps.log.event("HITL_FAST_PATH_MATCH", { ...ids, match: resolution.fastPath });
    else
      deps.log.event("HITL_INTERPRETER_RESULT", {
        ...ids,
        decision: interpretation.decision,
        source: interpretation.source,
        reason: interpretation.reason,
        ...(resolution.llmError ? { llmError: resolution.llmError } : {}),
      });

    const result: ReviewResult = {
      raw: answer.text,
      parsed: resolution.fastPath ?? { decision: interpretation.decision },
      at: answer.at,
      returnTo: review.returnTo,
      ...(resolution.fastPath ? {} : { interpreted: interpretation }),
    };
    const answered = { hitlResults: { [review.hitlId]: result }, pendingReview: null };

    switch (interpretation.decision) {
      case "continue": {
        deps.log.event("HITL_RESUME_VALID", { ...ids, returnTo: review.returnTo });
        if (resolution.option) {
          const option = state.reviewOptions?.[resolution.option.index];
          if (option?.goal)
            return next({ goto: "planSequence", update: { ...answered, selectedGoal: option.goal } });
          return next({
            goto: "planSequence",
            update: { ...answered, humanComments: [...state.humanComments, resolution.option.label] },
          });
        }
        if (answerAtPlace && interpretation.source === "rules") {
          // "weld" to "What should I do at Pos_1?": the goal at the question's place
          return next({ goto: "planSequence", update: { ...answered, selectedGoal: answerAtPlace } });
        }
        if (review.returnTo.node === "planSequence") {
          return next({
            goto: "planSequence",
            update: {
              ...answered,
              humanComments: [...state.humanComments, interpretation.comment ?? answer.text],
            },
          });
        }
        return next({
          goto: review.returnTo.node === "verifyAssembly" ? "verifyAssembly" : "verifySteps",
          update: answered,
        });
      }
      case "continue_with_modifications": {
        const comment = interpretation.comment ?? answer.text;
        deps.log.event("HITL_CONTINUE_WITH_MODIFICATIONS", {
          ...ids,
          comment,
          modifications: interpretation.modifications ?? null,
        });
        return next({
          goto: deps.assembly ? "planAssembly" : "planSequence",
          update: {
            ...answered,
            humanComments: [...state.humanComments, comment],
            validationErrors: [],
            selectedGoal: null,
          },
        });
      }
      case "switch_intent":
        return newRequest("switch_intent");
      case "cancel":
        deps.log.event("HITL_CANCELLED", ids);
        return next({
          goto: END,
          update: { ...answered, outcome: "cancelled", reply: "Cancelled; nothing ran.", plan: state.plan },
        });
      case "re_ask":
        deps.log.event("HITL_RE_ASK", { ...ids, reason: interpretation.reason });
        return next({
          goto: "prepareReview",
          update: { ...answered, reviewNote: `I did not get "${answer.text.slice(0, 80)}".` },
        });
    }
  };
}

/** The cell's own words for options that name a position or a tool ("position 2" for Pos_2). */
function optionAliases(
  deps: WorkflowDependencies,
  options: Array<{ label: string }>,
): Record<string, string[]> {
  const aliases: Record<string, string[]> = {};
  for (const { label } of options) {
    const words = deps.snapshot.positions.get(label)?.words ?? deps.snapshot.tools.get(label)?.words;
    if (words) aliases[label] = [...words];
  }
  return aliases;
}

/** Assembly cells: a reply is a new command when the interpreter alone makes a confident sequence of it (read without side effects). */
async function probeAssembly(deps: WorkflowDependencies, text: string): Promise<ReplyProbe> {
  const context = deps.assembly!;
  const result = await interpretAssembly(
    text,
    createInterpretContext(context.cell, {
      scene: await loadScene(context),
      memory: await context.memoryStore.getMemory(),
    }),
  );
  const executable = Boolean(result && result.sequence.length > 0);
  return { intent: executable ? "action" : "unknown", executable, confidence: result?.confidence ?? 0 };
}
