import type { ExecutableGoal } from "../contracts/goal.js";
import type { ControllerHealth } from "../execute/robot-controller.js";
import type { RunEvent } from "../execute/run-event.js";
import type { StopMode } from "../execute/stop-mode.js";
import type { PlanStep } from "../contracts/plan-step.js";
import type { PendingReview } from "../contracts/review.js";
import type { RobotState, RunStatus } from "../contracts/robot-state.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { TranscriptEntry } from "./conversation-transcript.js";

/**
 * What the CLI (`ask`, `chat`), the HTTP API and the web console see of a conversation with a
 * cell. The LangGraph workflow implements it; front ends only ever call this.
 */
export interface PlannedWork {
  goal: ExecutableGoal;
  steps: PlanStep[];
  verification: VerificationResult;
  /** Positions visited in order, starting at the robot's position (for drawing the path). */
  path: string[];
  toolChanges: string[];
  estimatedSeconds: number;
  notes: string[];
}

export interface RunSummary {
  runId: string;
  status: RunStatus;
  completedSteps: number;
  totalSteps: number;
  error: string | null;
}

export interface ConversationTurn {
  conversationId: string;
  correlationId: string;
  /** answer: a question answered; review: waiting for a human; run: executed; refused/fallback: nothing ran. */
  kind: "answer" | "review" | "run" | "refused" | "fallback" | "cancelled";
  /** Operator-readable reply. */
  reply: string;
  plan?: PlannedWork;
  pendingReview?: PendingReview | null;
  run?: RunSummary;
  /** Assembly cells: the interpreter result (DESIGN §4 contract). */
  interpretation?: unknown;
  state: RobotState;
}

/** Progress of a run (defined by the executor, re-exported here for front ends). */
export type { RunEvent };

export interface ConversationService {
  readonly cell: string;
  /**
   * One operator input: a command, a question, or the answer to the pending review. `hitlId`
   * names the review being answered (a reply to one already answered is ignored and logged);
   * `strict` sets assembly strict mode for this request. While this conversation's own run goes
   * on, an input is not queued behind it: a question is answered, anything else declined.
   */
  send(
    conversationId: string,
    text: string,
    options?: { actor?: string; hitlId?: string; strict?: boolean },
  ): Promise<ConversationTurn>;
  getPendingReview(conversationId: string): Promise<PendingReview | null>;
  /** What was said in the conversation (kept in its checkpoint: survives restarts); null when it never spoke. */
  getTranscript(conversationId: string): Promise<TranscriptEntry[] | null>;
  /** Subscribes to run progress of this cell; returns the unsubscribe function. */
  onRunEvent(listener: (event: RunEvent) => void): () => void;
  /**
   * Stops the run in progress (recorded failed, "stopped by the operator"): `after-step` (the
   * default) lets the current step complete; `now` aborts it, recorded as interrupted with the
   * controller's state. False when none runs.
   */
  stopRun(mode?: StopMode): boolean;
  /** The controller runs go to (simulator or OPC UA) and how it is doing. */
  controllerHealth?(): Promise<ControllerHealth>;
  close(): Promise<void>;
}
