import { AsyncLocalStorage } from "node:async_hooks";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { KnowledgeGraph } from "../knowledge/knowledge-graph.js";

/** Which graph snapshot the workflow plans on, request by request. */
export interface RequestSnapshots {
  /** The snapshot of the request in progress; outside a request, the latest one. */
  current(): GraphSnapshot;
  /** Runs one request on the graph's latest snapshot (the version check decides whether it reloads). */
  within<T>(request: () => Promise<T>): Promise<T>;
}

/**
 * With a graph that can change under a running process (Neo4j), each request asks it for its
 * latest snapshot, so a change made there reaches the next plan; the request keeps that snapshot
 * to its end, so a run is executed on the graph it was planned and verified on, whatever other
 * conversations load meanwhile. Without a graph the snapshot never changes.
 */
export function requestSnapshots(initial: GraphSnapshot, graph?: KnowledgeGraph | null): RequestSnapshots {
  let latest = initial;
  const ofRequest = new AsyncLocalStorage<GraphSnapshot>();
  return {
    current: () => ofRequest.getStore() ?? latest,
    async within(request) {
      if (!graph) return request();
      const snapshot = await graph.getSnapshot();
      latest = snapshot;
      return ofRequest.run(snapshot, request);
    },
  };
}
