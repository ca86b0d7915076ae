import type { GraphQueries } from "./graph-queries.js";
import type { GraphSnapshot } from "./graph-snapshot.js";

type Async<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

/**
 * A cell's capabilities graph behind one interface, whatever stores it. The ten queries are
 * async because a backend may be a database; planning only ever uses `getSnapshot()`.
 */
export interface KnowledgeGraph extends Async<GraphQueries> {
  readonly backend: "embedded" | "neo4j";
  /** The current immutable snapshot, loaded once per graph version. */
  getSnapshot(): Promise<GraphSnapshot>;
  close(): Promise<void>;
}
