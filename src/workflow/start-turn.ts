import type { RobotState } from "../contracts/robot-state.js";
import type { ConversationService, ConversationTurn, RunEvent } from "./conversation-service.js";

export interface StartedTurn {
  /** The turn as soon as it is known: the whole turn, or — when a run started — "running". */
  turn: ConversationTurn;
  /** When a run started: the turn once the run has ended (its final reply); else null. */
  finished: Promise<ConversationTurn> | null;
}

type RunStarted = Extract<RunEvent, { type: "run-started" }>;

/**
 * Sends one input and returns as soon as a run it starts is under way, instead of when the run
 * ends: the run's progress streams as run events, and the final turn comes from `finished`. An
 * input that starts no run returns its whole turn. Works with any ConversationService whose
 * run-started events name the conversation.
 */
export async function startTurn(
  service: Pick<ConversationService, "send" | "onRunEvent">,
  conversationId: string,
  text: string,
  options: Parameters<ConversationService["send"]>[2],
  readState: () => Promise<RobotState>,
): Promise<StartedTurn> {
  let unsubscribe: () => void = () => undefined;
  const started = new Promise<RunStarted>((resolve) => {
    unsubscribe = service.onRunEvent((event) => {
      if (event.type === "run-started" && event.conversationId === conversationId) resolve(event);
    });
  });
  const finished = service.send(conversationId, text, options);
  finished.then(unsubscribe, unsubscribe);
  const first = await Promise.race([
    finished.then((turn) => ({ turn, event: null })),
    started.then((event) => ({ turn: null, event })),
  ]);
  if (first.turn) return { turn: first.turn, finished: null };
  const event = first.event!;
  const steps = `${event.totalSteps} step${event.totalSteps === 1 ? "" : "s"}`;
  return {
    turn: {
      conversationId,
      correlationId: event.correlationId,
      kind: "run",
      reply: `Running ${steps} (run ${event.runId}). Ask me anything meanwhile; Stop ends it after the current step.`,
      pendingReview: null,
      run: {
        runId: event.runId,
        status: "running",
        completedSteps: 0,
        totalSteps: event.totalSteps,
        error: null,
      },
      state: await readState(),
    },
    finished,
  };
}
