import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { cellDatabaseFile } from "../../src/store/data-dir.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import {
  createWorkflowConversationService,
  type WorkflowConversationService,
} from "../../src/workflow/create-conversation-service.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

// Two conversation services, as two server processes would hold them: each its own store
// connection and its own data directory (logs), the shared state in the store's database.
const cluster = startPostgresCluster();
const url = "url" in cluster ? cluster.url : null;
const temps: Array<{ cleanup(): void }> = [];
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temps.forEach((temp) => temp.cleanup());
});
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";
const snapshot = loadGraphSnapshot("welding");

interface Replica {
  store: CellStore;
  service: WorkflowConversationService;
  close(): Promise<void>;
}

function replica(openStore: (dataDir: string) => CellStore, dataDir?: string): Replica {
  const temp = makeTempDir("cellpilot-replica-");
  temps.push(temp);
  const dir = dataDir ?? temp.dir;
  const store = openStore(dir);
  const service = createWorkflowConversationService({
    snapshot,
    store,
    dataDir: dir,
    llm: null,
    timeScale: 0,
    fault: null,
  });
  return {
    store,
    service,
    async close() {
      await service.close();
      await store.close();
    },
  };
}

let open: Replica[] = [];
afterEach(async () => {
  await Promise.all(open.map((each) => each.close()));
  open = [];
});

function describeSharedReviews(label: string, pair: () => [Replica, Replica]) {
  describe(label, () => {
    it("a review opened through one service is seen, approved and run once through the other", async () => {
      const [a, b] = pair();
      const opened = await a.service.send("c1", "weld at position 1 and 2");
      expect(opened.kind).toBe("review");
      const review = opened.pendingReview!;
      expect(await b.service.getPendingReview("c1")).toEqual(review);

      const approved = await b.service.send("c1", "yes", { hitlId: review.hitlId });
      expect(approved.kind).toBe("run");
      expect(approved.run?.status).toBe("completed");
      expect(approved.correlationId).toBe(opened.correlationId);
      expect(await a.service.getPendingReview("c1")).toBeNull();

      // The same approval sent again through the first service is a duplicate: nothing runs.
      const again = await a.service.send("c1", "yes", { hitlId: review.hitlId });
      expect(again.kind).not.toBe("run");
      expect(again.reply).toContain("already answered");
      expect(await a.store.countRuns()).toBe(1);
      expect(await b.store.countRuns()).toBe(1);
      expect((await a.store.getState()).current_position).toBe("Pos_2");

      // Both services read the whole conversation, whichever handled each turn.
      const transcript = await a.service.getTranscript("c1");
      expect(transcript?.filter((entry) => entry.role === "operator").map((entry) => entry.text)).toEqual([
        "weld at position 1 and 2",
        "yes",
        "yes",
      ]);
    });

    it("an unclear reply through the other service re-asks; the review stays answerable through the first", async () => {
      const [a, b] = pair();
      await a.service.send("c3", "weld at position 1");
      const unclear = await b.service.send("c3", "hmm");
      expect(unclear.kind).toBe("review");
      const asked = await a.service.getPendingReview("c3");
      expect(asked).not.toBeNull();
      const approved = await a.service.send("c3", "yes", { hitlId: asked!.hitlId });
      expect(approved.kind).toBe("run");
      expect(await b.store.countRuns()).toBe(1);
    });

    it("the same review approved through both services at once runs exactly once", async () => {
      const [a, b] = pair();
      const opened = await a.service.send("c2", "weld at position 1");
      const hitlId = opened.pendingReview!.hitlId;
      const answers = await Promise.all([
        a.service.send("c2", "yes", { hitlId }),
        b.service.send("c2", "yes", { hitlId }),
      ]);
      expect(answers.filter((answer) => answer.kind === "run")).toHaveLength(1);
      expect(answers.find((answer) => answer.kind !== "run")?.reply).toMatch(
        /already answered|being answered through another session/,
      );
      expect(await a.store.countRuns()).toBe(1);
      // The winner's last checkpoint may still be on its way to the database when its answer returns.
      await expect.poll(() => b.service.getPendingReview("c2"), { timeout: 15_000 }).toBeNull();
    });
  });
}

describeSharedReviews("SQLite (the default): two services on one data directory", () => {
  const shared = makeTempDir("cellpilot-shared-");
  temps.push(shared);
  const sqlite = (dir: string) =>
    openSqliteStore({ file: cellDatabaseFile(dir, "welding"), initialState: snapshot.data.initialState });
  open = [replica(sqlite, shared.dir), replica(sqlite, shared.dir)];
  return [open[0]!, open[1]!];
});

let schemaCounter = 0;
describe.skipIf(!url)(`PostgreSQL${skipReason}`, () => {
  describeSharedReviews("two services with separate data directories on one PostgreSQL", () => {
    const schema = `cellpilot_shared_${++schemaCounter}`;
    const postgres = () =>
      openPostgresStore({ connectionString: url!, schema, initialState: snapshot.data.initialState });
    open = [replica(postgres), replica(postgres)];
    return [open[0]!, open[1]!];
  });
});
