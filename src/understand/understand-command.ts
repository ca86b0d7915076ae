import { randomUUID } from "node:crypto";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { LlmProvider } from "../llm/provider.js";
import { applyHumanComments } from "./apply-human-comments.js";
import type { ConversationContext } from "./conversation-context.js";
import { understandWithLlm } from "./llm-understanding.js";
import { resolveReplay, type ReplayHistory } from "./replay/resolve-replay.js";
import { understandWithRules, type RulesUnderstanding } from "./rules-understanding.js";
import type { Understanding } from "./understanding.js";

export interface UnderstandInput {
  text: string;
  snapshot: GraphSnapshot;
  /** The robot's current position and tool. */
  robot?: { position: string; tool: string };
  context?: ConversationContext;
  llm?: LlmProvider | null;
  /** Review revisions, applied to the ORIGINAL command `text` in order. */
  humanComments?: string[];
  /** Why the previous plan for this text failed (the repair loop). */
  validationErrors?: string[];
  /** History, to load the goal of a replayed run. */
  store?: ReplayHistory;
  /** Repair attempt number (DESIGN §3 `plan_attempt`), 0 for the first. */
  planAttempt?: number;
  correlationId?: string;
  llmTimeoutMs?: number;
}

/**
 * The single entry point of the understanding layer: router (replay, question, action,
 * unknown) and intent parser, offline rules first; an LLM, when one is given, only for what the
 * rules are unsure of, for revisions they cannot apply and for repairs. Never throws on input.
 */
export async function understandCommand(input: UnderstandInput): Promise<Understanding> {
  const correlationId = input.correlationId ?? randomUUID();
  const planAttempt = input.planAttempt ?? 0;
  const rulesOptions = {
    context: input.context,
    startPosition: input.robot?.position,
    heldTool: input.robot?.tool,
  };
  const comments = (input.humanComments ?? []).filter((comment) => comment.trim());
  const validationErrors = (input.validationErrors ?? []).filter((error) => error.trim());

  let rules: RulesUnderstanding | null =
    comments.length > 0
      ? applyHumanComments(input.snapshot, input.text, comments, rulesOptions)
      : understandWithRules(input.snapshot, input.text, rulesOptions);
  const commentsUnresolved = rules === null;
  if (!rules) {
    rules = understandWithRules(input.snapshot, input.text, rulesOptions);
    rules = {
      ...rules,
      notes: [...rules.notes, `I could not apply ${comments.map((c) => `"${c}"`).join(", ")} by rules.`],
    };
  }

  if (rules.source === "replay") {
    return { ...(await understandReplay(input, rules)), correlationId, planAttempt };
  }

  const askLlm = input.llm && (rules.wantsLlm || commentsUnresolved || validationErrors.length > 0);
  if (!askLlm || !input.llm) return finish(rules, correlationId, planAttempt, validationErrors);

  const outcome = await understandWithLlm(
    input.llm,
    input.snapshot,
    {
      operatorInput: input.text,
      robot: input.robot,
      context: input.context,
      humanComments: comments,
      validationErrors,
      rulesGuess: rules.goal ?? rules.question ?? null,
    },
    { timeoutMs: input.llmTimeoutMs },
  );
  if (outcome.kind === "failed") {
    const offline = finish(rules, correlationId, planAttempt, validationErrors);
    return {
      ...offline,
      llmError: outcome.error,
      notes: [...offline.notes, `The language model was not used (${outcome.error}); answered by the rules.`],
    };
  }
  if (outcome.kind === "unreadable") {
    const offline = finish(rules, correlationId, planAttempt, validationErrors);
    const reason =
      offline.goal?.goal === "unknown"
        ? offline.goal.reason
        : "I could not read the language model's reply. Please say it again more plainly.";
    // A question, or an action the rules were sure of, stands; anything else is not acted on.
    const stands = offline.intent === "question" || (rules.intent === "action" && !rules.wantsLlm);
    return {
      ...offline,
      intent: stands ? offline.intent : "unknown",
      goal: stands ? offline.goal : { goal: "unknown", reason },
      source: "llm",
      llm: outcome.usage,
      llmRawReply: outcome.raw,
      llmError: `unreadable reply: ${outcome.reason}`,
    };
  }
  const { reply, goal } = outcome;
  const notes = [
    ...rules.notes.filter((note) => !note.startsWith("Read '")),
    ...(reply.reason && goal?.goal !== "unknown" ? [reply.reason] : []),
  ];
  const understanding: Understanding = {
    correlationId,
    operatorInput: input.text,
    intent: reply.intent,
    goal:
      reply.intent === "question"
        ? null
        : (goal ?? { goal: "unknown", reason: reply.reason ?? "What should I do?" }),
    source: "llm",
    confidence: reply.confidence ?? 0.7,
    notes,
    planAttempt,
    llm: outcome.usage,
  };
  if (reply.intent === "question") understanding.question = { kind: reply.question_kind ?? "help" };
  return understanding;
}

function finish(
  rules: RulesUnderstanding,
  correlationId: string,
  planAttempt: number,
  validationErrors: string[],
): Understanding {
  const { wantsLlm: _wantsLlm, ...rest } = rules;
  const notes =
    validationErrors.length > 0
      ? [...rest.notes, ...validationErrors.map((error) => `Planning said: ${error}`)]
      : rest.notes;
  // Assigned, not spread: in V8 (Node 20) each key added to a spread copy takes the slow path.
  return Object.assign(rest, { notes, correlationId, planAttempt });
}

/** "do that again": the run's goals from the history, through the one replay module. */
async function understandReplay(
  input: UnderstandInput,
  rules: RulesUnderstanding,
): Promise<Omit<Understanding, "correlationId" | "planAttempt">> {
  const { wantsLlm: _wantsLlm, ...rest } = rules;
  if (!input.store)
    return {
      ...rest,
      goal: null,
      notes: [...rest.notes, "The history is not available here, so the run cannot be loaded."],
    };
  const replay = await resolveReplay(input.text, input.store, { kind: "graph", snapshot: input.snapshot });
  if (replay.kind === "refused") {
    return {
      ...rest,
      ...(replay.runId ? { replay: { runId: replay.runId } } : {}),
      goal: { goal: "unknown", reason: replay.reason },
    };
  }
  if (replay.kind !== "graph") return rest;
  return {
    ...rest,
    replay: { runId: replay.runId, steps: replay.steps },
    goal: replay.goal,
    notes: [
      ...rest.notes,
      `Replaying run ${replay.runId} ("${replay.operatorInput}"), planned again from the robot's current state.`,
    ],
  };
}
