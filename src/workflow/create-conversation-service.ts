import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Command, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { AssemblyCellContext } from "../assembly/assembly-pipeline.js";
import type { PendingReview } from "../contracts/review.js";
import { parseFaultSpec, type FaultSpec } from "../execute/fault-injection.js";
import type { RobotController } from "../execute/robot-controller.js";
import type { RunEvent } from "../execute/run-event.js";
import { createSimulatedRobot } from "../execute/simulated-robot.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { LlmProvider } from "../llm/provider.js";
import { createProviderFromEnv } from "../llm/provider-from-env.js";
import { buildPlan } from "../plan/build-plan.js";
import { isExpired } from "../review/create-pending-review.js";
import type { CellStore } from "../store/cell-store.js";
import { answerQuestion } from "../understand/answer-question.js";
import type { QuestionRequest } from "../understand/classify-question.js";
import { understandCommand } from "../understand/understand-command.js";
import type { ConversationService, ConversationTurn } from "./conversation-service.js";
import { WorkflowError } from "./errors.js";
import { createWorkflowGraph } from "./graph.js";
import type { ReviewAnswer } from "./nodes/human-review-node.js";
import { checkpointFile, openCheckpointer } from "./open-checkpointer.js";
import { newRequestState, type WorkflowStateValue } from "./state.js";
import type { AnswerFunction, BuildPlanFunction, UnderstandFunction, WorkflowDependencies } from "./workflow-dependencies.js";
import { createWorkflowLog, type WorkflowLog } from "./workflow-log.js";

/** DESIGN §3: failed verifications go back to planning at most this many times in all. */
export const DEFAULT_MAX_PLAN_ATTEMPTS = 3;

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
  /** Default `<data-dir>/<cell>.checkpoints.sqlite`; ":memory:" keeps nothing. */
  checkpointFile?: string;
  /** Assembly cells: the interpreter context (`openAssemblyCellContext`); `snapshot` is then its motion graph. */
  assembly?: AssemblyCellContext;
  /** Another LangGraph checkpointer (the bench compares MemorySaver); overrides checkpointFile. */
  checkpointer?: BaseCheckpointSaver;
}

export interface WorkflowConversationService extends ConversationService {
  /** Today's JSONL log file. */
  logFile(): string;
}

export interface SendOptions {
  actor?: string;
  /** Assembly cells: strict mode for this request (overrides the cell file). */
  strict?: boolean;
  /** The review the caller answers: a reply to one already answered is a duplicate, ignored. */
  hitlId?: string;
}

/**
 * The conversation service on the LangGraph workflow: one thread per conversation in the SQLite
 * checkpointer, one request at a time per conversation, run events fanned out to subscribers.
 */
