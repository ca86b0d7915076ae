import type { Account } from "../contracts/account.js";
import type { Goal } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import type { Intent, UnderstandingSource } from "../contracts/router.js";
import type { ConversationContext } from "./conversation-context.js";

/**
 * What the understanding layer makes of one operator input (graph cells). The CLI's `parse`
 * contract is a projection of this; the workflow reads all of it.
 */
export interface Understanding {
  correlationId: string;
  operatorInput: string;
  intent: Intent;
  /** The goals for actions; `{goal:"unknown", reason}` when an action is unclear; null otherwise. */
  goal: Goal | null;
  source: UnderstandingSource;
  confidence: number;
  /** Operator-readable lines: what was left out and why, what was assumed. */
  notes: string[];
  /**
   * Replay requests: the run to replay ("last" until the history names it) and, once loaded, the
   * steps it ran (null when none were stored), reused when they still fit the robot's state.
   */
  replay?: { runId: string | "last"; steps?: PlanStep[] | null };
  /** Machine-made choices when the input was ambiguous ("go to the safe position"). */
  options?: Array<{ id: string; label: string; goal: Goal }>;
  /** The kind of question, for the question handler. */
  question?: { kind: string; [key: string]: unknown };
  /** Cost of the LLM call, when one was made. */
  llm?: { vendor: string; model: string; inputTokens: number; outputTokens: number; latencyMs: number };
  /** The model's reply as written, kept when it could not be used. */
  llmRawReply?: string;
  /** Why the LLM was not used (timeout, HTTP error, unreadable reply), when one was tried. */
  llmError?: string;
  /** Router attempt counter (DESIGN §3 `plan_attempt`): 0 first, then one per repair. */
  planAttempt?: number;
  /** Every word of the input: used as what, or unexplained (DESIGN §6); rules results only. */
  account?: Account;
  /** What this input changes in the conversation context ("it" = this position next time). */
  contextUpdate?: Partial<ConversationContext>;
}
