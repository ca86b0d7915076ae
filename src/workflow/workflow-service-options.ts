import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { AssemblyCellContext } from "../assembly/assembly-pipeline.js";
import type { FaultSpec } from "../execute/fault-injection.js";
import type { ControllerHealth, RobotController } from "../execute/robot-controller.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";
import type { LlmProvider } from "../llm/provider.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationService } from "./conversation-service.js";
import type { CheckpointDurability } from "./open-checkpointer.js";
import type { AnswerFunction, BuildPlanFunction, UnderstandFunction } from "./workflow-dependencies.js";
import type { WorkflowLog } from "./workflow-log.js";

/** What a workflow conversation service is opened with, and what it offers beyond the service contract. */
export interface WorkflowServiceOptions {
  snapshot: GraphSnapshot;
  store: CellStore;
  dataDir: string;
  /** Defaults to the provider from the environment (null offline). */
  llm?: LlmProvider | null;
  understand?: UnderstandFunction;
  answer?: AnswerFunction;
  buildPlan?: BuildPlanFunction;
  /** A real robot adapter; defaults to the simulator. */
  controller?: RobotController;
  /** Simulator durations × this: 1 real time, 0 instant. Default CELLPILOT_TIME_SCALE, else 1. */
  timeScale?: number;
  /** Default CELLPILOT_FAULT (`step:3`, `position:Pos_2`). */
  fault?: FaultSpec | null;
  now?: () => Date;
  newId?: () => string;
  maxPlanAttempts?: number;
  log?: WorkflowLog;
  /**
   * A SQLite checkpoint file (":memory:" keeps nothing). Default: beside the store — the cell's
   * PostgreSQL schema, or `<data-dir>/<cell>.checkpoints.sqlite`.
   */
  checkpointFile?: string;
  /** Assembly cells: the interpreter context (`openAssemblyCellContext`); `snapshot` is then its motion graph. */
  assembly?: AssemblyCellContext;
  /**
   * The cell's knowledge graph when it can change while the process runs (Neo4j): each request
   * plans on its latest snapshot (`snapshot` is the one it starts with).
   */
  graph?: KnowledgeGraph | null;
  /** Another LangGraph checkpointer (the bench compares MemorySaver); overrides checkpointFile. */
  checkpointer?: BaseCheckpointSaver;
  /** When checkpoints are written; default CELLPILOT_CHECKPOINT_DURABILITY, else once per turn. */
  durability?: CheckpointDurability;
}

export interface WorkflowConversationService extends ConversationService {
  /** Today's JSONL log file. */
  logFile(): string;
  /** A disconnected controller is tried again here, at most every 5 s. */
  controllerHealth(): Promise<ControllerHealth>;
}

export interface SendOptions {
  actor?: string;
  /** Assembly cells: strict mode for this request (overrides the cell file). */
  strict?: boolean;
  /** The review the caller answers: a reply to one already answered is a duplicate, ignored. */
  hitlId?: string;
}
