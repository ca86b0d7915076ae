import { afterEach, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { cellDatabaseFile } from "../../src/store/data-dir.js";
import { createWorkflowConversationService } from "../../src/workflow/create-conversation-service.js";
import {
  changedWelding,
  changingKnowledgeGraph,
  weldingWithoutMove,
} from "../fixtures/changing-knowledge-graph.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const welding = loadGraphSnapshot("welding");
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The workflow over a real SQLite store, on a graph that is changed while it runs. */
function serviceOn(initial = welding) {
  const temp = makeTempDir("cellpilot-graph-change-");
  const store = openSqliteStore({
    file: cellDatabaseFile(temp.dir, "welding"),
    initialState: welding.data.initialState,
  });
  const knowledge = changingKnowledgeGraph(initial);
  const service = createWorkflowConversationService({
    snapshot: initial,
    graph: knowledge.graph,
    store,
    dataDir: temp.dir,
    llm: null,
    timeScale: 0,
    fault: null,
  });
  cleanups.push(
    temp.cleanup,
    () => store.close(),
    () => service.close(),
  );
  return { service, store, knowledge };
}

describe("a graph changed while the process runs reaches the next plan", () => {
  it("plans the next request on the changed graph: a move taken away is refused, given back it is planned", async () => {
    const { service, knowledge } = serviceOn();
    const before = await service.send("c1", "go to position 3");
    expect(before.kind).toBe("review");
    expect(before.plan?.steps.at(-1)?.target).toBe("Pos_3");
    await service.send("c1", "no");

    knowledge.change(weldingWithoutMove("Safe_Pos_3", "Pos_3"));
    const cut = await service.send("c1", "go to position 3");
    expect(cut.kind).not.toBe("review");
    expect(cut.plan).toBeUndefined();
    expect(cut.reply).toMatch(/Pos_3/);

    knowledge.change(welding);
    const restored = await service.send("c1", "go to position 3");
    expect(restored.kind).toBe("review");
    expect(restored.plan?.steps.at(-1)?.target).toBe("Pos_3");
    expect(knowledge.snapshotCalls).toBe(4); // one per request, the review answer included
  });

  it("verifies an approved plan on the graph as it is when approved: a move removed meanwhile never runs", async () => {
    const { service, store, knowledge } = serviceOn();
    const planned = await service.send("c1", "go to position 3");
    expect(planned.kind).toBe("review");
    knowledge.change(weldingWithoutMove("Safe_Pos_3", "Pos_3"));
    const approved = await service.send("c1", "yes", { hitlId: planned.pendingReview!.hitlId });
    expect(approved.kind).not.toBe("run");
    expect((await store.getState()).current_position).toBe("Home");
    expect(await store.countRuns()).toBe(0);
  });

  it("answers questions from the changed graph", async () => {
    const { service, knowledge } = serviceOn();
    const before = await service.send("c1", "where can you tack weld?");
    knowledge.change(
      changedWelding((data) => {
        data.supportedAt = data.supportedAt.filter(
          (edge) => !(edge.routine === "tack_weld" && edge.position === "Pos_2"),
        );
      }),
    );
    const after = await service.send("c1", "where can you tack weld?");
    expect([before.kind, after.kind]).toEqual(["answer", "answer"]);
    expect(before.reply).toMatch(/supported at Pos_1 and Pos_2/);
    expect(after.reply).toMatch(/supported at Pos_1 \(not [^)]*Pos_2/);
  });
});
