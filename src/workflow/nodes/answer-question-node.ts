import type { WorkflowDependencies } from "../workflow-dependencies.js";
import type { WorkflowStateUpdate, WorkflowStateValue } from "../state.js";

/** The question handler: a reply from the graph, the state and the history; nothing moves. */
export function createAnswerQuestionNode(deps: WorkflowDependencies) {
  return async function answerQuestion(state: WorkflowStateValue): Promise<WorkflowStateUpdate> {
    const answer = await deps.answer(state.understanding!, state.context ?? {});
    const reply = [state.reviewNote, answer.text].filter(Boolean).join(" ");
    return { outcome: "answer", reply, context: answer.contextUpdate ?? {} };
  };
}
