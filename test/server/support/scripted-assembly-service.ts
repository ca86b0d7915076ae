import { randomUUID } from "node:crypto";
import type { InterpretResult } from "../../../src/contracts/assembly.js";
import type { PendingReview } from "../../../src/contracts/review.js";
import { createInterpretContext } from "../../../src/assembly/create-interpret-context.js";
import { interpretAssembly } from "../../../src/assembly/interpret-assembly.js";
import { loadAssemblyCell } from "../../../src/assembly/load-assembly-cell.js";
import type { CellStore } from "../../../src/store/cell-store.js";
import type { ConversationService, RunEvent } from "../../../src/workflow/conversation-service.js";

/**
 * A stand-in conversation for the sandwich cell: the real deterministic interpreter, a review
 * before anything runs, and a run recorded in the history (no motion: the console only needs the
 * interpretation and the run summary).
 */
export function createScriptedAssemblyService(store: CellStore): ConversationService & { calls: string[] } {
  const cell = loadAssemblyCell("sandwich");
  const pending = new Map<string, { review: PendingReview; text: string; result: InterpretResult }>();
  const listeners = new Set<(event: RunEvent) => void>();
  const calls: string[] = [];
  return {
    cell: cell.name,
    calls,
    async send(conversationId, text) {
      calls.push(text);
      const base = { conversationId, correlationId: randomUUID(), state: await store.getState() };
      const waiting = pending.get(conversationId);
      if (waiting && text === "yes") {
        pending.delete(conversationId);
        const runId = randomUUID();
        await store.createRun({
          run_id: runId,
          operator_input: waiting.text,
          sequence_json: JSON.stringify(waiting.result.sequence),
          status: "running",
        });
        await store.updateRunStatus(runId, "completed");
        listeners.forEach((listener) =>
          listener({ type: "run-finished", runId, status: "completed", error: null }),
        );
        const run = {
          runId,
          status: "completed" as const,
          completedSteps: waiting.result.sequence.length,
          totalSteps: waiting.result.sequence.length,
          error: null,
        };
        return {
          ...base,
          kind: "run" as const,
          reply: "Built it.",
          run,
          interpretation: waiting.result,
          pendingReview: null,
        };
      }
      const result = await interpretAssembly(text, createInterpretContext(cell, { random: () => 0.42 }));
      if (!result || result.sequence.length === 0) {
        return {
          ...base,
          kind: "refused" as const,
          reply: result?.user_feedback ?? "Nothing to do.",
          interpretation: result,
        };
      }
      const now = new Date();
      const review: PendingReview = {
        version: 1,
        hitlId: randomUUID(),
        kind: "approval",
        source: "planner",
        reason: "needs_approval",
        originStepId: "interpret",
        returnTo: { node: "execute", mode: "continue" },
        expectedInput: "yes_no",
        question: `Build this (${result.sequence.length} instructions)?`,
        expiresAt: new Date(now.getTime() + 300_000).toISOString(),
        createdAt: now.toISOString(),
      };
      pending.set(conversationId, { review, text, result });
      return {
        ...base,
        kind: "review" as const,
        reply: result.interpretation,
        interpretation: result,
        pendingReview: review,
      };
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
    async close() {},
  };
}
