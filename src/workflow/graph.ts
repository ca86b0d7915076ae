import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { createAnswerQuestionNode } from "./nodes/answer-question-node.js";
import { createExecuteRunNode } from "./nodes/execute-run-node.js";
import { fallbackReply } from "./nodes/fallback-node.js";
import { createHumanReviewNode } from "./nodes/human-review-node.js";
import { createPlanSequenceNode } from "./nodes/plan-sequence-node.js";
import { createPrepareReviewNode } from "./nodes/prepare-review-node.js";
import { createRouteDecision, createRouteNode } from "./nodes/route-node.js";
import { createExecuteAssemblyNode } from "./nodes/execute-assembly-node.js";
import { createPlanAssemblyNode } from "./nodes/plan-assembly-node.js";
import { createVerifyAssemblyNode } from "./nodes/verify-assembly-node.js";
import { createVerifyStepsNode } from "./nodes/verify-steps-node.js";
import { WorkflowState } from "./state.js";
import { skipUntracedRunTrees } from "./untraced-run-context.js";
import type { WorkflowDependencies } from "./workflow-dependencies.js";

/**
 * The conversation workflow (DESIGN §1):
 *
 *   route ─question─▶ answerQuestion
 *     ├──unknown───▶ fallbackReply
 *     └──action────▶ planSequence ─(prepares review)▶ humanReview (interrupt) ─▶ verifySteps ─▶ executeRun
 *                        ▲  ▲            │ (no review needed) ─────────────────────▲   │ fail        │ stale
 *                        │  └── revision / clarification / selection ──────────────┘   │             │
 *                        └──────────── repair: validation_errors (MAX_PLAN_ATTEMPTS) ──┴─────────────┘
 *
 * planSequence prepares the review it asks for in its own step (one LangGraph step fewer per turn);
 * a review asked again goes humanReview → prepareReview → humanReview.
 * Assembly cells take planAssembly → prepareReview → humanReview → verifyAssembly → executeAssembly
 * (the sequence interpreter and compiler of src/assembly/ instead of the Sequence Builder).
 *
 * Node names are verbs, state keys nouns (LangGraph forbids a node named like a state key).
 */
/**
 * Where each node may go next: the whole routing, declared here. Nodes that decide return a
 * Command whose target the compiler holds to this list (`next-node.ts`); the others have fixed
 * edges. test/workflow/graph-routing.test.ts reads the compiled graph back against it.
 */
export const WORKFLOW_ROUTES = {
  route: ["answerQuestion", "fallbackReply", "planSequence", "planAssembly"],
  answerQuestion: [END],
  fallbackReply: [END],
  planSequence: ["humanReview", "verifySteps", "planSequence", "answerQuestion", "fallbackReply", END],
  prepareReview: ["humanReview"],
  humanReview: [
    "planSequence",
    "verifySteps",
    "planAssembly",
    "verifyAssembly",
    "route",
    "prepareReview",
    END,
  ],
  verifySteps: ["executeRun", "planSequence", "fallbackReply"],
  executeRun: ["planSequence", "fallbackReply", END],
  planAssembly: ["prepareReview", "verifyAssembly", END],
  verifyAssembly: ["executeAssembly", END],
  executeAssembly: [END],
} as const satisfies Record<string, readonly string[]>;

export type WorkflowNode = keyof typeof WORKFLOW_ROUTES;
/** The nodes (or END) that every node in `From` may hand over to. */
export type NextNode<From extends WorkflowNode> = {
  [Node in From]: (to: (typeof WORKFLOW_ROUTES)[Node][number]) => void;
}[From] extends (to: infer To) => void
  ? To
  : never;

const routes = <From extends WorkflowNode>(from: From) => ({ ends: [...WORKFLOW_ROUTES[from]] });

export function createWorkflowGraph(deps: WorkflowDependencies, checkpointer: BaseCheckpointSaver) {
  skipUntracedRunTrees();
  return new StateGraph(WorkflowState)
    .addNode("route", createRouteNode(deps))
    .addNode("answerQuestion", createAnswerQuestionNode(deps))
    .addNode("fallbackReply", fallbackReply)
    .addNode("planSequence", createPlanSequenceNode(deps), routes("planSequence"))
    .addNode("prepareReview", createPrepareReviewNode(deps))
    .addNode("humanReview", createHumanReviewNode(deps), routes("humanReview"))
    .addNode("verifySteps", createVerifyStepsNode(deps), routes("verifySteps"))
    .addNode("executeRun", createExecuteRunNode(deps), routes("executeRun"))
    .addNode("planAssembly", createPlanAssemblyNode(deps), routes("planAssembly"))
    .addNode("verifyAssembly", createVerifyAssemblyNode(deps), routes("verifyAssembly"))
    .addNode("executeAssembly", createExecuteAssemblyNode(deps))
    .addEdge(START, "route")
    .addConditionalEdges("route", createRouteDecision(deps), [...WORKFLOW_ROUTES.route])
    .addEdge("answerQuestion", END)
    .addEdge("fallbackReply", END)
    .addEdge("prepareReview", "humanReview")
    .addEdge("executeAssembly", END)
    .compile({ checkpointer });
}

export type WorkflowGraph = ReturnType<typeof createWorkflowGraph>;
