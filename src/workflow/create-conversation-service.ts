import { maxPlanAttempts } from "../plan/repair-loop.js";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Command } from "@langchain/langgraph";
import type Database from "better-sqlite3";
import type { PendingReview } from "../contracts/review.js";
import { faultNeverFires } from "../execute/fault-injection.js";
import { reconcileControllerState } from "../execute/reconcile-controller-state.js";
import type { RunEvent } from "../execute/run-event.js";
import { createSimulatedRobot, SIMULATOR_HEALTH } from "../execute/simulated-robot.js";
import { DEFAULT_STOP_MODE, type StopMode } from "../execute/stop-mode.js";
import { createProviderFromEnv } from "../llm/provider-from-env.js";
import { buildPlan } from "../plan/build-plan.js";
import { isExpired } from "../review/create-pending-review.js";
import { answerQuestion } from "../understand/answer-question.js";
import type { QuestionRequest } from "../understand/classify-question.js";
import { understandCommand } from "../understand/understand-command.js";
import { answerDuringRun, type ActiveRun } from "./answer-during-run.js";
import type { ConversationTurn } from "./conversation-service.js";
import { conversationHistory } from "./conversation-history.js";
import { WorkflowError } from "./errors.js";
import { faultFromEnv } from "./fault-from-env.js";
import { timeScaleFromEnv } from "./time-scale-from-env.js";
import { cellEntry, type TranscriptEntry } from "./conversation-transcript.js";
import { createWorkflowGraph } from "./graph.js";
import type { ReviewAnswer } from "./nodes/human-review-node.js";
import { checkpointDurability, checkpointFile, openCellCheckpointer } from "./open-checkpointer.js";
import { requestSnapshots } from "./request-snapshots.js";
import { newRequestState, type WorkflowStateValue } from "./state.js";
import { sqliteTranscriptLog, stateTranscriptLog, type TranscriptLog } from "./transcript-log.js";
import type { WorkflowDependencies } from "./workflow-dependencies.js";
import type {
  SendOptions,
  WorkflowConversationService,
  WorkflowServiceOptions,
} from "./workflow-service-options.js";
import { createWorkflowLog } from "./workflow-log.js";

export type {
  SendOptions,
  WorkflowConversationService,
  WorkflowServiceOptions,
} from "./workflow-service-options.js";

/**
 * The conversation service on the LangGraph workflow: one thread per conversation in the cell's
 * checkpointer (beside its store), one request at a time per conversation, run events fanned out to subscribers.
 */
