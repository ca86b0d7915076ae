import * as vitest from "vitest";
import { afterAll, describe } from "vitest";
import { DeferredCheckpointSaver } from "../../src/workflow/deferred-checkpointer.js";
import { openCellCheckpointer, type CellCheckpointer } from "../../src/workflow/open-checkpointer.js";
import { DEFAULT_CHECKPOINT_RETENTION } from "../../src/workflow/checkpoint-retention.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

// LangGraph's conformance suite for checkpointers, run against the two cellpilot uses, exactly
// as opened for a cell. The suite calls Jest-style globals; this project's vitest has none, so
// they are provided before it is loaded.
const { describe: d, it, expect, beforeAll, beforeEach, afterEach } = vitest;
Object.assign(globalThis, { describe: d, it, expect, beforeAll, afterAll, beforeEach, afterEach });
const { validate } = await import("@langchain/langgraph-checkpoint-validation");

const temp = makeTempDir("cellpilot-conformance-");
const cluster = startPostgresCluster();
const url = "url" in cluster ? cluster.url : null;
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";

/** Each checkpointer gets fresh storage (the suite's `list` tests need it). */
let counter = 0;
const opened = new Map<object, CellCheckpointer>();

describe("SQLite checkpointer (the default)", () => {
  validate({
    // The suite's own name for LangGraph's SQLite saver: it then skips, saying so, the one test
    // that saver is known not to meet (it stores every channel value in each checkpoint rather
    // than only the changed ones — more space, same results).
    checkpointerName: "@langchain/langgraph-checkpoint-sqlite",
    createCheckpointer() {
      const checkpointer = openCellCheckpointer(
        { backend: "sqlite", file: `${temp.dir}/unused.sqlite` },
        `${temp.dir}/cell_${++counter}.checkpoints.sqlite`,
        DEFAULT_CHECKPOINT_RETENTION,
      );
      opened.set(checkpointer.saver, checkpointer);
      return checkpointer.saver;
    },
    async destroyCheckpointer(saver) {
      await opened.get(saver)?.close();
    },
  });
});

describe.skipIf(!url)(`PostgreSQL checkpointer (CELLPILOT_STORE=postgres)${skipReason}`, () => {
  validate({
    checkpointerName: "cellpilot-postgres",
    createCheckpointer() {
      const checkpointer = openCellCheckpointer(
        { backend: "postgres", connectionString: url!, schema: `cellpilot_conformance_${++counter}` },
        "unused",
        DEFAULT_CHECKPOINT_RETENTION,
      );
      expect(checkpointer.saver).toBeInstanceOf(DeferredCheckpointSaver);
      opened.set(checkpointer.saver, checkpointer);
      return checkpointer.saver;
    },
    async destroyCheckpointer(saver) {
      await opened.get(saver)?.close();
    },
  });
});
