import type { ConversationContext } from "../understand/conversation-context.js";
import type { WorkflowDependencies } from "./workflow-dependencies.js";

/** The run a conversation's request has going, as the service tracks it from the run events. */
export interface ActiveRun {
  runId: string;
  conversationId: string | null;
  totalSteps: number;
  completedSteps: number;
}

/**
 * An input that arrives while this conversation's run goes on: the run is not waited for. A
 * question ("where is the robot?") is answered from the live state; anything else would start
 * work on a busy cell, so it is declined with what the operator can do instead. Nothing here is
 * checkpointed: the conversation's thread is still inside its run.
 */
export async function answerDuringRun(
  deps: Pick<WorkflowDependencies, "understand" | "answer" | "store" | "assembly">,
  input: {
    text: string;
    run: ActiveRun;
    context: ConversationContext;
    lastRunId: string | null;
    correlationId: string;
  },
): Promise<{ kind: "answer" | "refused"; reply: string }> {
  const { run } = input;
  const progress = `run ${run.runId} is in progress (${run.completedSteps} of ${run.totalSteps} steps done)`;
  if (!deps.assembly) {
    const robot = await deps.store.getState();
    const understanding = await deps.understand({
      text: input.text,
      robot: { position: robot.current_position, tool: robot.current_tool },
      context: input.context,
      humanComments: [],
      validationErrors: [],
      planAttempt: 0,
      correlationId: input.correlationId,
      lastRunId: input.lastRunId,
    });
    if (understanding.intent === "question") {
      const answer = await deps.answer(understanding, input.context);
      return { kind: "answer", reply: answer.text };
    }
  }
  return {
    kind: "refused",
    reply: `Nothing new was started: ${progress}. Ask me anything meanwhile, or stop it (after this step, or now); then give the command again.`,
  };
}
