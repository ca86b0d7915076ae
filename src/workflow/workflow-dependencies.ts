import type { AssemblyCellContext } from "../assembly/assembly-pipeline.js";
import type { ExecutableGoal } from "../contracts/goal.js";
import type { FaultSpec } from "../execute/fault-injection.js";
import type { RunEvent } from "../execute/run-event.js";
import type { RobotController } from "../execute/robot-controller.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { LlmProvider } from "../llm/provider.js";
import type { PlanResult } from "../plan/build-plan.js";
import type { SimulatedState } from "../contracts/robot-state.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationContext } from "../understand/conversation-context.js";
import type { Understanding } from "../understand/understanding.js";
import type { WorkflowLog } from "./workflow-log.js";

export interface UnderstandRequest {
  text: string;
  robot: { position: string; tool: string };
  context: ConversationContext;
  humanComments: string[];
  validationErrors: string[];
  planAttempt: number;
  correlationId: string;
  /** This conversation's last completed run ("do that again"); null before its first. */
  lastRunId: string | null;
}

/** The understanding stage as the workflow calls it (the real one, or a small one in tests). */
export type UnderstandFunction = (request: UnderstandRequest) => Promise<Understanding>;

/** The question handler: answers from the graph, the state and the history. */
export type AnswerFunction = (
  understanding: Understanding,
  context: ConversationContext,
) => Promise<{ text: string; contextUpdate?: Partial<ConversationContext> }>;

/** The Sequence Builder (injectable so tests can feed the repair loop an invalid plan). */
export type BuildPlanFunction = (
  snapshot: GraphSnapshot,
  state: SimulatedState,
  goal: ExecutableGoal,
  attempt: number,
) => PlanResult;

/** Everything the nodes touch, passed in: the core stays testable with real stores and a fake clock. */
export interface WorkflowDependencies {
  snapshot: GraphSnapshot;
  store: CellStore;
  dataDir: string;
  understand: UnderstandFunction;
  answer: AnswerFunction;
  buildPlan: BuildPlanFunction;
  /** For the review interpreter; null offline. */
  llm: LlmProvider | null;
  controller: RobotController;
  emit: (event: RunEvent) => void;
  /** The signal that stops the current run now (a new one per run). */
  runSignal: () => AbortSignal;
  /** True once the operator asked to stop the current run after its current step. */
  stopAfterStep: () => boolean;
  log: WorkflowLog;
  now: () => Date;
  newId: () => string;
  maxPlanAttempts: number;
  /** Assembly cells: the interpreter, scene and learned memory (graph cells: undefined). */
  assembly?: AssemblyCellContext;
  /** The injected fault, for executors other than the graph simulator (assembly runs). */
  fault?: FaultSpec | null;
}
