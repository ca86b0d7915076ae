import type { Context } from "hono";
import type { PendingReview } from "../contracts/review.js";
import type { RobotState } from "../contracts/robot-state.js";
import type { ConversationTurn } from "../workflow/conversation-service.js";
import { startTurn } from "../workflow/start-turn.js";
import { clientAddress } from "./client-address.js";
import type { ReviewAuditEntry } from "./review-audit-log.js";
import type { ServerDependencies } from "./server-dependencies.js";

export interface ConverseInput {
  id: string;
  text: string;
  actor: string;
  /** When the input answers a review: the audit row's action and detail. */
  review: { pending: PendingReview; action: ReviewAuditEntry["action"]; detail: string | null } | null;
  options?: { hitlId?: string; strict?: boolean };
}

/** RFC 7240 `Prefer: respond-async`: the client does not wait for a run to end. */
function respondAsync(context: Context): boolean {
  return /\brespond-async\b/i.test(context.req.header("prefer") ?? "");
}

function failedTurn(
  id: string,
  started: ConversationTurn,
  error: Error,
  state: RobotState,
): ConversationTurn {
  process.stderr.write(`cellpilot serve: a run's request failed: ${error.stack ?? error.message}\n`);
  return {
    conversationId: id,
    correlationId: started.correlationId,
    kind: "fallback",
    reply: "The run's request failed on the server; see the server log and the run's history.",
    pendingReview: null,
    state,
  };
}

/**
 * Sends one input to the conversation (the workflow keeps the transcript in the conversation's
 * checkpoint) and, for a review answer, records the audit row. With `Prefer: respond-async` it answers once a run the input starts is under way;
 * the final turn then comes as a `conversation-turn` event.
 */
export async function converse(
  deps: ServerDependencies,
  context: Context,
  input: ConverseInput,
): Promise<ConversationTurn> {
  const { id } = input;
  const options = { actor: input.actor, ...input.options };
  let turn: ConversationTurn;
  if (respondAsync(context)) {
    const started = await startTurn(deps.conversations, id, input.text, options, () => deps.store.getState());
    turn = started.turn;
    // Nothing may escape from here (an unhandled rejection ends the process): when the store is
    // gone too, the failed turn shows the state last known.
    started.finished
      ?.catch(async (error: Error) =>
        failedTurn(id, turn, error, await deps.store.getState().catch(() => turn.state)),
      )
      .then((final) => deps.turnEvents.publish(final))
      .catch(() => undefined);
  } else turn = await deps.conversations.send(id, input.text, options);
  // A question answered while a review waits (or while its approved run goes on) did not settle
  // the review: only answers that did are audited as replies.
  const unsettled =
    input.review?.action === "reply" &&
    turn.kind === "answer" &&
    (await deps.conversations.getPendingReview(id))?.hitlId === input.review.pending.hitlId;
  if (input.review && !unsettled) {
    await deps.audit.record({
      conversation_id: id,
      hitl_id: input.review.pending.hitlId,
      action: input.review.action,
      detail: input.review.detail,
      actor: input.actor,
      client: clientAddress(context),
      outcome: turn.kind,
      run_id: turn.run?.runId ?? null,
    });
  }
  return turn;
}
