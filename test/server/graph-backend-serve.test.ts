import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KnowledgeSource } from "../../src/knowledge/knowledge-source.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import type { StartedServer } from "../../src/server/start-server.js";
import { changingKnowledgeGraph, weldingWithoutMove } from "../fixtures/changing-knowledge-graph.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { postJson } from "./support/test-server.js";
import { startTwoCellServer } from "./support/two-cell-server.js";

const welding = loadGraphSnapshot("welding");
const knowledge = changingKnowledgeGraph(welding);
const asked: string[] = [];
let closed = 0;
/** The Neo4j backend as the server sees it: one source, one graph per graph cell, changed from outside. */
const source: KnowledgeSource = {
  backend: "neo4j",
  graphOf: async (cell) => {
    asked.push(cell);
    return knowledge.graph;
  },
  close: async () => {
    closed++;
  },
};
const temp = makeTempDir("cellpilot-graph-serve-");
let server: StartedServer;

beforeAll(async () => {
  server = await startTwoCellServer({ dataDir: temp.dir, knowledge: source });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  temp.cleanup();
});

const json = async (response: Promise<Response>) => (await response).json() as Promise<any>;

describe("serve on a graph that changes in its backend", () => {
  it("asks the source for graph cells only, once each, and leaves a source it was given open", () => {
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/welding\.cell\.yaml$/);
    expect(closed).toBe(0);
  });

  it("draws, plans and converses on the latest graph: a move taken away in the backend is gone at the next request", async () => {
    const conversationId = (await json(fetch(`${server.url}/api/conversations`, postJson({}))))
      .conversationId;
    const message = (text: string) =>
      json(fetch(`${server.url}/api/conversations/${conversationId}/messages`, postJson({ text })));
    const dryRun = () => json(fetch(`${server.url}/api/plan`, postJson({ text: "go to position 3" })));

    expect((await dryRun()).ok).toBe(true);
    expect((await message("go to position 3")).kind).toBe("review");
    await message("no");
    const before = await json(fetch(`${server.url}/api/cell`));

    const cut = weldingWithoutMove("Safe_Pos_3", "Pos_3");
    knowledge.change(cut);
    const after = await json(fetch(`${server.url}/api/cell`));
    expect(before.version).toBe(welding.version);
    expect(after.version).toBe(cut.version);
    expect(after.moves).toHaveLength(before.moves.length - 1);
    expect((await dryRun()).ok).toBe(false);
    const refused = await message("go to position 3");
    expect(refused.kind).not.toBe("review");
    expect(refused.plan).toBeUndefined();

    knowledge.change(welding);
    expect((await dryRun()).ok).toBe(true);
    expect((await message("go to position 3")).kind).toBe("review");
  });

  it("keeps the sandwich cell on its own file", async () => {
    const cell = await json(fetch(`${server.url}/api/cells/sandwich/cell`));
    expect(cell.kind).toBe("assembly");
    expect(asked.some((name) => name.includes("sandwich"))).toBe(false);
  });
});
