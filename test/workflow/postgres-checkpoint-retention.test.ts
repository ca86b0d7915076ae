import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { DEFAULT_CHECKPOINT_RETENTION } from "../../src/workflow/checkpoint-retention.js";
import { createWorkflowConversationService } from "../../src/workflow/create-conversation-service.js";
import { prunePostgresCheckpoints } from "../../src/workflow/prune-postgres-checkpoints.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const DAY = 86_400_000;
const cluster = startPostgresCluster();
const url = "url" in cluster ? cluster.url : null;
const temp = makeTempDir("cellpilot-pg-retention-");
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";
const snapshot = loadGraphSnapshot("welding");
let counter = 0;

/** A conversation service on a PostgreSQL store: its checkpoints go to the cell's schema. */
function service(schema: string) {
  const store = openPostgresStore({
    connectionString: url!,
    schema,
    initialState: snapshot.data.initialState,
  });
  const conversations = createWorkflowConversationService({
    snapshot,
    store,
    dataDir: temp.dir,
    llm: null,
    timeScale: 0,
    fault: null,
  });
  return {
    conversations,
    async close() {
      await conversations.close();
      await store.close();
    },
  };
}

async function withClient<T>(schema: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url!, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const threads = (schema: string) =>
  withClient(schema, async (client) =>
    (await client.query("SELECT DISTINCT thread_id FROM checkpoints ORDER BY thread_id")).rows.map(
      (row) => row.thread_id as string,
    ),
  );

describe.skipIf(!url)(`checkpoint retention on PostgreSQL${skipReason}`, () => {
  it("keeps the newest N finished conversations and every one waiting for a review; they carry on", async () => {
    const schema = `cellpilot_retention_${++counter}`;
    const first = service(schema);
    for (let index = 0; index < 4; index++)
      expect((await first.conversations.send(`done-${index}`, "where is the robot?")).kind).toBe("answer");
    expect((await first.conversations.send("waiting", "weld at position 1")).kind).toBe("review");
    for (let turn = 0; turn < 6; turn++) await first.conversations.send("done-3", "where is the robot?");
    await first.close();

    const removed = await withClient(schema, (client) =>
      prunePostgresCheckpoints(client, {
        ...DEFAULT_CHECKPOINT_RETENTION,
        maxConversations: 2,
        checkpointsPerConversation: 2,
      }),
    );
    expect(removed.removedConversations).toBe(2);
    expect(await threads(schema)).toEqual(["welding:done-2", "welding:done-3", "welding:waiting"]);
    const removedRows = await withClient(schema, async (client) => {
      const counts = await client.query(
        `SELECT (SELECT count(*) FROM checkpoint_blobs WHERE thread_id LIKE 'welding:done-0%') +
           (SELECT count(*) FROM checkpoint_writes WHERE thread_id LIKE 'welding:done-0%') AS n`,
      );
      return Number(counts.rows[0].n);
    });
    expect(removedRows).toBe(0);

    // A service opened afterwards (which prunes again with the defaults) resumes what was kept:
    // the trimmed conversation's whole transcript, and the waiting review.
    const second = service(schema);
    try {
      const transcript = await second.conversations.getTranscript("done-3");
      expect(transcript?.filter((entry) => entry.role === "operator")).toHaveLength(7);
      expect(await second.conversations.getPendingReview("waiting")).not.toBeNull();
      expect((await second.conversations.send("waiting", "no")).kind).toBe("cancelled");
      expect((await second.conversations.send("done-3", "weld at position 1")).kind).toBe("review");
    } finally {
      await second.close();
    }
  });

  it("removes every conversation older than N days, waiting or not", async () => {
    const schema = `cellpilot_retention_${++counter}`;
    const first = service(schema);
    await first.conversations.send("done", "where is the robot?");
    await first.conversations.send("waiting", "weld at position 1");
    await first.close();
    await withClient(schema, async (client) => {
      const prune = (at: number) =>
        prunePostgresCheckpoints(client, DEFAULT_CHECKPOINT_RETENTION, new Date(Date.now() + at * DAY));
      expect((await prune(29)).removedConversations).toBe(0);
      expect((await prune(31)).removedConversations).toBe(2);
      const left = await client.query(
        "SELECT (SELECT count(*) FROM checkpoints) + (SELECT count(*) FROM checkpoint_writes) + (SELECT count(*) FROM checkpoint_blobs) AS n",
      );
      expect(Number(left.rows[0].n)).toBe(0);
    });
  });
});
