import { randomUUID } from "node:crypto";
import type pg from "pg";

/**
 * Messages between the processes sharing a cell's PostgreSQL store (the replicas of `serve`):
 * what one publishes, every other one receives, in the order it was published. Best effort, like
 * the event stream it feeds: while the server is away nothing is delivered, and the listening
 * connection is opened again when it is back.
 */
export interface SharedEventChannel {
  /** Sends a JSON-able message to the other processes (never back to this one). */
  publish(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
  /** Whether the listening connection is up (false while PostgreSQL is away). */
  listening(): boolean;
  close(): Promise<void>;
}

export interface PostgresEventChannelOptions {
  connectionString: string;
  /** The cell's schema: the channel is named after it, large messages are kept in a table there. */
  schema: string;
  /** Reconnection delays grow to this (milliseconds). */
  maxRetryMs?: number;
}

// NOTIFY refuses payloads of 8000 bytes or more: a larger message is stored as a row and only its
// id is sent. Rows are kept a few minutes, long enough for every listener to read them.
const NOTIFY_LIMIT_BYTES = 7_900;
const KEEP_ROWS = "10 minutes";

interface Envelope {
  origin: string;
  message?: unknown;
  /** Id of the row holding a message too large for NOTIFY. */
  ref?: number;
}

export function openPostgresEventChannel(options: PostgresEventChannelOptions): SharedEventChannel {
  const { schema } = options;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid PostgreSQL schema name '${schema}'`);
  const channel = `${schema.slice(0, 56)}_events`;
  const table = `${schema}.shared_events`;
  const origin = randomUUID();
  const listeners = new Set<(message: unknown) => void>();
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let closed = false;
  let listener: pg.Client | null = null;
  let connected = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 250;

  const driver = import("pg").then(({ default: pgModule }) => pgModule);
  const poolReady = driver.then((pgModule) => {
    const pool = new pgModule.Pool({ connectionString: options.connectionString, max: 2 });
    pool.on("error", () => {}); // a dropped idle connection is replaced on next use
    return pool;
  });

  let tableReady: Promise<void> | null = null;
  const ensureTable = () => {
    tableReady ??= (async () => {
      const pool = await poolReady;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        // The same lock the store takes while creating the cell's schema: no CREATE race.
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [schema]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await client.query(
          `CREATE TABLE IF NOT EXISTS ${table} (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      tableReady = null;
      throw error;
    });
    return tableReady;
  };

  async function send(message: unknown): Promise<void> {
    const pool = await poolReady;
    const inline = JSON.stringify({ origin, message } satisfies Envelope);
    if (Buffer.byteLength(inline) < NOTIFY_LIMIT_BYTES) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, inline]);
      return;
    }
    await ensureTable();
    const stored = await pool.query(
      `WITH old AS (DELETE FROM ${table} WHERE created_at < now() - interval '${KEEP_ROWS}')
       INSERT INTO ${table} (body) VALUES ($1) RETURNING id`,
      [JSON.stringify(message)],
    );
    const ref = Number(stored.rows[0].id);
    await pool.query("SELECT pg_notify($1, $2)", [
      channel,
      JSON.stringify({ origin, ref } satisfies Envelope),
    ]);
  }

  async function receive(payload: string | undefined): Promise<void> {
    const envelope = JSON.parse(payload ?? "{}") as Envelope;
    if (envelope.origin === origin) return;
    let message = envelope.message;
    if (envelope.ref !== undefined) {
      const pool = await poolReady;
      const row = (await pool.query(`SELECT body FROM ${table} WHERE id = $1`, [envelope.ref])).rows[0];
      if (!row) return;
      message = JSON.parse(row.body as string);
    }
    listeners.forEach((deliver) => deliver(message));
  }

  // One message at a time each way: NOTIFYs sent from several pooled connections, or a stored
  // message fetched while a later small one arrives, could otherwise overtake each other.
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();

  function scheduleReconnect() {
    connected = false;
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect(): Promise<void> {
    const pgModule = await driver;
    const client = new pgModule.Client({ connectionString: options.connectionString });
    listener = client;
    client.on("error", () => {
      client.end().catch(() => {});
      if (listener === client) scheduleReconnect();
    });
    client.on("end", () => {
      if (listener === client) scheduleReconnect();
    });
    client.on("notification", (notification) => {
      if (notification.channel !== channel) return;
      receiving = receiving.then(() => receive(notification.payload)).catch(() => {});
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (closed) {
        await client.end();
        return;
      }
      connected = true;
      retryMs = 250;
    } catch {
      client.end().catch(() => {});
      if (listener === client) scheduleReconnect();
    }
  }
  void connect();

  return {
    publish(message) {
      if (closed) return;
      sending = sending.then(() => send(message)).catch(() => {});
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    listening: () => connected,
    async close() {
      closed = true;
      connected = false;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      await sending;
      await listener?.end().catch(() => {});
      await (await poolReady).end();
    },
  };
}
