import { Command } from "@langchain/langgraph";
import type { NextNode, WorkflowNode } from "./graph.js";
import type { WorkflowStateUpdate } from "./state.js";

/** A routing decision: one of the successors graph.ts declares, and the state it hands over. */
export interface NextStep<From extends WorkflowNode> {
  goto: NextNode<From> & string;
  update?: WorkflowStateUpdate;
}

/**
 * A deciding node's way out, `const next = nextFrom("verifySteps")`, then
 * `return next({ goto: "executeRun", update })`. The compiler holds `goto` to the successors
 * graph.ts declares for the node (for all of them when a helper serves several), so the routing
 * read there is the routing that runs.
 */
export function nextFrom<From extends WorkflowNode>(..._nodes: From[]) {
  return (step: NextStep<From>): Command => new Command(step);
}
