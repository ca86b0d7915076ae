import { MemorySaver } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { createWorkflowGraph, WORKFLOW_ROUTES } from "../../src/workflow/graph.js";
import { nextFrom } from "../../src/workflow/next-node.js";
import type { WorkflowDependencies } from "../../src/workflow/workflow-dependencies.js";

/** The routing as DESIGN §1 draws it: each node's possible next nodes ("__end__" ends the turn). */
const ROUTING: Record<string, string[]> = {
  __start__: ["route"],
  route: ["answerQuestion", "fallbackReply", "planAssembly", "planSequence"],
  answerQuestion: ["__end__"],
  fallbackReply: ["__end__"],
  planSequence: ["__end__", "answerQuestion", "fallbackReply", "humanReview", "planSequence", "verifySteps"],
  prepareReview: ["humanReview"],
  humanReview: [
    "__end__",
    "planAssembly",
    "planSequence",
    "prepareReview",
    "route",
    "verifyAssembly",
    "verifySteps",
  ],
  verifySteps: ["executeRun", "fallbackReply", "planSequence"],
  executeRun: ["__end__", "fallbackReply", "planSequence"],
  planAssembly: ["__end__", "prepareReview", "verifyAssembly"],
  verifyAssembly: ["__end__", "executeAssembly"],
  executeAssembly: ["__end__"],
};

function successorsOf(edges: Array<{ source: string; target: string }>): Record<string, string[]> {
  const successors: Record<string, string[]> = {};
  for (const { source, target } of edges) (successors[source] ??= []).push(target);
  for (const targets of Object.values(successors)) targets.sort();
  return successors;
}

describe("the workflow's routing, declared in graph.ts", () => {
  it("the compiled graph has exactly the declared successors for every node", () => {
    // Building the graph runs no node: only what the node factories read up front is needed.
    const deps = { snapshot: loadGraphSnapshot("welding") } as WorkflowDependencies;
    const drawn = createWorkflowGraph(deps, new MemorySaver()).getGraph();
    expect(successorsOf(drawn.edges)).toEqual(ROUTING);
  });

  it("the declaration the nodes are typed against is the same routing", () => {
    const declared = Object.fromEntries(
      Object.entries(WORKFLOW_ROUTES).map(([node, next]) => [node, [...next].sort()]),
    );
    expect({ __start__: ["route"], ...declared }).toEqual(ROUTING);
  });

  it("a node cannot hand over to a node graph.ts does not list for it", () => {
    const fromPlanning = nextFrom("planSequence");
    // @ts-expect-error executeRun is not one of planSequence's successors
    const command = fromPlanning({ goto: "executeRun" });
    expect(command.goto).toEqual(["executeRun"]);
  });
});
