import { resolveReplay } from "../../understand/replay/resolve-replay.js";
import { conversationHistory } from "../conversation-history.js";
import type { WorkflowDependencies } from "../workflow-dependencies.js";
import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";

/**
 * The router: understands the request (intent, goals) under its correlation id, and is the one
 * place a replay ("do that again") is found: by the understanding stage on graph cells, here on
 * assembly cells (they have no understanding stage; `planAssembly` prepares what it found).
 */
export function createRouteNode(deps: WorkflowDependencies) {
  return async function route(state: WorkflowStateValue): Promise<WorkflowStateUpdate> {
    if (deps.assembly) {
      // Assembly cells: every input goes to the sequence interpreter (it answers null for small talk).
      logRouted(deps, state, "action", { source: "assembly" });
      // Replays are found here for both kinds of cell: graph cells in the understanding below.
      const replay = await resolveReplay(
        state.operatorInput,
        conversationHistory(deps.store, state.lastRunId),
        { kind: "assembly" },
      );
      return { intent: "action", replay };
    }
    const robot = await deps.store.getState();
    const understanding = await deps.understand({
      text: state.operatorInput,
      robot: { position: robot.current_position, tool: robot.current_tool },
      context: state.context ?? {},
      humanComments: [],
      validationErrors: [],
      planAttempt: 0,
      correlationId: state.correlationId,
      lastRunId: state.lastRunId,
    });
    logRouted(deps, state, understanding.intent, {
      source: understanding.source,
      confidence: understanding.confidence,
    });
    return { understanding, intent: understanding.intent, context: understanding.contextUpdate ?? {} };
  };
}

/** The router's decision in the log, in the router output's shape (DESIGN §3). */
function logRouted(
  deps: Pick<WorkflowDependencies, "log">,
  state: WorkflowStateValue,
  intent: string,
  how: Record<string, unknown>,
): void {
  deps.log.event("ROUTED", {
    threadId: state.conversationId,
    correlationId: state.correlationId,
    router: {
      correlation_id: state.correlationId,
      operator_input: state.operatorInput,
      intent,
      plan_attempt: 0,
    },
    ...how,
  });
}

/** Where the router sends a request. */
export function createRouteDecision(deps: Pick<WorkflowDependencies, "assembly">) {
  return function routeAfterUnderstanding(
    state: WorkflowStateValue,
  ): "answerQuestion" | "fallbackReply" | "planSequence" | "planAssembly" {
    if (deps.assembly) return "planAssembly";
    if (state.intent === "question") return "answerQuestion";
    if (state.intent === "action") return "planSequence";
    return "fallbackReply";
  };
}
