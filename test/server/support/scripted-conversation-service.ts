import { randomUUID } from "node:crypto";
import type { ExecutableGoal, SequenceStep } from "../../../src/contracts/goal.js";
import type { PlanStep } from "../../../src/contracts/plan-step.js";
import type { PendingReview } from "../../../src/contracts/review.js";
import type { GraphSnapshot } from "../../../src/knowledge/graph-snapshot.js";
import { planAndVerify } from "../../../src/plan/plan-and-verify.js";
import { toSimulatedState } from "../../../src/contracts/robot-state.js";
import type { CellStore } from "../../../src/store/cell-store.js";
import type {
  ConversationService,
  ConversationTurn,
  PlannedWork,
  RunEvent,
} from "../../../src/workflow/conversation-service.js";

/**
 * A stand-in for the LangGraph workflow with a tiny scripted understanding, so the server and
 * console are tested before the real one exists. Planning, verification and the store are real;
 * execution walks the plan step by step, writes the run history and emits RunEvents.
 */
export interface ScriptedOptions {
  snapshot: GraphSnapshot;
  store: CellStore;
  stepDelayMs?: number;
}

interface Pending {
  review: PendingReview;
  input: string;
  steps: SequenceStep[];
  choices?: SequenceStep[][];
}

export interface ScriptedConversationService extends ConversationService {
  /** Every send, with the options the server passed (actor, strict). */
  readonly calls: Array<{ conversationId: string; text: string; options?: Record<string, unknown> }>;
}

function understand(text: string): SequenceStep[] | "ambiguous" | null {
  const lower = text.toLowerCase();
  const numbers = [...lower.matchAll(/\d+/g)].map((match) => match[0]);
  if (/\bweld\b/.test(lower) && numbers.length > 0) {
    return numbers.map((n) => ({ action: "routine", routine: "tack_weld", position: `Pos_${n}` }));
  }
  if (/safe position$/.test(lower)) return "ambiguous";
  if (/\bgo to\b/.test(lower) && numbers.length > 0)
    return numbers.map((n) => ({ action: "move", position: `Pos_${n}` }));
  return null;
}

