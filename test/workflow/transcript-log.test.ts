import { MemorySaver } from "@langchain/langgraph";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_TRANSCRIPT_ENTRIES } from "../../src/workflow/conversation-transcript.js";
import { checkpointFile } from "../../src/workflow/open-checkpointer.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

function open(options: Parameters<typeof createHarness>[0] = {}): Harness {
  const harness = createHarness(options);
  harnesses.push(harness);
  return harness;
}

async function ask(harness: Harness, conversation: string, turns: number): Promise<string[]> {
  const replies: string[] = [];
  for (let turn = 0; turn < turns; turn++)
    replies.push((await harness.service.send(conversation, `where is the robot? (${turn})`)).reply);
  return replies;
}

describe("conversation transcripts", () => {
  it("in the SQLite checkpoint file: each conversation's own entries, in order, the newest kept on disk", async () => {
    const harness = open();
    const turns = MAX_TRANSCRIPT_ENTRIES / 2 + 5; // two entries a turn: past the bound
    const replies = await ask(harness, "long", turns);
    await ask(harness, "short", 1);

    const long = (await harness.service.getTranscript("long"))!;
    expect(long).toHaveLength(MAX_TRANSCRIPT_ENTRIES);
    expect(long.at(-2)).toMatchObject({ role: "operator", text: `where is the robot? (${turns - 1})` });
    expect(long.at(-1)).toMatchObject({ role: "cell", text: replies.at(-1) });
    expect(long[0]).toMatchObject({ role: "operator", text: "where is the robot? (5)" });
    expect((await harness.service.getTranscript("short"))?.map((entry) => entry.text)).toEqual([
      "where is the robot? (0)",
      expect.any(String),
    ]);
    expect(await harness.service.getTranscript("never-spoke")).toBeNull();

    const db = new Database(checkpointFile(harness.dir, "welding"), { readonly: true });
    try {
      const rows = db
        .prepare("SELECT thread_id, count(*) AS n FROM transcript GROUP BY thread_id ORDER BY thread_id")
        .all();
      expect(rows).toEqual([
        { thread_id: "welding:long", n: MAX_TRANSCRIPT_ENTRIES },
        { thread_id: "welding:short", n: 2 },
      ]);
    } finally {
      db.close();
    }
  });

  it("in the conversation's state with a checkpointer that has no SQLite file", async () => {
    const harness = open({ checkpointer: new MemorySaver() });
    const replies = await ask(harness, "a", 2);
    expect((await harness.service.getTranscript("a"))?.map((entry) => [entry.role, entry.text])).toEqual([
      ["operator", "where is the robot? (0)"],
      ["cell", replies[0]],
      ["operator", "where is the robot? (1)"],
      ["cell", replies[1]],
    ]);
    expect(await harness.service.getTranscript("never-spoke")).toBeNull();
  });

  it("in the conversation's state, a review recorded there still waits to be answered", async () => {
    const harness = open({ checkpointer: new MemorySaver() });
    for (const [conversation, command] of [
      ["weld", "inspect position 3 and weld position 1"],
      ["unclear", "weld it"],
    ]) {
      const asked = await harness.service.send(conversation, command);
      expect(asked.kind).toBe("review");
      expect(await harness.service.getPendingReview(conversation)).toMatchObject({
        hitlId: asked.pendingReview!.hitlId,
      });
      expect((await harness.service.getTranscript(conversation))?.at(-1)).toMatchObject({ role: "cell" });
    }
    const approved = await harness.service.send("weld", "yes");
    expect(approved.kind).toBe("run");
  });
});
