import type pg from "pg";
import type { RobotState, RunRecord, RunStepRecord } from "../contracts/robot-state.js";
import type { CellStore, NewRun, NewRunStep, RobotStateChange } from "./cell-store.js";
import { leaseFromRow, leaseValues, staleLeaseReason, type RunLease, type RunLeaseRow } from "./run-lease.js";
import { isConnectionFailure, StoreError } from "./errors.js";
import { migratePostgres } from "./migrate-postgres.js";
import { MIGRATIONS } from "./migrations.js";
import { postgresDialect } from "./schema.js";
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
import { dayRange, numberedPlaceholders, storeSql } from "./store-sql.js";

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:5432/database` (DATABASE_URL). */
  connectionString: string;
  /** One PostgreSQL schema per cell, as SQLite has one file per cell (the tables have no cell column). */
  schema: string;
  initialState: { position: string; tool: string };
  now?: () => Date;
}

/** Every migration's statements in PostgreSQL's dialect, in order. */
export function postgresSchema(): string[] {
  return MIGRATIONS.flatMap((migration) => migration.statements.map(postgresDialect));
}

/** `welding` → `cellpilot_welding`: a safe identifier whatever the cell is called. */
export function cellSchemaName(cell: string): string {
  return `cellpilot_${cell.toLowerCase().replace(/[^a-z0-9_]/g, "_")}`.slice(0, 63);
}

/**
 * The fleet store: robot state and run history in PostgreSQL behind the same CellStore, with the
 * same SQL as SQLite. Opening is synchronous like the SQLite store's; the connection and schema
 * set-up happen on first use, and every method waits for them (and reports a refused connection
 * as STORE_UNAVAILABLE naming DATABASE_URL's host, never its password).
 */
export function openPostgresStore(options: PostgresStoreOptions): CellStore {
  const schema = options.schema;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new StoreError("STORE_CONFIG", `invalid PostgreSQL schema name '${schema}'`);
  // The driver is loaded here, not at start-up: the default SQLite store never needs it.
  const poolReady: Promise<pg.Pool> = import("pg").then(({ default: driver }) => {
    const pool = new driver.Pool({
      connectionString: options.connectionString,
      options: `-c search_path=${schema}`,
      max: 4,
      connectionTimeoutMillis: 5_000,
      // A server that goes away mid-query must not leave a run waiting forever (its heartbeat
      // would keep the cell locked): no answer in this long fails the query as unavailable.
      query_timeout: 20_000,
      keepAlive: true,
    });
    pool.on("error", () => {}); // an idle client dropped by the server is replaced on next use
    return pool;
  });
  const clock = options.now ?? (() => new Date());
  const now = () => clock().toISOString();
  const sql = Object.fromEntries(
    Object.entries(storeSql("run_id")).map(([name, text]) => [name, numberedPlaceholders(text)]),
  ) as ReturnType<typeof storeSql>;

  const where = (() => {
    try {
      const url = new URL(options.connectionString);
      return `${url.hostname}:${url.port || 5432}${url.pathname}`;
    } catch {
      return "DATABASE_URL";
    }
  })();
  const unavailable = (error: unknown) =>
    error instanceof StoreError
      ? error
      : new StoreError(
          "STORE_UNAVAILABLE",
          `cannot use PostgreSQL at ${where}: ${(error as Error).message || String(error)} (check DATABASE_URL)`,
          { cause: error },
        );
  /** A lost server becomes STORE_UNAVAILABLE (the HTTP layer's 503); a bad query stays as it is. */
  const classify = (error: unknown) => (isConnectionFailure(error) ? unavailable(error) : error);

  const initialize = async () => {
    const pool = await poolReady;
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailable(error);
    });
    try {
      await client.query("BEGIN");
      await migratePostgres(client, schema);
      await client.query(sql.insertInitialState, [
        options.initialState.position,
        options.initialState.tool,
        now(),
      ]);
      await client.query(sql.dropOldClaims, [oldClaimsBefore()]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error instanceof StoreError ? error : unavailable(error);
    } finally {
      client.release();
    }
    return pool;
  };
  // Set up once; a failed set-up (the server was down) is tried again by the next call, so the
  // store recovers by itself when PostgreSQL comes back.
  let initialized: Promise<pg.Pool> | null = null;
  const ready = (): Promise<pg.Pool> => {
    if (!initialized) {
      initialized = initialize();
      initialized.catch(() => (initialized = null));
    }
    return initialized;
  };
  ready().catch(() => {}); // reported by the first call that needs the store

  const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const pool = await ready();
    return (await pool.query(text, values).catch((error: unknown) => Promise.reject(classify(error))))
      .rows as T[];
  };
  const one = async <T>(text: string, values: unknown[] = []): Promise<T | null> =>
    (await rows<T>(text, values))[0] ?? null;

  type Query = <T>(text: string, values?: unknown[]) => Promise<{ rows: T[]; rowCount: number }>;
  /** One transaction on one connection; `serialize` queues it behind other lease transactions of the cell. */
  const transaction = async <T>(work: (query: Query) => Promise<T>, serialize = false): Promise<T> => {
    const pool = await ready();
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailable(error);
    });
    const query: Query = async (text, values = []) => {
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    };
    let lost = false;
    try {
      await client.query("BEGIN");
      if (serialize)
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${schema}.run_lease`]);
      const result = await work(query);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      lost = isConnectionFailure(error);
      throw classify(error);
    } finally {
      client.release(lost); // a connection that failed mid-transaction is not put back in the pool
    }
  };
  const readLease = async (query: Query) => {
    const row = (await query<RunLeaseRow>(sql.getLease)).rows[0];
    return row ? leaseFromRow(row) : null;
  };
  const closeRun = async (query: Query, runId: string, reason: string) => {
    const at = now();
    await query(sql.interruptSteps, [reason, at, runId]);
    if ((await query(sql.interruptRun, [at, runId])).rowCount > 0)
      await query(sql.recordInterruption, [runId, reason, at]);
  };
  /** Closes the run of a gone holder and frees the cell; returns the lease and why, or nulls. */
  const takeStale = async (query: Query) => {
    const current = await readLease(query);
    const reason = current ? staleLeaseReason(current, clock()) : null;
    if (current && reason) {
      await closeRun(query, current.runId, reason);
      await query(sql.deleteLease, [current.holderId]);
    }
    return { current, reason };
  };
  /** Before runs are read: a run whose holder is gone is closed now, not at the next run. */
  const reapStaleLease = async () => {
    const row = (await rows<RunLeaseRow>(sql.getLease))[0];
    if (row && staleLeaseReason(leaseFromRow(row), clock())) await transaction(takeStale, true);
  };

  return {
    backend: "postgres",
    location: { backend: "postgres", connectionString: options.connectionString, schema },
    getState: async () => (await one<RobotState>(sql.getState))!,
    updatePosition: async (position) => {
      await rows(sql.updatePosition, [position, now()]);
    },
    updateTool: async (tool) => {
      await rows(sql.updateTool, [tool, now()]);
    },
    createRun: (run: NewRun) =>
      transaction(async (query) => {
        await query(sql.createRun, [
          run.run_id,
          run.operator_input,
          run.sequence_json,
          run.status ?? "pending",
          now(),
        ]);
        if (run.goal_json !== undefined)
          await query(sql.createRunGoal, [run.run_id, run.correlation_id ?? run.run_id, run.goal_json]);
      }),
    updateRunStatus: async (runId, status) => {
      const finished = status === "completed" || status === "failed" ? now() : null;
      await rows(sql.updateRunStatus, [status, finished, runId]);
    },
    addStep: async (runId, step: NewRunStep) =>
      (await one<{ step_id: number }>(sql.addStep, [
        runId,
        step.position,
        step.action,
        step.state ?? "pending",
        now(),
      ]))!.step_id,
    updateStepState: async (stepId, state, error = null) => {
      const finished = state === "completed" || state === "error" ? now() : null;
      await rows(sql.updateStepState, [state, error, finished, stepId]);
    },
    completeStep: (stepId, change: RobotStateChange) =>
      transaction(async (query) => {
        const at = now();
        if (change.position !== undefined) await query(sql.updatePosition, [change.position, at]);
        if (change.tool !== undefined) await query(sql.updateTool, [change.tool, at]);
        await query(sql.updateStepState, ["completed", null, at, stepId]);
      }),
    failStep: (stepId, error) =>
      transaction(async (query) => {
        const at = now();
        await query(sql.updateStepState, ["error", error, at, stepId]);
        await query(sql.failStepRun, [at, stepId]);
      }),
    acquireRunLease: (lease: RunLease) =>
      transaction(async (query) => {
        const { current, reason } = await takeStale(query);
        if (current && !reason) return { ok: false as const, holder: current };
        await query(sql.insertLease, leaseValues(lease));
        return { ok: true as const, staleHolder: current, interruption: reason };
      }, true),
    renewRunLease: async (holderId, expiresAt) => {
      const pool = await ready();
      const result = await pool
        .query(sql.renewLease, [expiresAt, holderId])
        .catch((error: unknown) => Promise.reject(classify(error)));
      return (result.rowCount ?? 0) > 0;
    },
    releaseRunLease: async (holderId) => {
      await rows(sql.deleteLease, [holderId]);
    },
    getRunInterruption: async (runId) =>
      (await one<{ reason: string }>(sql.getInterruption, [runId]))?.reason ?? null,
    getRunsByDate: async (date) => {
      await reapStaleLease();
      const range = dayRange(date);
      return range ? rows<RunRecord>(sql.runsByDate, range) : [];
    },
    getLatestCompletedRun: () => one<RunRecord>(sql.latestCompleted),
    getRun: async (runId) => {
      await reapStaleLease();
      return one<RunRecord>(sql.getRun, [runId]);
    },
    getRunSteps: async (runId) => {
      await reapStaleLease();
      return rows<RunStepRecord>(sql.getRunSteps, [runId]);
    },
    getRunGoal: (runId) => one<{ correlation_id: string; goal_json: string }>(sql.getRunGoal, [runId]),
    getFailedPositions: async (runId) =>
      (await rows<{ position: string }>(sql.failedPositions, [runId])).map((row) => row.position),
    listRuns: async ({ limit = 20, offset = 0 } = {}) => {
      await reapStaleLease();
      return rows<RunRecord>(sql.listRuns, [limit, offset]);
    },
    countRuns: async () => Number((await one<{ count: string | number }>(sql.countRuns))!.count),
    recordReviewAction: async (entry) => {
      const at = now();
      const row = await one<{ id: number }>(sql.insertAudit, auditValues(entry, at));
      return { id: Number(row!.id), at, ...entry };
    },
    listReviewActions: async ({ limit = 50, offset = 0 } = {}) =>
      (await rows<ReviewAuditEntry>(sql.listAudit, [limit, offset])).map((row) => ({
        ...row,
        id: Number(row.id),
      })),
    claimReviewAnswer: async (key) => {
      const at = clock();
      const cutoff = new Date(at.getTime() - REVIEW_CLAIM_MS).toISOString();
      const pool = await ready();
      const claimed = await pool
        .query(sql.claimReview, [key, at.toISOString(), cutoff])
        .catch((error: unknown) => Promise.reject(classify(error)));
      return (claimed.rowCount ?? 0) > 0;
    },
    setPendingReview: async (conversationId, review) => {
      if (!review) await rows(sql.deletePendingReview, [conversationId]);
      else await rows(sql.upsertPendingReview, pendingReviewValues(conversationId, review, now()));
    },
    listPendingReviews: (options = {}) =>
      rows<PendingReviewRow>(sql.listPendingReviews, [
        (options.now ?? clock()).toISOString(),
        options.limit ?? 200,
      ]),
    getSceneJson: async () => (await one<{ scene_json: string }>(sql.getScene))?.scene_json ?? null,
    saveSceneJson: async (sceneJson) => {
      await rows(sql.saveScene, [sceneJson, now()]);
    },
    listLearnedComposites: () => rows<LearnedCompositeRow>(sql.composites),
    listPhraseAliases: () => rows<PhraseAliasRow>(sql.aliases),
    learnComposite: (composite, aliases) =>
      transaction(async (query) => {
        const at = now();
        await query(sql.upsertComposite, [
          composite.name,
          composite.sequence_json,
          composite.taught_from,
          at,
        ]);
        for (const alias of aliases) await query(sql.upsertAlias, [alias, composite.name, at]);
      }),
    forgetComposite: (name) =>
      transaction(async (query) => {
        await query(sql.deleteAliases, [name]);
        return (await query(sql.deleteComposite, [name])).rowCount > 0;
      }),
    close: async () => {
      await initialized?.catch(() => {});
      await (await poolReady.catch(() => null))?.end();
    },
  };
}
