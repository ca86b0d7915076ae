import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkpointRetentionFromEnv,
  DEFAULT_CHECKPOINT_RETENTION,
  pruneCheckpoints,
  pruneCheckpointsWhenDue,
  PRUNE_INTERVAL_MS,
} from "../../src/workflow/checkpoint-retention.js";
import { checkpointFile, openCheckpointer } from "../../src/workflow/open-checkpointer.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

const DAY = 86_400_000;
let harness: Harness | undefined;
let temp: ReturnType<typeof makeTempDir> | undefined;
afterEach(async () => {
  await harness?.close();
  temp?.cleanup();
  harness = temp = undefined;
});

/** Conversations in a real checkpoint file: `finished` answered questions, one review waiting. */
async function conversations(finished: number) {
  temp = makeTempDir("cellpilot-retention-");
  harness = createHarness({ dir: temp.dir });
  for (let index = 0; index < finished; index++)
    expect((await harness.service.send(`done-${index}`, "where is the robot?")).kind).toBe("answer");
  expect((await harness.service.send("waiting", "weld at position 1")).kind).toBe("review");
  await harness.service.close();
  return checkpointFile(temp.dir, "welding");
}

function threads(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("SELECT DISTINCT thread_id FROM checkpoints ORDER BY thread_id").all() as Array<{
        thread_id: string;
      }>
    ).map((row) => row.thread_id);
  } finally {
    db.close();
  }
}

/** Conversations with a transcript in the file (their own table, pruned with them). */
function transcriptThreads(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("SELECT DISTINCT thread_id FROM transcript ORDER BY thread_id").all() as Array<{
        thread_id: string;
      }>
    ).map((row) => row.thread_id);
  } finally {
    db.close();
  }
}

describe("checkpoint retention", () => {
  it("keeps the newest N finished conversations and every conversation waiting for a review", async () => {
    const file = await conversations(4);
    const db = new Database(file);
    const { removedConversations } = pruneCheckpoints(db, {
      ...DEFAULT_CHECKPOINT_RETENTION,
      maxConversations: 2,
    });
    db.close();
    expect(removedConversations).toBe(2);
    expect(threads(file)).toEqual(["welding:done-2", "welding:done-3", "welding:waiting"]);
    expect(transcriptThreads(file)).toEqual(["welding:done-2", "welding:done-3", "welding:waiting"]);

    // The waiting review still resumes after pruning, in a service opened on the pruned file.
    const reopened = createHarness({ dir: temp!.dir });
    try {
      expect(await reopened.service.getPendingReview("waiting")).not.toBeNull();
      expect((await reopened.service.send("waiting", "no")).kind).toBe("cancelled");
    } finally {
      await reopened.service.close();
      await reopened.store.close();
    }
  });

  it("removes every conversation older than N days, waiting or not", async () => {
    const file = await conversations(2);
    const db = new Database(file);
    const later = new Date(Date.now() + 31 * DAY);
    expect(
      pruneCheckpoints(db, DEFAULT_CHECKPOINT_RETENTION, new Date(Date.now() + 29 * DAY))
        .removedConversations,
    ).toBe(0);
    expect(pruneCheckpoints(db, DEFAULT_CHECKPOINT_RETENTION, later).removedConversations).toBe(3);
    expect((db.prepare("SELECT count(*) AS n FROM writes").get() as { n: number }).n).toBe(0);
    db.close();
  });

  it("an opening prunes at most once an hour, and at once when the limits change", async () => {
    const file = await conversations(3);
    const db = new Database(file);
    try {
      const start = new Date();
      const two = { ...DEFAULT_CHECKPOINT_RETENTION, maxConversations: 2 };
      const one = { ...DEFAULT_CHECKPOINT_RETENTION, maxConversations: 1 };
      // the service's opening of the file pruned it a moment ago
      expect(pruneCheckpointsWhenDue(db, DEFAULT_CHECKPOINT_RETENTION, start)).toBe(false);
      expect(threads(file)).toHaveLength(4);
      expect(pruneCheckpointsWhenDue(db, two, new Date(start.getTime() + 1000))).toBe(true);
      expect(threads(file)).toEqual(["welding:done-1", "welding:done-2", "welding:waiting"]);
      expect(pruneCheckpointsWhenDue(db, two, new Date(start.getTime() + PRUNE_INTERVAL_MS - 1))).toBe(false);
      expect(pruneCheckpointsWhenDue(db, two, new Date(start.getTime() + PRUNE_INTERVAL_MS + 1000))).toBe(
        true,
      );
      expect(pruneCheckpointsWhenDue(db, one, new Date(start.getTime() + PRUNE_INTERVAL_MS + 2000))).toBe(
        true,
      );
      expect(threads(file)).toEqual(["welding:done-2", "welding:waiting"]);
    } finally {
      db.close();
    }
  });

  it("trims a long conversation to its newest checkpoints and it carries on", async () => {
    temp = makeTempDir("cellpilot-retention-");
    harness = createHarness({ dir: temp.dir });
    for (let turn = 0; turn < 14; turn++) await harness.service.send("long", "where is the robot?");
    await harness.service.close();
    const file = checkpointFile(temp.dir, "welding");
    const saver = openCheckpointer(file, { ...DEFAULT_CHECKPOINT_RETENTION, checkpointsPerConversation: 3 });
    expect((saver.db.prepare("SELECT count(*) AS n FROM checkpoints").get() as { n: number }).n).toBe(3);
    saver.db.close();
    const reopened = createHarness({ dir: temp.dir });
    try {
      expect((await reopened.service.send("long", "weld at position 1")).kind).toBe("review");
    } finally {
      await reopened.service.close();
      await reopened.store.close();
    }
  });

  it("reads its limits from the environment; bad values keep the defaults", () => {
    expect(
      checkpointRetentionFromEnv({
        CELLPILOT_CHECKPOINT_DAYS: "7",
        CELLPILOT_CHECKPOINT_CONVERSATIONS: "50",
      }),
    ).toEqual({
      ...DEFAULT_CHECKPOINT_RETENTION,
      maxAgeDays: 7,
      maxConversations: 50,
    });
    expect(
      checkpointRetentionFromEnv({
        CELLPILOT_CHECKPOINT_DAYS: "soon",
        CELLPILOT_CHECKPOINT_CONVERSATIONS: "-1",
      }),
    ).toEqual(DEFAULT_CHECKPOINT_RETENTION);
  });
});
