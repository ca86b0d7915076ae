import { KnowledgeError } from "../../../src/knowledge/errors.js";
import type { KnowledgeGraph } from "../../../src/knowledge/knowledge-graph.js";

/** Neo4j gone away, for the API contract's 503 answers: every read of the graph fails as the backend words it. */
export function createUnavailableGraph(): KnowledgeGraph {
  const fail = async (): Promise<never> => {
    throw new KnowledgeError(
      "BACKEND_UNAVAILABLE",
      "cannot use Neo4j at neo4j://127.0.0.1:1 as user 'neo4j': connect ECONNREFUSED (check NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD, or use the embedded graph: --graph embedded)",
    );
  };
  return {
    backend: "neo4j",
    getSnapshot: fail,
    close: async () => {},
    getAllPositions: fail,
    getAllTools: fail,
    getAllRoutines: fail,
    getToolLocations: fail,
    getAllowedMoves: fail,
    getSupportedPositions: fail,
    getRoutineByName: fail,
    getRoutineMetadata: fail,
    getShortestPath: fail,
    isMoveAllowed: fail,
  };
}
