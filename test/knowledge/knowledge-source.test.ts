import { describe, expect, it } from "vitest";
import { KnowledgeError } from "../../src/knowledge/errors.js";
import type { KnowledgeGraph } from "../../src/knowledge/knowledge-graph.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import type { CypherRunner } from "../../src/knowledge/neo4j-graph.js";
import { openKnowledgeSource } from "../../src/knowledge/knowledge-source.js";
import { changingKnowledgeGraph } from "../fixtures/changing-knowledge-graph.js";

const NEO4J_ENV = { CELLPILOT_GRAPH: "neo4j", NEO4J_URI: "neo4j://graph.example:7687", NEO4J_PASSWORD: "x" };

/**
 * A source whose "driver" is a token that only counts how often it is opened and closed (the
 * graphs on it are in-process fakes of the KnowledgeGraph interface, so it is never queried).
 */
function countingSource(options: { failFirstOpen?: boolean } = {}) {
  const drivers: Array<{ closed: number }> = [];
  const opened: Array<{ cell: string; runner: CypherRunner; graph: KnowledgeGraph }> = [];
  let failures = options.failFirstOpen ? 1 : 0;
  const source = openKnowledgeSource({
    env: NEO4J_ENV,
    connect: () => {
      const driver = { closed: 0 };
      drivers.push(driver);
      return {
        run: async () => {
          throw new Error("the fake graphs never query the driver");
        },
        close: async () => {
          driver.closed++;
        },
      };
    },
    openGraph: (cell, runner) => {
      const { graph } = changingKnowledgeGraph(loadGraphSnapshot("welding"));
      const checked: KnowledgeGraph = {
        ...graph,
        getSnapshot: async () => {
          if (failures > 0) {
            failures--;
            throw new KnowledgeError("BACKEND_UNAVAILABLE", "cannot use Neo4j at neo4j://graph.example:7687");
          }
          return graph.getSnapshot();
        },
      };
      opened.push({ cell, runner, graph: checked });
      return checked;
    },
  });
  return { source, drivers, opened };
}

describe("one knowledge source per process", () => {
  it("opens ONE driver for every cell and request, one graph per cell, and closes the driver once", async () => {
    const { source, drivers, opened } = countingSource();
    expect(source.backend).toBe("neo4j");
    expect(drivers).toHaveLength(0); // nothing is opened before a cell asks
    const [welding, again, paint] = await Promise.all([
      source.graphOf("welding"),
      source.graphOf("welding"),
      source.graphOf("paintshop"),
    ]);
    expect(welding).toBe(again);
    expect(paint).not.toBe(welding);
    expect(drivers).toHaveLength(1);
    expect(opened.map((entry) => entry.cell).sort()).toEqual(["paintshop", "welding"]);
    // A graph's own close leaves the shared driver open for the others.
    await opened[0].runner.close();
    expect(drivers[0].closed).toBe(0);
    await source.close();
    await source.close();
    expect(drivers[0].closed).toBe(1);
    await expect(source.graphOf("welding")).rejects.toThrow(/closed/);
  });

  it("names a cell file by its cell: field, and keeps no graph that failed to open", async () => {
    const { source, drivers, opened } = countingSource({ failFirstOpen: true });
    await expect(source.graphOf("welding")).rejects.toThrow(/cannot use Neo4j/);
    const graph = await source.graphOf("cells/welding.cell.yaml");
    expect(await graph.getSnapshot()).toBe(loadGraphSnapshot("welding"));
    expect(opened.map((entry) => entry.cell)).toEqual(["welding", "welding"]);
    expect(drivers).toHaveLength(1);
    await source.close();
  });

  it("asks for NEO4J_URI when it starts, not at the first plan; embedded needs nothing", async () => {
    expect(() => openKnowledgeSource({ env: { CELLPILOT_GRAPH: "neo4j" } })).toThrow(/NEO4J_URI/);
    const embedded = openKnowledgeSource({ env: {} });
    expect(embedded.backend).toBe("embedded");
    expect(await (await embedded.graphOf("welding")).getSnapshot()).toBe(loadGraphSnapshot("welding"));
    await embedded.close();
  });
});
