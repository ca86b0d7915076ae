import { Annotation } from "@langchain/langgraph";
import type { AssemblyReplay } from "../understand/replay/resolve-replay.js";
import type { AssemblyInstruction, InterpretResult } from "../contracts/assembly.js";
import type { ExecutableGoal } from "../contracts/goal.js";
import type { PendingReview, ReviewResult } from "../contracts/review.js";
import type { Intent } from "../contracts/router.js";
import type { ReviewTrigger } from "../review/review-trigger.js";
import type { ConversationContext } from "../understand/conversation-context.js";
import type { Understanding } from "../understand/understanding.js";
import type { ConversationTurn, PlannedWork, RunSummary } from "./conversation-service.js";
import { appendTranscript, type TranscriptEntry } from "./conversation-transcript.js";

/** A machine-made choice offered to the operator; `goal` when choosing it settles the command. */
export interface ReviewOption {
  label: string;
  goal?: ExecutableGoal;
}

/**
 * The conversation's state, checkpointed after every node (one LangGraph thread per
 * conversation). Per-request fields are reset when a new request starts; `context`,
 * `hitlResults`, `lastRunId`, `lastSequence` and `transcript` last for the whole conversation:
 * everything a conversation remembers is here, never in an object the service shares.
 */
export const WorkflowState = Annotation.Root({
  conversationId: Annotation<string>,
  /** The ORIGINAL command of the request; revisions re-plan it with `humanComments`. */
  operatorInput: Annotation<string>,
  correlationId: Annotation<string>,
  actor: Annotation<string | null>,
  intent: Annotation<Intent | null>,
  understanding: Annotation<Understanding | null>,
  /** DESIGN §3 `plan_attempt`: 0 first, one more per repair. */
  planAttempt: Annotation<number>,
  validationErrors: Annotation<string[]>,
  humanComments: Annotation<string[]>,
  /** A goal chosen by the operator among options (disambiguation). */
  selectedGoal: Annotation<ExecutableGoal | null>,
  plan: Annotation<PlannedWork | null>,
  /** Why planning wants a human, set by the planner for the review node. */
  reviewTrigger: Annotation<ReviewTrigger | null>,
  reviewOptions: Annotation<ReviewOption[] | null>,
  /** A line put before the next question or reply ("I did not get that."). */
  reviewNote: Annotation<string | null>,
  pendingReview: Annotation<PendingReview | null>,
  hitlResults: Annotation<Record<string, ReviewResult>>({
    reducer: (current, update) => ({ ...current, ...update }),
    default: () => ({}),
  }),
  outcome: Annotation<ConversationTurn["kind"] | null>,
  reply: Annotation<string>,
  run: Annotation<RunSummary | null>,
  /** Assembly cells: the interpreter result (DESIGN §4 contract) being reviewed or run. */
  interpretation: Annotation<InterpretResult | null>,
  /** Assembly cells: strict mode for this request (null: the cell file's setting). */
  strict: Annotation<boolean | null>,
  /** Assembly cells: the replay the router found in the command ("do that again"), if any. */
  replay: Annotation<AssemblyReplay | null>,
  context: Annotation<ConversationContext>({
    reducer: (current, update) => ({ ...current, ...update }),
    default: () => ({}),
  }),
  /** The last run this conversation completed: what "do that again" repeats. */
  lastRunId: Annotation<string | null>({ reducer: (_current, update) => update, default: () => null }),
  /** Assembly cells: the previous command's sequence ("another one", "call that …"). */
  lastSequence: Annotation<AssemblyInstruction[] | null>({
    reducer: (_current, update) => update,
    default: () => null,
  }),
  /**
   * What was said, for the console after a reload or a restart (bounded), when the checkpointer
   * has no SQLite file to keep it in a table of its own (transcript-log.ts).
   */
  transcript: Annotation<TranscriptEntry[]>({ reducer: appendTranscript, default: () => [] }),
});

export type WorkflowStateValue = typeof WorkflowState.State;
export type WorkflowStateUpdate = typeof WorkflowState.Update;

/** The fields a new request starts from (the conversation's context and answers are kept). */
export function newRequestState(input: {
  conversationId: string;
  operatorInput: string;
  correlationId: string;
  actor?: string | null;
  strict?: boolean | null;
}): WorkflowStateUpdate {
  return {
    conversationId: input.conversationId,
    operatorInput: input.operatorInput,
    correlationId: input.correlationId,
    actor: input.actor ?? null,
    intent: null,
    understanding: null,
    planAttempt: 0,
    validationErrors: [],
    humanComments: [],
    selectedGoal: null,
    plan: null,
    reviewTrigger: null,
    reviewOptions: null,
    reviewNote: null,
    pendingReview: null,
    outcome: null,
    reply: "",
    run: null,
    interpretation: null,
    strict: input.strict ?? null,
    replay: null,
  };
}
