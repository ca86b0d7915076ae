import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { loadGraphSnapshot } from "../../../src/knowledge/load-graph-cell.js";
import type { GraphSnapshot } from "../../../src/knowledge/graph-snapshot.js";
import { cellDatabaseFile } from "../../../src/store/data-dir.js";
import { openSqliteStore } from "../../../src/store/sqlite-store.js";
import type { CellStore } from "../../../src/store/cell-store.js";
import {
  createWorkflowConversationService,
  type WorkflowConversationService,
  type WorkflowServiceOptions,
} from "../../../src/workflow/create-conversation-service.js";
import type { RunEvent } from "../../../src/workflow/conversation-service.js";
import { makeTempDir } from "../../fixtures/temp-dir.js";

export interface Harness {
  dir: string;
  snapshot: GraphSnapshot;
  store: CellStore;
  service: WorkflowConversationService;
  events: RunEvent[];
  clock: { now: Date; advance(ms: number): void };
  /** Every JSON line logged today. */
  logLines(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** A conversation on the welding cell in a temporary data directory: real SQLite, instant simulator, no LLM. */
export function createHarness(
  overrides: Partial<WorkflowServiceOptions> & { cell?: string; dir?: string } = {},
): Harness {
  const temp = overrides.dir
    ? { dir: overrides.dir, cleanup: () => undefined }
    : makeTempDir("cellpilot-workflow-");
  const snapshot = overrides.snapshot ?? loadGraphSnapshot(overrides.cell ?? "welding");
  const store = openSqliteStore({
    file: cellDatabaseFile(temp.dir, snapshot.data.cell),
    initialState: snapshot.data.initialState,
  });
  const clock = {
    now: new Date("2026-03-02T10:00:00.000Z"),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const service = createWorkflowConversationService({
    snapshot,
    store,
    dataDir: temp.dir,
    llm: null,
    timeScale: 0,
    fault: null,
    now: () => clock.now,
    ...overrides,
  });
  const events: RunEvent[] = [];
  service.onRunEvent((event) => events.push(event));
  return {
    dir: temp.dir,
    snapshot,
    store,
    service,
    events,
    clock,
    logLines() {
      const file = service.logFile();
      if (!existsSync(file)) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    async close() {
      await service.close();
      await store.close();
      temp.cleanup();
    },
  };
}

export function logDir(dir: string): string {
  return join(dir, "logs");
}