export function createWorkflowConversationService(
  options: WorkflowServiceOptions,
): WorkflowConversationService {
  const { snapshot, store, dataDir } = options;
  const snapshots = requestSnapshots(snapshot, options.graph);
  const cell = snapshot.data.cell;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const llm = options.llm === undefined ? createProviderFromEnv() : options.llm;
  const log = options.log ?? createWorkflowLog({ dir: join(dataDir, "logs"), cell, now });
  const listeners = new Set<(event: RunEvent) => void>();
  const fault = options.fault !== undefined ? options.fault : faultFromEnv();
  const neverFires = faultNeverFires(fault, [...snapshot.positions.keys()]);
  if (neverFires) throw new WorkflowError("BAD_FAULT", neverFires);
  const timeScale = options.timeScale ?? timeScaleFromEnv();
  let runController: AbortController | null = null;
  let stopAfterStepRequested = false;
  let activeRun: ActiveRun | null = null;
  // Which conversation's request is running (each request runs inside its own store), so the
  // run's events can name the conversation that started it.
  const requestConversation = new AsyncLocalStorage<string>();
  listeners.add((event) => {
    if (event.type === "run-started")
      activeRun = {
        runId: event.runId,
        conversationId: event.conversationId ?? null,
        totalSteps: event.totalSteps,
        completedSteps: 0,
      };
    if (event.type === "run-step-completed" && activeRun) activeRun.completedSteps = event.stepIndex + 1;
    if (event.type === "run-finished") activeRun = null;
  });

  const controller =
    options.controller ??
    createSimulatedRobot({
      moveSeconds: snapshot.data.moveSeconds,
      timeScale,
      fault,
    });
  let lastHealthCheck = 0;

  const deps: WorkflowDependencies = {
    get snapshot() {
      return snapshots.current();
    },
    store,
    dataDir,
    llm,
    understand:
      options.understand ??
      ((request) =>
        understandCommand({
          text: request.text,
          snapshot: snapshots.current(),
          robot: request.robot,
          context: request.context,
          llm,
          // "do that again" means this conversation's last run, never another conversation's
          store: conversationHistory(store, request.lastRunId),
          humanComments: request.humanComments,
          validationErrors: request.validationErrors,
          planAttempt: request.planAttempt,
          correlationId: request.correlationId,
        })),
    answer:
      options.answer ??
      (async (understanding, context) =>
        answerQuestion(
          (understanding.question ?? { kind: "help" }) as QuestionRequest,
          snapshots.current(),
          store,
          {
            context,
            now: now(),
          },
        )),
    buildPlan: options.buildPlan ?? ((planSnapshot, state, goal) => buildPlan(planSnapshot, state, goal)),
    controller,
    emit: (event) => {
      const conversationId = requestConversation.getStore();
      const tagged = event.type === "run-started" && conversationId ? { ...event, conversationId } : event;
      listeners.forEach((listener) => listener(tagged));
    },
    runSignal: () => {
      runController = new AbortController();
      stopAfterStepRequested = false;
      return runController.signal;
    },
    stopAfterStep: () => stopAfterStepRequested,
    log,
    now,
    newId,
    maxPlanAttempts: options.maxPlanAttempts ?? maxPlanAttempts(),
    assembly: options.assembly,
    fault,
  };
  const ownCheckpointer = options.checkpointer
    ? null
    : options.checkpointFile
      ? openCellCheckpointer({ backend: "sqlite", file: options.checkpointFile }, options.checkpointFile)
      : openCellCheckpointer(store.location, checkpointFile(dataDir, cell));
  const checkpointer = options.checkpointer ?? ownCheckpointer!.saver;
  const graph = createWorkflowGraph(deps, checkpointer);
  const checkpointDb = (checkpointer as unknown as { db?: Database.Database }).db;
  const transcripts: TranscriptLog = checkpointDb
    ? sqliteTranscriptLog(checkpointDb, graph)
    : stateTranscriptLog(graph);
  const queues = new Map<string, Promise<unknown>>();
  /** Transcript entries of inputs answered during a run, until the run's request records them. */
  const answeredDuringRun = new Map<string, TranscriptEntry[]>();
  const durability = options.durability ?? checkpointDurability();
  const configOf = (conversationId: string) => ({ configurable: { thread_id: `${cell}:${conversationId}` } });

  async function waitingReview(
    conversationId: string,
  ): Promise<{ review: PendingReview | null; values: WorkflowStateValue; checkpointId: string | null }> {
    const snapshotOfThread = await graph.getState(configOf(conversationId));
    const values = snapshotOfThread.values as WorkflowStateValue;
    const waiting =
      snapshotOfThread.next.includes("humanReview") && values.pendingReview ? values.pendingReview : null;
    const checkpointId = (snapshotOfThread.config?.configurable?.checkpoint_id as string | undefined) ?? null;
    return { review: waiting, values, checkpointId };
  }

  /** One input and its reply, appended to the conversation's transcript. */
  async function handleAndRecord(conversationId: string, text: string, sendOptions: SendOptions) {
    const operator: TranscriptEntry = { role: "operator", text, at: now().toISOString() };
    const result = await handle(conversationId, text, sendOptions);
    const duringRun = answeredDuringRun.get(conversationId) ?? []; // between the command and its result
    answeredDuringRun.delete(conversationId);
    await transcripts.append(
      configOf(conversationId).configurable.thread_id,
      [operator, ...duringRun, cellEntry(result, now().toISOString())],
      result.pendingReview != null,
    );
    await listReviewWaiting(conversationId, result.pendingReview);
    return result;
  }

  /**
   * Keeps the cell store's list of reviews waiting (the site overview on every replica reads it)
   * in step with this conversation. The checkpoint stays the truth about the review; a store that
   * cannot take the row leaves the overview a turn behind, never the turn failed.
   */
  async function listReviewWaiting(conversationId: string, review: PendingReview | null | undefined) {
    const row = review
      ? {
          hitl_id: review.hitlId,
          kind: review.kind,
          question: review.question,
          expires_at: review.expiresAt,
        }
      : null;
    await store.setPendingReview(conversationId, row).catch(() => undefined);
  }

  async function handle(
    conversationId: string,
    text: string,
    sendOptions: SendOptions,
  ): Promise<ConversationTurn> {
    const config = { ...configOf(conversationId), durability };
    const { review, values, checkpointId } = await waitingReview(conversationId);
    const answered = sendOptions.hitlId ? values.hitlResults?.[sendOptions.hitlId] : undefined;
    if (sendOptions.hitlId && answered && review?.hitlId !== sendOptions.hitlId) {
      log.event("HITL_DUPLICATE_ATTEMPT", {
        threadId: conversationId,
        correlationId: values.correlationId,
        hitlId: sendOptions.hitlId,
        raw: text,
      });
      return turn(conversationId, values, review, {
        kind: review ? "review" : "answer",
        reply: `Review ${sendOptions.hitlId} was already answered ("${answered.raw}"); this reply was ignored.`,
      });
    }
    let result: Record<string, unknown>;
    let notice: string | null = null;
    // Another process on the same store may be answering this very review now: one answer wins.
    if (review && !(await store.claimReviewAnswer(`${cell}:${conversationId}:${checkpointId}`))) {
      log.event("HITL_DUPLICATE_ATTEMPT", {
        threadId: conversationId,
        correlationId: values.correlationId,
        hitlId: review.hitlId,
        raw: text,
      });
      return turn(conversationId, values, null, {
        kind: "answer",
        reply: `Review ${review.hitlId} is being answered through another session; this reply was ignored.`,
      });
    }
    if (review) {
      await listReviewWaiting(conversationId, null); // answered now, though its run may go on a while
      const answer: ReviewAnswer = { text, at: now().toISOString(), actor: sendOptions.actor ?? null };
      result = await graph.invoke(new Command({ resume: answer }), config);
    } else {
      const correlationId = newId();
      log.event("REQUEST_RECEIVED", {
        threadId: conversationId,
        correlationId,
        input: text.slice(0, 1000),
        actor: sendOptions.actor ?? null,
      });
      notice = await controllerNotice({ threadId: conversationId, correlationId });
      result = await graph.invoke(
        newRequestState({
          conversationId,
          operatorInput: text,
          correlationId,
          actor: sendOptions.actor ?? null,
          strict: sendOptions.strict ?? null,
        }),
        config,
      );
    }
    const state = result as unknown as WorkflowStateValue;
    const interrupted = Array.isArray(result.__interrupt__) && result.__interrupt__.length > 0;
    const pending = interrupted ? state.pendingReview : null;
    log.event("REQUEST_FINISHED", {
      threadId: conversationId,
      correlationId: state.correlationId,
      kind: interrupted ? "review" : state.outcome,
      runId: state.run?.runId ?? null,
    });
    const reply = interrupted ? pending!.question : state.reply;
    return turn(conversationId, state, pending, {
      kind: interrupted ? "review" : (state.outcome ?? "fallback"),
      reply: notice ? `${notice}\n${reply}` : reply,
    });
  }

  /** A new request starts from the controller's state: the store is corrected first, and the operator told. */
  async function controllerNotice(ids: { threadId: string; correlationId: string }): Promise<string | null> {
    const result = await reconcileControllerState(store, controller);
    if (result.kind === "corrected") {
      log.event("STATE_RECONCILED", { ...ids, from: result.from, to: result.to });
      return result.message;
    }
    if (result.kind === "unreachable") {
      log.event("CONTROLLER_UNREACHABLE", { ...ids, message: result.message });
      return `${result.message}; planning from the recorded state, and nothing runs until the controller answers.`;
    }
    return null;
  }

  async function turn(
    conversationId: string,
    state: WorkflowStateValue,
    pending: PendingReview | null,
    head: Pick<ConversationTurn, "kind" | "reply">,
  ): Promise<ConversationTurn> {
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

  /** An input while this conversation's own run goes on: answered at once, never queued behind the run. */
  async function duringRun(conversationId: string, text: string, run: ActiveRun): Promise<ConversationTurn> {
    const { values } = await waitingReview(conversationId);
    const correlationId = newId();
    const answered = await answerDuringRun(deps, {
      text,
      run,
      context: values.context ?? {},
      lastRunId: values.lastRunId ?? null,
      correlationId,
    });
    log.event("REQUEST_DURING_RUN", {
      threadId: conversationId,
      correlationId,
      runId: run.runId,
      kind: answered.kind,
    });
    const turn: ConversationTurn = {
      conversationId,
      correlationId,
      ...answered,
      pendingReview: null,
      state: await store.getState(),
    };
    const entries = answeredDuringRun.get(conversationId) ?? [];
    entries.push({ role: "operator", text, at: now().toISOString() }, cellEntry(turn, now().toISOString()));
    answeredDuringRun.set(conversationId, entries);
    return turn;
  }

  return {
    cell,
    send(conversationId, text, sendOptions = {}) {
      const input = typeof text === "string" ? text : String(text ?? "");
      if (activeRun && activeRun.conversationId === conversationId)
        return duringRun(conversationId, input, activeRun);
      const previous = queues.get(conversationId) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(() =>
          requestConversation.run(conversationId, () =>
            snapshots.within(() => handleAndRecord(conversationId, input, sendOptions as SendOptions)),
          ),
        );
      queues.set(conversationId, next);
      return next;
    },
    async getPendingReview(conversationId) {
      const { review } = await waitingReview(conversationId);
      return review && !isExpired(review, now()) ? review : null;
    },
    async getTranscript(conversationId) {
      return transcripts.read(configOf(conversationId).configurable.thread_id);
    },
    onRunEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stopRun(mode: StopMode = DEFAULT_STOP_MODE) {
      if (!activeRun || !runController || runController.signal.aborted) return false;
      if (mode === "now") runController.abort();
      else stopAfterStepRequested = true;
      return true;
    },
    logFile: () => log.file(),
    async controllerHealth() {
      const health = controller.health?.() ?? SIMULATOR_HEALTH;
      if (health.connected || !controller.readState || activeRun || Date.now() - lastHealthCheck < 5000)
        return health;
      lastHealthCheck = Date.now();
      await controller.readState().catch(() => undefined);
      return controller.health?.() ?? health;
    },
    async close() {
      await Promise.allSettled([...queues.values()]);
      listeners.clear();
      await ownCheckpointer?.close();
    },
  };
}
