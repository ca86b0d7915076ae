import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MAX_TRANSCRIPT_ENTRIES, type TranscriptEntry } from "../../src/workflow/conversation-transcript.js";
import { memoryTranscriptLog, sqliteTranscriptLog } from "../../src/workflow/transcript-log.js";

const entry = (index: number): TranscriptEntry => ({
  role: index % 2 === 0 ? "operator" : "cell",
  text: `line ${index}`,
  at: new Date(1_700_000_000_000 + index).toISOString(),
});

describe.each([
  ["SQLite", () => sqliteTranscriptLog(new Database(":memory:"))],
  ["memory", () => memoryTranscriptLog()],
])("transcript log (%s)", (_name, open) => {
  it("keeps each conversation's entries in order, apart from the others'", () => {
    const log = open();
    log.append("cell:a", [entry(0), entry(1)]);
    log.append("cell:b", [entry(10)]);
    log.append("cell:a", [entry(2), entry(3)]);
    expect(log.read("cell:a").map((line) => line.text)).toEqual(["line 0", "line 1", "line 2", "line 3"]);
    expect(log.read("cell:b")).toEqual([entry(10)]);
    expect(log.read("cell:never")).toEqual([]);
  });

  it("keeps only the newest entries of a long conversation", () => {
    const log = open();
    const turns = MAX_TRANSCRIPT_ENTRIES; // two entries a turn: twice the bound
    for (let turn = 0; turn < turns; turn++) log.append("cell:long", [entry(2 * turn), entry(2 * turn + 1)]);
    const kept = log.read("cell:long");
    expect(kept).toHaveLength(MAX_TRANSCRIPT_ENTRIES);
    expect(kept[0].text).toBe(`line ${2 * turns - MAX_TRANSCRIPT_ENTRIES}`);
    expect(kept.at(-1)!.text).toBe(`line ${2 * turns - 1}`);
  });
});

it("the SQLite transcript is bounded on disk too, not only when read", () => {
  const db = new Database(":memory:");
  const log = sqliteTranscriptLog(db);
  for (let index = 0; index < 3 * MAX_TRANSCRIPT_ENTRIES; index++) log.append("cell:long", [entry(index)]);
  expect((db.prepare("SELECT count(*) AS n FROM transcript").get() as { n: number }).n).toBe(
    MAX_TRANSCRIPT_ENTRIES,
  );
});
