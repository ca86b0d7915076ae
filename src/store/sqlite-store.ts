import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { RobotState, RunRecord, RunStepRecord } from "../contracts/robot-state.js";
import type { CellStore, NewRun, NewRunStep, RobotStateChange } from "./cell-store.js";
import { leaseFromRow, leaseValues, staleLeaseReason, type RunLease, type RunLeaseRow } from "./run-lease.js";
import { migrateSqlite } from "./migrate-sqlite.js";
import { sqliteStateReader } from "./sqlite-state-reader.js";
import {
  oldClaimsBefore,
  REVIEW_CLAIM_MS,
  auditValues,
  pendingReviewValues,
  type LearnedCompositeRow,
  type PendingReviewRow,
  type PhraseAliasRow,
  type ReviewAuditEntry,
} from "./shared-state.js";
import { dayRange, storeSql } from "./store-sql.js";

export interface SqliteStoreOptions {
  /** The database file, or ":memory:". */
  file: string;
  initialState: { position: string; tool: string };
  now?: () => Date;
}

/** The embedded store: one SQLite file per cell, WAL mode, every write in a transaction. */
export function openSqliteStore(options: SqliteStoreOptions): CellStore {
  if (options.file !== ":memory:") mkdirSync(dirname(options.file), { recursive: true });
  const db = new Database(options.file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const clock = options.now ?? (() => new Date());
  const now = () => clock().toISOString();
  const sql = storeSql("rowid");
  migrateSqlite(db);
  db.prepare(sql.insertInitialState).run(options.initialState.position, options.initialState.tool, now());
  db.prepare(sql.dropOldClaims).run(oldClaimsBefore());

  const statements = Object.fromEntries(
    Object.entries(sql).map(([name, text]) => [name, db.prepare(text)]),
  ) as Record<keyof typeof sql, Database.Statement>;

  const robotState = sqliteStateReader(db, statements.getState);

  const readLease = () => {
    const row = statements.getLease.get() as RunLeaseRow | undefined;
    return row ? leaseFromRow(row) : null;
  };
  const closeRun = (runId: string, reason: string) => {
    const at = now();
    statements.interruptSteps.run(reason, at, runId);
    if (statements.interruptRun.run(at, runId).changes > 0)
      statements.recordInterruption.run(runId, reason, at);
  };
  // IMMEDIATE: the write lock is taken before the lease is read, so racing processes queue here.
  const acquire = db.transaction((lease: RunLease) => {
    const current = readLease();
    const reason = current ? staleLeaseReason(current, clock()) : null;
    if (current && !reason) return { ok: false as const, holder: current };
    if (current && reason) {
      closeRun(current.runId, reason);
      statements.deleteLease.run(current.holderId);
    }
    statements.insertLease.run(...leaseValues(lease));
    return { ok: true as const, staleHolder: current, interruption: reason };
  });
  const reap = db.transaction(() => {
    const current = readLease();
    const reason = current ? staleLeaseReason(current, clock()) : null;
    if (!current || !reason) return;
    closeRun(current.runId, reason);
    statements.deleteLease.run(current.holderId);
  });
  /** Before runs are read: a run whose holder is gone is closed now, not at the next run. */
  const reapStaleLease = () => {
    const current = readLease();
    if (current && staleLeaseReason(current, clock())) reap.immediate();
  };
  const completeStep = db.transaction((stepId: number, change: RobotStateChange) => {
    const at = now();
    robotState.changed();
    if (change.position !== undefined) statements.updatePosition.run(change.position, at);
    if (change.tool !== undefined) statements.updateTool.run(change.tool, at);
    statements.updateStepState.run("completed", null, at, stepId);
  });
  const failStep = db.transaction((stepId: number, error: string) => {
    const at = now();
    statements.updateStepState.run("error", error, at, stepId);
    statements.failStepRun.run(at, stepId);
  });

  const learn = db.transaction(
    (composite: Omit<LearnedCompositeRow, "created_at">, aliases: readonly string[]) => {
      const at = now();
      statements.upsertComposite.run(composite.name, composite.sequence_json, composite.taught_from, at);
      for (const alias of aliases) statements.upsertAlias.run(alias, composite.name, at);
    },
  );
  const forget = db.transaction((name: string) => {
    statements.deleteAliases.run(name);
    return statements.deleteComposite.run(name).changes > 0;
  });

  return {
    backend: "sqlite",
    location: { backend: "sqlite", file: options.file },
    getState: async () => robotState.read(),
    updatePosition: async (position) => {
      robotState.changed();
      statements.updatePosition.run(position, now());
    },
    updateTool: async (tool) => {
      robotState.changed();
      statements.updateTool.run(tool, now());
    },
    createRun: async (run: NewRun) => {
      db.transaction(() => {
        statements.createRun.run(
          run.run_id,
          run.operator_input,
          run.sequence_json,
          run.status ?? "pending",
          now(),
        );
        if (run.goal_json !== undefined) {
          statements.createRunGoal.run(run.run_id, run.correlation_id ?? run.run_id, run.goal_json);
        }
      })();
    },
    updateRunStatus: async (runId, status) => {
      const finished = status === "completed" || status === "failed" ? now() : null;
      statements.updateRunStatus.run(status, finished, runId);
    },
    addStep: async (runId, step: NewRunStep) =>
      (
        statements.addStep.get(runId, step.position, step.action, step.state ?? "pending", now()) as {
          step_id: number;
        }
      ).step_id,
    updateStepState: async (stepId, state, error = null) => {
      const finished = state === "completed" || state === "error" ? now() : null;
      statements.updateStepState.run(state, error, finished, stepId);
    },
    completeStep: async (stepId, change) => completeStep.immediate(stepId, change),
    failStep: async (stepId, error) => failStep.immediate(stepId, error),
    acquireRunLease: async (lease) => acquire.immediate(lease),
    renewRunLease: async (holderId, expiresAt) => statements.renewLease.run(expiresAt, holderId).changes > 0,
    releaseRunLease: async (holderId) => {
      statements.deleteLease.run(holderId);
    },
    getRunInterruption: async (runId) =>
      (statements.getInterruption.get(runId) as { reason: string } | undefined)?.reason ?? null,
    getRunsByDate: async (date) => {
      reapStaleLease();
      const range = dayRange(date);
      return range ? (statements.runsByDate.all(...range) as RunRecord[]) : [];
    },
    getLatestCompletedRun: async () => (statements.latestCompleted.get() as RunRecord | undefined) ?? null,
    getRun: async (runId) => {
      reapStaleLease();
      return (statements.getRun.get(runId) as RunRecord | undefined) ?? null;
    },
    getRunSteps: async (runId) => {
      reapStaleLease();
      return statements.getRunSteps.all(runId) as RunStepRecord[];
    },
    getRunGoal: async (runId) =>
      (statements.getRunGoal.get(runId) as { correlation_id: string; goal_json: string } | undefined) ?? null,
    getFailedPositions: async (runId) =>
      (statements.failedPositions.all(runId) as Array<{ position: string }>).map((row) => row.position),
    listRuns: async ({ limit = 20, offset = 0 } = {}) => {
      reapStaleLease();
      return statements.listRuns.all(limit, offset) as RunRecord[];
    },
    countRuns: async () => (statements.countRuns.get() as { count: number }).count,
    recordReviewAction: async (entry) => {
      const at = now();
      const { id } = statements.insertAudit.get(...auditValues(entry, at)) as { id: number };
      return { id, at, ...entry };
    },
    listReviewActions: async ({ limit = 50, offset = 0 } = {}) =>
      statements.listAudit.all(limit, offset) as ReviewAuditEntry[],
    claimReviewAnswer: async (key) => {
      const at = clock();
      const cutoff = new Date(at.getTime() - REVIEW_CLAIM_MS).toISOString();
      return statements.claimReview.run(key, at.toISOString(), cutoff).changes > 0;
    },
    setPendingReview: async (conversationId, review) => {
      if (!review) statements.deletePendingReview.run(conversationId);
      else statements.upsertPendingReview.run(...pendingReviewValues(conversationId, review, now()));
    },
    listPendingReviews: async (options = {}) =>
      statements.listPendingReviews.all(
        (options.now ?? clock()).toISOString(),
        options.limit ?? 200,
      ) as PendingReviewRow[],
    getSceneJson: async () =>
      (statements.getScene.get() as { scene_json: string } | undefined)?.scene_json ?? null,
    saveSceneJson: async (sceneJson) => {
      statements.saveScene.run(sceneJson, now());
    },
    listLearnedComposites: async () => statements.composites.all() as LearnedCompositeRow[],
    listPhraseAliases: async () => statements.aliases.all() as PhraseAliasRow[],
    learnComposite: async (composite, aliases) => learn.immediate(composite, aliases),
    forgetComposite: async (name) => forget.immediate(name),
    close: async () => {
      db.close();
    },
  };
}