export function createWorkflowConversationService(options: WorkflowServiceOptions): WorkflowConversationService {
  const { snapshot, store, dataDir } = options;
  const cell = snapshot.data.cell;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const llm = options.llm === undefined ? createProviderFromEnv() : options.llm;
  const log = options.log ?? createWorkflowLog({ dir: join(dataDir, "logs"), cell, now });
  const listeners = new Set<(event: RunEvent) => void>();
  const fault = options.fault !== undefined ? options.fault : faultFromEnv();
  const timeScale = options.timeScale ?? (process.env.CELLPILOT_TIME_SCALE !== undefined ? Number(process.env.CELLPILOT_TIME_SCALE) : 1);
  let runController: AbortController | null = null;
  let running = false;
  listeners.add((event) => {
    if (event.type === "run-started") running = true;
    if (event.type === "run-finished") running = false;
  });

  const deps: WorkflowDependencies = {
    snapshot,
    store,
    dataDir,
    llm,
    understand:
      options.understand ??
      ((request) =>
        understandCommand({
          text: request.text, snapshot, robot: request.robot, context: request.context, llm, store,
          humanComments: request.humanComments, validationErrors: request.validationErrors,
          planAttempt: request.planAttempt, correlationId: request.correlationId,
        })),
    answer:
      options.answer ??
      (async (understanding, context) => answerQuestion((understanding.question ?? { kind: "help" }) as QuestionRequest, snapshot, store, { context, now: now() })),
    buildPlan: options.buildPlan ?? ((planSnapshot, state, goal) => buildPlan(planSnapshot, state, goal)),
    controller: options.controller ?? createSimulatedRobot({ moveSeconds: snapshot.data.moveSeconds, timeScale: Number.isFinite(timeScale) && timeScale >= 0 ? timeScale : 1, fault }),
    emit: (event) => listeners.forEach((listener) => listener(event)),
    runSignal: () => {
      runController = new AbortController();
      return runController.signal;
    },
    log,
    now,
    newId,
    maxPlanAttempts: options.maxPlanAttempts ?? (Number(process.env.MAX_PLAN_ATTEMPTS) || DEFAULT_MAX_PLAN_ATTEMPTS),
    assembly: options.assembly,
    fault,
  };
  const checkpointer = options.checkpointer ?? openCheckpointer(options.checkpointFile ?? checkpointFile(dataDir, cell));
  const graph = createWorkflowGraph(deps, checkpointer);
  const queues = new Map<string, Promise<unknown>>();
  const configOf = (conversationId: string) => ({ configurable: { thread_id: `${cell}:${conversationId}` } });

  async function waitingReview(conversationId: string): Promise<{ review: PendingReview | null; values: WorkflowStateValue }> {
    const snapshotOfThread = await graph.getState(configOf(conversationId));
    const values = snapshotOfThread.values as WorkflowStateValue;
    const waiting = snapshotOfThread.next.includes("humanReview") && values.pendingReview ? values.pendingReview : null;
    return { review: waiting, values };
  }

  async function handle(conversationId: string, text: string, sendOptions: SendOptions): Promise<ConversationTurn> {
    const config = configOf(conversationId);
    const { review, values } = await waitingReview(conversationId);
    const answered = sendOptions.hitlId ? values.hitlResults?.[sendOptions.hitlId] : undefined;
    if (sendOptions.hitlId && answered && review?.hitlId !== sendOptions.hitlId) {
      log.event("HITL_DUPLICATE_ATTEMPT", { threadId: conversationId, correlationId: values.correlationId, hitlId: sendOptions.hitlId, raw: text });
      return turn(conversationId, values, review, { kind: review ? "review" : "answer", reply: `Review ${sendOptions.hitlId} was already answered ("${answered.raw}"); this reply was ignored.` });
    }
    let result: Record<string, unknown>;
    if (review) {
      const answer: ReviewAnswer = { text, at: now().toISOString(), actor: sendOptions.actor ?? null };
      result = await graph.invoke(new Command({ resume: answer }), config);
    } else {
      const correlationId = newId();
      log.event("REQUEST_RECEIVED", { threadId: conversationId, correlationId, input: text.slice(0, 1000), actor: sendOptions.actor ?? null });
      result = await graph.invoke(newRequestState({ conversationId, operatorInput: text, correlationId, actor: sendOptions.actor ?? null, strict: sendOptions.strict ?? null }), config);
    }
    const state = result as unknown as WorkflowStateValue;
    const interrupted = Array.isArray(result.__interrupt__) && result.__interrupt__.length > 0;
    const pending = interrupted ? state.pendingReview : null;
    log.event("REQUEST_FINISHED", { threadId: conversationId, correlationId: state.correlationId, kind: interrupted ? "review" : state.outcome, runId: state.run?.runId ?? null });
    return turn(conversationId, state, pending, { kind: interrupted ? "review" : (state.outcome ?? "fallback"), reply: interrupted ? pending!.question : state.reply });
  }

  async function turn(conversationId: string, state: WorkflowStateValue, pending: PendingReview | null, head: Pick<ConversationTurn, "kind" | "reply">): Promise<ConversationTurn> {
    return {
      conversationId,
      correlationId: state.correlationId,
      ...head,
      ...(state.plan ? { plan: state.plan } : {}),
      pendingReview: pending,
      ...(state.run && head.kind === "run" ? { run: state.run } : {}),
      ...(options.assembly ? { interpretation: state.interpretation ?? null } : {}),
      state: await store.getState(),
    };
  }

  return {
    cell,
    send(conversationId, text, sendOptions = {}) {
      const previous = queues.get(conversationId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => handle(conversationId, typeof text === "string" ? text : String(text ?? ""), sendOptions as SendOptions));
      queues.set(conversationId, next);
      return next;
    },
    async getPendingReview(conversationId) {
      const { review } = await waitingReview(conversationId);
      return review && !isExpired(review, now()) ? review : null;
    },
    onRunEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stopRun() {
      if (!running || !runController || runController.signal.aborted) return false;
      runController.abort();
      return true;
    },
    logFile: () => log.file(),
    async close() {
      await Promise.allSettled([...queues.values()]);
      listeners.clear();
      if (!options.checkpointer) (checkpointer as unknown as { db?: { close(): void } }).db?.close();
    },
  };
}

function faultFromEnv(): FaultSpec | null {
  const parsed = parseFaultSpec(process.env.CELLPILOT_FAULT);
  if (!parsed.ok) throw new WorkflowError("BAD_FAULT", `CELLPILOT_FAULT: ${parsed.message}`);
  return parsed.fault;
}