export function createScriptedConversationService(options: ScriptedOptions): ScriptedConversationService {
  const { snapshot, store } = options;
  const listeners = new Set<(event: RunEvent) => void>();
  const pending = new Map<string, Pending>();
  const calls: ScriptedConversationService["calls"] = [];
  const emit = (event: RunEvent) => listeners.forEach((listener) => listener(event));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function plan(steps: SequenceStep[]): Promise<PlannedWork | string> {
    const state = await store.getState();
    const goal: ExecutableGoal = { goal: "sequence", steps };
    const result = planAndVerify(snapshot, toSimulatedState(state), goal);
    if (!result.ok) return result.error.message;
    const path = [
      state.current_position,
      ...result.steps.filter((s) => s.action === "move").map((s) => s.target),
    ];
    const toolChanges = result.steps.filter((s) => s.tool).map((s) => `${s.action_after} ${s.tool}`);
    return {
      goal,
      steps: result.steps,
      verification: result.verification,
      path,
      toolChanges,
      estimatedSeconds: result.steps.length,
      notes: result.notes,
    };
  }

  function review(kind: PendingReview["kind"], question: string, labels?: string[]): PendingReview {
    const now = new Date();
    return {
      version: 1,
      hitlId: randomUUID(),
      kind,
      source: "planner",
      reason: kind === "disambiguation" ? "disambiguation" : "needs_approval",
      originStepId: "plan",
      returnTo: { node: "verify", mode: "continue" },
      expectedInput: labels ? "single_choice" : "yes_no",
      question,
      ...(labels ? { options: labels.map((label, index) => ({ id: `option-${index + 1}`, label })) } : {}),
      expiresAt: new Date(now.getTime() + 300_000).toISOString(),
      createdAt: now.toISOString(),
    };
  }

  async function execute(input: string, steps: PlanStep[]) {
    const runId = randomUUID();
    await store.createRun({
      run_id: runId,
      operator_input: input,
      sequence_json: JSON.stringify(steps),
      status: "running",
    });
    emit({
      type: "run-started",
      runId,
      cell: snapshot.data.cell,
      totalSteps: steps.length,
      correlationId: runId,
    });
    for (const [stepIndex, step] of steps.entries()) {
      const position = step.action === "move" ? step.target : (step.position ?? "");
      const stepId = await store.addStep(runId, { position, action: step.action, state: "running" });
      emit({ type: "run-step-started", runId, stepIndex, step });
      if (options.stepDelayMs) await sleep(options.stepDelayMs);
      if (step.action === "move") await store.updatePosition(step.target);
      if (step.action_after === "attach_tool" && step.tool) await store.updateTool(step.tool);
      if (step.action_after === "release_tool") await store.updateTool("none");
      await store.updateStepState(stepId, "completed");
      emit({ type: "run-step-completed", runId, stepIndex, step, state: await store.getState() });
    }
    await store.updateRunStatus(runId, "completed");
    emit({ type: "run-finished", runId, status: "completed", error: null });
    return {
      runId,
      status: "completed" as const,
      completedSteps: steps.length,
      totalSteps: steps.length,
      error: null,
    };
  }

  async function offerPlan(
    conversationId: string,
    input: string,
    steps: SequenceStep[],
  ): Promise<Omit<ConversationTurn, "conversationId" | "correlationId" | "state">> {
    const planned = await plan(steps);
    if (typeof planned === "string") return { kind: "refused", reply: planned };
    const pendingReview = review("approval", `Run these ${planned.steps.length} steps?`);
    pending.set(conversationId, { review: pendingReview, input, steps });
    return {
      kind: "review",
      reply: `I planned ${planned.steps.length} steps. ${pendingReview.question}`,
      plan: planned,
      pendingReview,
    };
  }

  async function answer(
    conversationId: string,
    text: string,
  ): Promise<Omit<ConversationTurn, "conversationId" | "correlationId" | "state">> {
    const waiting = pending.get(conversationId);
    const lower = text.toLowerCase().trim();
    if (waiting?.choices) {
      const choice = waiting.choices[Number(lower) - 1];
      if (choice) return offerPlan(conversationId, waiting.input, choice);
      return { kind: "review", reply: "Please choose one of the options.", pendingReview: waiting.review };
    }
    if (waiting) {
      if (lower === "cancel") {
        pending.delete(conversationId);
        return { kind: "cancelled", reply: "Cancelled; nothing ran." };
      }
      const skip = /^yes, but skip position (\d+)/.exec(lower);
      if (skip) {
        const steps = waiting.steps.filter(
          (step) => !("position" in step && step.position === `Pos_${skip[1]}`),
        );
        return offerPlan(conversationId, `${waiting.input} (${text})`, steps);
      }
      if (lower === "yes") {
        pending.delete(conversationId);
        const planned = await plan(waiting.steps);
        if (typeof planned === "string") return { kind: "refused", reply: planned };
        const run = await execute(waiting.input, planned.steps);
        return {
          kind: "run",
          reply: `Done: ${run.completedSteps} steps completed.`,
          plan: planned,
          run,
          pendingReview: null,
        };
      }
    }
    const replay = /^replay run (\S+)$/.exec(text);
    if (replay) {
      const run = await store.getRun(replay[1]);
      return run ? answer(conversationId, run.operator_input) : { kind: "refused", reply: "no such run" };
    }
    const understood = understand(text);
    if (understood === "ambiguous") {
      const labels = ["Safe_Pos_1", "Safe_Pos_2", "Safe_Pos_3"];
      const pendingReview = review("disambiguation", "Which safe position do you mean?", labels);
      pending.set(conversationId, {
        review: pendingReview,
        input: text,
        steps: [],
        choices: labels.map((position) => [{ action: "move", position }]),
      });
      return { kind: "review", reply: pendingReview.question, pendingReview };
    }
    if (understood) return offerPlan(conversationId, text, understood);
    return { kind: "fallback", reply: `I did not understand '${text}'. Try "weld at position 1 and 2".` };
  }

  return {
    cell: snapshot.data.cell,
    calls,
    async send(conversationId, text, sendOptions) {
      calls.push({ conversationId, text, options: sendOptions as Record<string, unknown> | undefined });
      const turn = await answer(conversationId, text);
      return { conversationId, correlationId: randomUUID(), ...turn, state: await store.getState() };
    },
    async getPendingReview(conversationId) {
      return pending.get(conversationId)?.review ?? null;
    },
    stopRun() {
      return false; // scripted runs finish on their own
    },
    onRunEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
