import { snapshotQueries } from "./graph-queries.js";
import type { GraphSnapshot } from "./graph-snapshot.js";
import type { KnowledgeGraph } from "./knowledge-graph.js";

/** The default backend: an in-process graph built from a cell file. */
export function createEmbeddedGraph(snapshot: GraphSnapshot): KnowledgeGraph {
  const queries = snapshotQueries(snapshot);
  return {
    backend: "embedded",
    getSnapshot: async () => snapshot,
    close: async () => {},
    getAllPositions: async () => queries.getAllPositions(),
    getAllTools: async () => queries.getAllTools(),
    getAllRoutines: async () => queries.getAllRoutines(),
    getToolLocations: async () => queries.getToolLocations(),
    getAllowedMoves: async (position) => queries.getAllowedMoves(position),
    getSupportedPositions: async (routine) => queries.getSupportedPositions(routine),
    getRoutineByName: async (routine) => queries.getRoutineByName(routine),
    getRoutineMetadata: async (routine, position) => queries.getRoutineMetadata(routine, position),
    getShortestPath: async (from, to) => queries.getShortestPath(from, to),
    isMoveAllowed: async (from, to) => queries.isMoveAllowed(from, to),
  };
}
