import { afterAll, describe, expect, it } from "vitest";
import { assemblyMemoryOf } from "../../src/assembly/assembly-memory-store.js";
import { loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { initialScene } from "../../src/assembly/scene-state.js";
import type { CellStore } from "../../src/store/cell-store.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { REVIEW_CLAIM_MS } from "../../src/store/shared-state.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { openReviewAuditLog } from "../../src/server/review-audit-log.js";
import { openSceneReader } from "../../src/server/open-scene-reader.js";
import { startPostgresCluster } from "../fixtures/postgres-cluster.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const cluster = startPostgresCluster();
const url = "url" in cluster ? cluster.url : null;
const temp = makeTempDir("cellpilot-shared-state-");
afterAll(() => {
  if ("stop" in cluster) cluster.stop();
  temp.cleanup();
});
const skipReason = "skipped" in cluster ? ` (skipped: ${cluster.skipped})` : "";
const sandwich = loadAssemblyCell("sandwich");
const initialState = sandwich.snapshot.data.initialState;

/** Opens the same cell's store again, as another process would: a new connection each time. */
type Opener = (key: string, now?: () => Date) => CellStore;

function describeSharedState(label: string, open: Opener) {
  let counter = 0;
  const key = () => `shared_${++counter}`;

  describe(label, () => {
    it("the review audit written through one store is read through another, newest first", async () => {
      const name = key();
      const [a, b] = [open(name), open(name)];
      try {
        const entry = {
          conversation_id: "c1",
          hitl_id: "h1",
          detail: null,
          actor: "anna",
          client: "127.0.0.1",
          outcome: "run",
          run_id: null,
        };
        const first = await openReviewAuditLog(a).record({ ...entry, action: "approve" });
        await openReviewAuditLog(b).record({ ...entry, action: "cancel", actor: "ben" });
        const listed = await openReviewAuditLog(b).list();
        expect(listed.map((row) => [row.action, row.actor])).toEqual([
          ["cancel", "ben"],
          ["approve", "anna"],
        ]);
        expect(listed[1]).toEqual(first);
        expect(await a.listReviewActions({ limit: 1, offset: 1 })).toEqual([first]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it("the assembly scene and learned composites saved through one store are read through another", async () => {
      const name = key();
      const [a, b] = [open(name), open(name)];
      try {
        const initial = initialScene(sandwich);
        const reader = openSceneReader("sandwich", b);
        expect(await reader.read()).toEqual(initial);
        const built = { ...initial, stacks: { ...initial.stacks, assembly_left: ["bread", "cheese"] } };
        await assemblyMemoryOf(a).saveScene(built);
        expect(await reader.read()).toEqual(built);

        await assemblyMemoryOf(a).learn(
          { name: "lunch", sequence: [{ instruction: "go_home", params: {} }], taught_from: "x" },
          ["lunch", "midday"],
        );
        const memory = await assemblyMemoryOf(b).getMemory();
        expect(memory.composites.map((composite) => composite.name)).toEqual(["lunch"]);
        expect(memory.aliases).toEqual([
          { phrase: "lunch", composite: "lunch" },
          { phrase: "midday", composite: "lunch" },
        ]);
        expect(await assemblyMemoryOf(b).forget("lunch")).toBe(true);
        expect(await assemblyMemoryOf(a).getMemory()).toEqual({ composites: [], aliases: [] });
        expect(await assemblyMemoryOf(a).forget("lunch")).toBe(false);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it("the reviews waiting recorded through one store are listed through another, until answered or expired", async () => {
      const name = key();
      const now = new Date("2026-03-02T10:00:00.000Z");
      const [a, b] = [open(name, () => now), open(name, () => now)];
      const waiting = (hitl: string, expires: string) => ({
        hitl_id: hitl,
        kind: "approval",
        question: `Approve ${hitl}?`,
        expires_at: expires,
      });
      try {
        await a.setPendingReview("c1", waiting("h1", "2026-03-02T10:15:00.000Z"));
        await b.setPendingReview("c2", waiting("h2", "2026-03-02T10:05:00.000Z"));
        await a.setPendingReview("c1", waiting("h3", "2026-03-02T10:20:00.000Z")); // a new review replaces it
        // Opened at the same moment (one clock): in conversation order.
        expect((await b.listPendingReviews()).map((row) => [row.conversation_id, row.hitl_id])).toEqual([
          ["c1", "h3"],
          ["c2", "h2"],
        ]);
        expect((await a.listPendingReviews({ limit: 1 })).map((row) => row.hitl_id)).toEqual(["h3"]);
        const later = new Date("2026-03-02T10:10:00.000Z");
        expect((await a.listPendingReviews({ now: later })).map((row) => row.hitl_id)).toEqual(["h3"]);
        await b.setPendingReview("c1", null);
        expect((await a.listPendingReviews({ now: later })).map((row) => row.hitl_id)).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it("a review answer is claimed once among stores racing for it, and again only after the claim time", async () => {
      const name = key();
      let now = new Date("2026-03-02T10:00:00.000Z");
      const stores = Array.from({ length: 4 }, () => open(name, () => now));
      try {
        await Promise.all(stores.map((store) => store.getState())); // all opened (claims a day old dropped)
        const claims = await Promise.all(stores.map((store) => store.claimReviewAnswer("welding:c1:cp1")));
        expect(claims.filter(Boolean)).toHaveLength(1);
        expect(await stores[0]!.claimReviewAnswer("welding:c1:cp2")).toBe(true);
        now = new Date(now.getTime() + REVIEW_CLAIM_MS - 1000);
        expect(await stores[1]!.claimReviewAnswer("welding:c1:cp1")).toBe(false);
        now = new Date(now.getTime() + 2000);
        expect(await stores[2]!.claimReviewAnswer("welding:c1:cp1")).toBe(true);
        expect(await stores[3]!.claimReviewAnswer("welding:c1:cp1")).toBe(false);
        // Claims a day old (on the wall clock) are dropped when a store opens.
        const reopened = open(name, () => now);
        stores.push(reopened);
        await reopened.getState();
        expect(await reopened.claimReviewAnswer("welding:c1:cp2")).toBe(true);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });
  });
}

describeSharedState("SQLite: shared state between connections to one cell file", (name, now) =>
  openSqliteStore({ file: `${temp.dir}/${name}.sqlite`, initialState, now }),
);

describe.skipIf(!url)(`PostgreSQL${skipReason}`, () => {
  describeSharedState("PostgreSQL: shared state between stores on one schema", (name, now) =>
    openPostgresStore({ connectionString: url!, schema: `cellpilot_${name}`, initialState, now }),
  );
});
