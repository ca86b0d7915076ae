import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { createAnswerQuestionNode } from "./nodes/answer-question-node.js";
import { createExecuteRunNode, EXECUTE_RUN_ENDS } from "./nodes/execute-run-node.js";
import { fallbackReply } from "./nodes/fallback-node.js";
import { createHumanReviewNode, HUMAN_REVIEW_ENDS } from "./nodes/human-review-node.js";
import { createPlanSequenceNode, PLAN_SEQUENCE_ENDS } from "./nodes/plan-sequence-node.js";
import { createPrepareReviewNode } from "./nodes/prepare-review-node.js";
import { createRouteDecision, createRouteNode } from "./nodes/route-node.js";
import { createExecuteAssemblyNode } from "./nodes/execute-assembly-node.js";
import { createPlanAssemblyNode, PLAN_ASSEMBLY_ENDS } from "./nodes/plan-assembly-node.js";
import { createVerifyAssemblyNode, VERIFY_ASSEMBLY_ENDS } from "./nodes/verify-assembly-node.js";
import { createVerifyStepsNode, VERIFY_STEPS_ENDS } from "./nodes/verify-steps-node.js";
import { WorkflowState } from "./state.js";
import { skipUntracedRunTrees } from "./untraced-run-context.js";
import type { WorkflowDependencies } from "./workflow-dependencies.js";

/**
 * The conversation workflow (DESIGN §1):
 *
 *   route ─question─▶ answerQuestion
 *     ├──unknown───▶ fallbackReply
 *     └──action────▶ planSequence ─▶ prepareReview ─▶ humanReview (interrupt) ─▶ verifySteps ─▶ executeRun
 *                        ▲  ▲            │ (no review needed) ─────────────────────▲   │ fail        │ stale
 *                        │  └── revision / clarification / selection ──────────────┘   │             │
 *                        └──────────── repair: validation_errors (MAX_PLAN_ATTEMPTS) ──┴─────────────┘
 *
 * Assembly cells take planAssembly → prepareReview → humanReview → verifyAssembly → executeAssembly
 * (the sequence interpreter and compiler of src/assembly/ instead of the Sequence Builder).
 *
 * Node names are verbs, state keys nouns (LangGraph forbids a node named like a state key).
 */
export function createWorkflowGraph(deps: WorkflowDependencies, checkpointer: BaseCheckpointSaver) {
  skipUntracedRunTrees();
  return new StateGraph(WorkflowState)
    .addNode("route", createRouteNode(deps))
    .addNode("answerQuestion", createAnswerQuestionNode(deps))
    .addNode("fallbackReply", fallbackReply)
    .addNode("planSequence", createPlanSequenceNode(deps), { ends: PLAN_SEQUENCE_ENDS })
    .addNode("prepareReview", createPrepareReviewNode(deps))
    .addNode("humanReview", createHumanReviewNode(deps), { ends: HUMAN_REVIEW_ENDS })
    .addNode("verifySteps", createVerifyStepsNode(deps), { ends: VERIFY_STEPS_ENDS })
    .addNode("executeRun", createExecuteRunNode(deps), { ends: EXECUTE_RUN_ENDS })
    .addNode("planAssembly", createPlanAssemblyNode(deps), { ends: PLAN_ASSEMBLY_ENDS })
    .addNode("verifyAssembly", createVerifyAssemblyNode(deps), { ends: VERIFY_ASSEMBLY_ENDS })
    .addNode("executeAssembly", createExecuteAssemblyNode(deps))
    .addEdge(START, "route")
    .addConditionalEdges("route", createRouteDecision(deps), [
      "answerQuestion",
      "fallbackReply",
      "planSequence",
      "planAssembly",
    ])
    .addEdge("executeAssembly", END)
    .addEdge("answerQuestion", END)
    .addEdge("fallbackReply", END)
    .addEdge("prepareReview", "humanReview")
    .compile({ checkpointer });
}

export type WorkflowGraph = ReturnType<typeof createWorkflowGraph>;
