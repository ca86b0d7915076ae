import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.js";
import { loadCellView } from "../../src/server/load-cell-view.js";
import { listen, type RunningServer } from "../../src/server/listen.js";
import { openReviewAuditLog } from "../../src/server/review-audit-log.js";
import { startServer, type StartedServer } from "../../src/server/start-server.js";
import { createUnavailableConversationService } from "./support/unavailable-conversation-service.js";
import { createUnavailableGraph } from "./support/unavailable-graph.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { createCellConversationService } from "../../src/workflow/open-cell-conversation.js";
import { createApiClient, type ApiClient, type Exchange } from "./support/api-client.js";
import { takeEvents, type StreamEvent } from "./support/collect-events.js";
import type { paths } from "./support/http-api-types.js";
import {
  createEventValidator,
  createResponseValidator,
  type ResponseValidator,
} from "./support/response-validator.js";

const TOKEN = "c0ffee5a1b2d3e4f60718293a4b5c6d7e8f9";
const auth = { authorization: `Bearer ${TOKEN}` };

let dataDir: string;
let main: StartedServer;
let limited: StartedServer;
let storeDown: RunningServer & { stopAll(): Promise<void> };
let document: Record<string, any>;
let validator: ResponseValidator;
const exercised = new Set<string>();
const problems: string[] = [];

function observe(exchange: Exchange): void {
  exercised.add(`${exchange.method.toUpperCase()} ${exchange.template} ${exchange.status}`);
  const problem = validator.check(exchange);
  if (problem) problems.push(problem);
}

let api: ApiClient;
let apiLimited: ApiClient;
let apiStoreDown: ApiClient;

/** Every documented operation as [method, path template, what to put in its path]. */
type Operation = ["get" | "post", keyof paths & string];
let operations: Operation[];
const somePath = { id: "some-conversation", runId: "some-run" };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cellpilot-contract-"));
  // A bucket that never holds a whole token: every request is 429.
  limited = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: join(dataDir, "limited"),
    ratePerSecond: 0.01,
  });
  // A store that cannot be reached (nothing listens on port 1) and no conversation workflow: 503.
  const cell = loadCellView("welding");
  const store = openPostgresStore({
    connectionString: "postgres://cellpilot@127.0.0.1:1/cellpilot",
    schema: "cellpilot_welding",
    initialState: { position: "Home", tool: "none" },
  });
  const audit = openReviewAuditLog(store);
  const app = createApp({
    cell,
    store,
    audit,
    conversations: createUnavailableConversationService("welding"),
    graph: createUnavailableGraph(),
    webDir: null,
  });
  const running = await listen(app, { port: 0, host: "127.0.0.1" });
  storeDown = {
    ...running,
    async stopAll() {
      await running.close();
      await store.close().catch(() => undefined);
      audit.close();
    },
  };
  document = (await (await fetch(`${limited.url}/openapi.json`)).json()) as Record<string, any>;
  validator = createResponseValidator(document);
  // The operations as the default cell has them; a scope moves them under /api/cells/{cell}.
  operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => !path.startsWith(CELL_PATHS))
    .flatMap(([path, item]) =>
      Object.keys(item).map(
        (method) => [method as "get" | "post", path as keyof paths & string] as Operation,
      ),
    );
}, 60_000);

afterAll(async () => {
  await limited?.stop();
  await storeDown?.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const CELL_PATHS = "/api/cells/{cell}";

/**
 * The same client with every cell operation sent to `/api/cells/{cell}/…` of `cell` (a path's
 * own `cell` wins: the unknown-cell checks), and the site overview left where it is.
 */
function inCell(client: ApiClient, cell: string | null): ApiClient {
  if (!cell) return client;
  return {
    call(method, template, options = {}) {
      if (template.startsWith("/api/cells")) return client.call(method, template, options);
      const moved = `${CELL_PATHS}${template.slice("/api".length)}` as typeof template;
      const path = { cell, ...(options.path as Record<string, string> | undefined) };
      return client.call(method, moved, { ...options, path } as never) as never;
    },
  };
}

/** Calls an operation without caring about its typed shape (the guard checks apply to all alike). */
function callAny(client: ApiClient, [method, template]: Operation, options: Record<string, unknown> = {}) {
  return client.call(method, template, { path: somePath, ...options } as never) as Promise<{
    status: number;
    body: any;
    headers: Record<string, string>;
  }>;
}

/** Reads the event stream until `enough`, validating every event against the StreamEvent schema. */
function readEvents(
  path: string,
  enough: (types: string[]) => boolean,
): Promise<{ status: number; events: StreamEvent[] }> {
  const base = new URL(main.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: base.hostname, port: base.port, path, method: "GET" }, (incoming) => {
      const events: StreamEvent[] = [];
      let buffer = "";
      const finish = () => {
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, events });
      };
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        const taken = takeEvents(buffer + chunk);
        events.push(...taken.events);
        buffer = taken.rest;
        if (incoming.statusCode !== 200 || enough(events.map((e) => e.event))) finish();
      });
      incoming.on("end", finish);
    });
    outgoing.on("error", (error) => (outgoing.destroyed ? undefined : reject(error)));
    outgoing.end();
  });
}

/**
 * The same contract on both kinds of path: today's `/api/…` on a one-cell server, and
 * `/api/cells/welding/…` on a server whose default cell is another one.
 */
const SCOPES = [
  { name: "default cell at /api/…", cells: ["welding"], cell: null },
  { name: "one cell of two at /api/cells/welding/…", cells: ["sandwich", "welding"], cell: "welding" },
] as const;

describe.each(SCOPES)("the HTTP API against its OpenAPI document, over a real socket ($name)", (scope) => {
  let eventsPath: string;
  beforeAll(async () => {
    // The real serve: the LangGraph workflow offline, the simulated robot at 5% of real time so a
    // run lasts long enough to stop it.
    main = await startServer({
      host: "127.0.0.1",
      port: 0,
      dataDir: join(dataDir, `main-${scope.cells.length}`),
      cells: scope.cells,
      token: TOKEN,
      ratePerSecond: 10_000,
      createConversationService: (context) =>
        createCellConversationService(context, {
          cellPath: context.cellPath,
          llm: null,
          timeScale: 0.05,
          fault: null,
        }),
    });
    api = inCell(createApiClient(main.url, observe), scope.cell);
    apiLimited = inCell(createApiClient(limited.url, observe), scope.cell);
    apiStoreDown = inCell(createApiClient(storeDown.url, observe), scope.cell);
    eventsPath = scope.cell ? `/api/cells/${scope.cell}/events` : "/api/events";
  }, 60_000);
  afterAll(async () => main?.stop());

  it("answers the cell's reads and dry-run plans as documented; bad goals are told the missing field", async () => {
    const site = await api.call("get", "/api/cells", { headers: auth });
    expect(site.status === 200 && site.body.cells.map((cell) => [cell.cell, cell.default])).toEqual(
      scope.cells.map((cell, index) => [cell, index === 0]),
    );
    const health = await api.call("get", "/api/health", { headers: auth });
    if (health.status === 200) expect(health.body.cell).toBe("welding");
    expect(health.status).toBe(200);
    if (health.status === 200) expect(health.body.auth).toBe(true);
    if (health.status === 200)
      expect(health.body.store).toMatchObject({ backend: "sqlite", available: true });
    const ready = await api.call("get", "/api/ready", { headers: auth });
    expect(ready.status === 200 && ready.body.ready).toBe(true);
    expect((await api.call("get", "/api/cell", { headers: auth })).status).toBe(200);
    expect((await api.call("get", "/api/state", { headers: auth })).status).toBe(200);
    const plan = await api.call("post", "/api/plan", {
      headers: auth,
      body: { goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" } },
    });
    expect(plan.status).toBe(200);
    if (plan.status === 200 && plan.body.ok) expect(plan.body.path.at(-1)).toBe("Pos_1");
    const refused = await api.call("post", "/api/plan", {
      headers: auth,
      body: { text: "what is the weather" },
    });
    expect(refused.status === 200 && !refused.body.ok).toBe(true);
    const missing = await api.call("post", "/api/plan", {
      headers: auth,
      body: { goal: { goal: "move" } } as never,
    });
    expect(missing.status).toBe(400);
    if (missing.status === 400) expect(missing.body.error.message).toMatch(/goal\.position is missing/);
    expect(problems).toEqual([]);
  });

  it("runs a conversation through clarification, revision, approval, cancel and stop as documented", async () => {
    const created = await api.call("post", "/api/conversations", { headers: auth, body: {} });
    expect(created.status).toBe(201);
    const id = created.status === 201 ? created.body.conversationId : "";
    const path = { id };

    // Nothing pending yet: the review and its actions are 404.
    expect((await api.call("get", "/api/conversations/{id}/review", { path, headers: auth })).status).toBe(
      404,
    );
    for (const action of ["approve", "cancel"] as const) {
      const none = await api.call("post", `/api/conversations/{id}/review/${action}`, {
        path,
        headers: auth,
      });
      expect(none.status).toBe(404);
    }
    expect(
      (
        await api.call("post", "/api/conversations/{id}/review/revise", {
          path,
          headers: auth,
          body: { comment: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call("post", "/api/conversations/{id}/review/choose", {
          path,
          headers: auth,
          body: { optionId: "x" },
        })
      ).status,
    ).toBe(404);

    // A clarification with options, answered by choosing one; a stale review id is 409.
    const asked = await api.call("post", "/api/conversations/{id}/messages", {
      path,
      headers: auth,
      body: { text: "go to the safe position" },
    });
    expect(asked.status === 200 && asked.body.kind).toBe("review");
    const question = asked.status === 200 ? asked.body.pendingReview! : null;
    expect(question?.options?.length).toBeGreaterThan(1);
    expect((await api.call("get", "/api/conversations/{id}/review", { path, headers: auth })).status).toBe(
      200,
    );
    expect((await api.call("get", "/api/conversations/{id}", { path, headers: auth })).status).toBe(200);
    for (const [action, body] of [
      ["approve", {}],
      ["cancel", {}],
      ["revise", { comment: "skip it" }],
      ["choose", { optionId: question!.options![0].id }],
    ] as const) {
      const stale = await callAny(api, ["post", `/api/conversations/{id}/review/${action}`], {
        path,
        headers: auth,
        body: { ...body, hitlId: "an-old-review" },
      });
      expect(stale.status, action).toBe(409);
    }
    const chosen = await api.call("post", "/api/conversations/{id}/review/choose", {
      path,
      headers: auth,
      body: { optionId: question!.options![0].id, actor: "maria" },
    });
    expect(chosen.status).toBe(200);
    if (chosen.status === 200 && chosen.body.kind === "review") {
      expect(
        (await api.call("post", "/api/conversations/{id}/review/cancel", { path, headers: auth })).status,
      ).toBe(200);
    }

    // A revision, then an approval answered at once while the run streams; Stop stops it.
    const planned = await api.call("post", "/api/conversations/{id}/messages", {
      path,
      headers: auth,
      body: { text: "weld at position 1 and 2" },
    });
    expect(planned.status === 200 && planned.body.kind).toBe("review");
    const revised = await api.call("post", "/api/conversations/{id}/review/revise", {
      path,
      headers: auth,
      body: { comment: "skip position 2" },
    });
    expect(revised.status === 200 && revised.body.kind).toBe("review");
    const stream = readEvents(`${eventsPath}?token=${TOKEN}&conversation=${id}`, (types) =>
      types.includes("conversation-turn"),
    );
    await new Promise((resolve) => setTimeout(resolve, 100)); // the stream subscribes first
    const approved = await api.call("post", "/api/conversations/{id}/review/approve", {
      path,
      headers: { ...auth, prefer: "respond-async" },
      body: { actor: "maria" },
    });
    expect(approved.status === 200 && approved.body.run?.status).toBe("running");
    const stopped = await api.call("post", "/api/runs/current/stop", {
      headers: auth,
      body: { mode: "after-step" },
    });
    expect(stopped.status).toBe(202);
    const { status, events } = await stream;
    exercised.add(`GET ${scope.cell ? `${CELL_PATHS}/events` : "/api/events"} ${status}`);
    expect(status).toBe(200);
    expect(events[0].event).toBe("ready");
    const validateEvent = createEventValidator(document);
    for (const event of events) {
      expect(event.data.type).toBe(event.event);
      expect(validateEvent(event.data)).toBeNull();
    }
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(["run-started", "run-finished"]),
    );
    expect(problems).toEqual([]);
  });

  it("pages history and the audit, shows a run, replays it and stops nothing with a 409", async () => {
    const runs = await api.call("get", "/api/runs", { headers: auth, query: { limit: 5 } });
    expect(runs.status).toBe(200);
    const runId = runs.status === 200 ? runs.body.runs[0].run_id : "";
    expect((await api.call("get", "/api/runs/{runId}", { path: { runId }, headers: auth })).status).toBe(200);
    expect(
      (await api.call("get", "/api/runs/{runId}", { path: { runId: "no-such-run" }, headers: auth })).status,
    ).toBe(404);
    const replay = await api.call("post", "/api/runs/{runId}/replay", {
      path: { runId },
      headers: auth,
      body: {},
    });
    expect(replay.status === 200 && replay.body.kind).toBe("review");
    expect(
      (await api.call("post", "/api/runs/{runId}/replay", { path: { runId: "no-such-run" }, headers: auth }))
        .status,
    ).toBe(404);
    const approvals = await api.call("get", "/api/approvals", { headers: auth });
    expect(approvals.status === 200 && approvals.body.approvals.map((row) => row.actor)).toContain("maria");
    await new Promise((resolve) => setTimeout(resolve, 300)); // the stopped run has ended
    expect((await api.call("post", "/api/runs/current/stop", { headers: auth })).status).toBe(409);
    expect(problems).toEqual([]);
  });

  it("refuses conversation ids it never issued with 404, and malformed ones with 400", async () => {
    const path = { id: "never-issued" };
    expect((await api.call("get", "/api/conversations/{id}", { path, headers: auth })).status).toBe(404);
    const message = await api.call("post", "/api/conversations/{id}/messages", {
      path,
      headers: auth,
      body: { text: "hi" },
    });
    expect(message.status).toBe(404);
    expect(
      (
        await api.call("post", "/api/runs/{runId}/replay", {
          path: { runId: "any" },
          headers: auth,
          body: { conversationId: "never-issued" },
        })
      ).status,
    ).toBe(404);
    expect(problems).toEqual([]);
  });

  it("answers 400 naming the field for bad parameters and bodies of every operation that takes them", async () => {
    const bad: Array<[Operation, Record<string, unknown>]> = [
      [["post", "/api/plan"], { body: { goal: { goal: "move" } } }],
      [
        ["post", "/api/conversations"],
        { raw: "{not json", headers: { ...auth, "content-type": "application/json" } },
      ],
      [["get", "/api/conversations/{id}"], { path: { id: "bad id!" } }],
      [["post", "/api/conversations/{id}/messages"], { body: { text: "   " } }],
      [["get", "/api/conversations/{id}/review"], { path: { id: "bad id!" } }],
      [["post", "/api/conversations/{id}/review/approve"], { body: { actor: "<script>" } }],
      [["post", "/api/conversations/{id}/review/cancel"], { body: { hitlId: 5 } }],
      [["post", "/api/conversations/{id}/review/revise"], { body: {} }],
      [["post", "/api/conversations/{id}/review/choose"], { body: {} }],
      [["post", "/api/runs/current/stop"], { body: { mode: "later" } }],
      [["get", "/api/runs"], { query: { limit: 0 } }],
      [["get", "/api/runs/{runId}"], { path: { runId: "bad id!" } }],
      [["post", "/api/runs/{runId}/replay"], { path: { runId: "bad id!" } }],
      [["get", "/api/approvals"], { query: { offset: -1 } }],
      [["get", "/api/events"], { query: { conversation: "bad id!" } }],
    ];
    for (const [operation, options] of bad) {
      const answer = await callAny(api, operation, { headers: auth, ...options });
      expect(answer.status, operation.join(" ")).toBe(400);
      expect(answer.body.error.message.length, operation.join(" ")).toBeGreaterThan(8);
    }
    expect(problems).toEqual([]);
  });

  it("guards every operation: 401 without the token, 403 for a forged Host, 429 past the rate", async () => {
    for (const operation of operations) {
      const name = operation.join(" ");
      expect((await callAny(api, operation)).status, name).toBe(401);
      const forged = await callAny(api, operation, {
        headers: { ...auth, host: "rebound.attacker.example:4870" },
      });
      expect(forged.status, name).toBe(403);
      expect(forged.body.error.message, name).toMatch(
        /Host 'rebound\.attacker\.example:4870' is not allowed/,
      );
      const limitedAnswer = await callAny(apiLimited, operation);
      expect(limitedAnswer.status, name).toBe(429);
      expect(Number(limitedAnswer.headers["retry-after"]), name).toBeGreaterThan(0);
    }
    // The token in the URL is for the event stream only.
    const inUrl = await callAny(api, ["get", "/api/state"], { query: { token: TOKEN } });
    expect(inUrl.status).toBe(401);
    expect(problems).toEqual([]);
  });

  it.runIf(scope.cell)("answers 404 naming the cells for a cell the server does not host", async () => {
    for (const operation of operations.filter(([, path]) => path !== "/api/cells")) {
      const answer = await callAny(api, operation, { headers: auth, path: { ...somePath, cell: "paint" } });
      expect(answer.status, operation.join(" ")).toBe(404);
      expect(answer.body.error.message).toMatch(
        /no cell 'paint' on this server \(cells: sandwich, welding\)/,
      );
    }
    expect(problems).toEqual([]);
  });

  it("refuses changes from another origin (403), without JSON (415) and over the size limit (413)", async () => {
    for (const operation of operations.filter(([method]) => method === "post")) {
      const name = operation.join(" ");
      const foreign = await callAny(api, operation, {
        headers: { ...auth, origin: "http://attacker.example" },
      });
      expect(foreign.status, name).toBe(403);
      const text = await callAny(api, operation, {
        headers: { ...auth, "content-type": "text/plain" },
        raw: "{}",
      });
      expect(text.status, name).toBe(415);
      const huge = JSON.stringify({ text: "x".repeat(20_000) });
      const tooLarge = await callAny(api, operation, {
        headers: { ...auth, "content-type": "application/json" },
        raw: huge,
      });
      expect(tooLarge.status, name).toBe(413);
    }
    expect(problems).toEqual([]);
  });

  it("answers 503 naming the cause when the store, the Neo4j graph or the conversation workflow is unavailable", async () => {
    const id = await apiStoreDown.call("post", "/api/conversations", {});
    const conversationId = id.status === 201 ? id.body.conversationId : "";
    const down: Array<[Operation, Record<string, unknown>]> = [
      [["get", "/api/state"], {}],
      [["get", "/api/ready"], {}],
      [["get", "/api/cell"], {}],
      [["post", "/api/plan"], { body: { goal: { goal: "move", position: "Home" } } }],
      [
        ["post", "/api/conversations/{id}/messages"],
        { path: { id: conversationId }, body: { text: "go home" } },
      ],
      [["get", "/api/runs"], {}],
      [["get", "/api/runs/{runId}"], {}],
      [["post", "/api/runs/{runId}/replay"], {}],
    ];
    for (const [operation, options] of down) {
      const answer = await callAny(apiStoreDown, operation, options);
      expect(answer.status, operation.join(" ")).toBe(503);
      expect(answer.body.error.message).toMatch(/PostgreSQL|Neo4j|workflow/);
    }
    expect(problems).toEqual([]);
  });
});

describe("the contract tests", () => {
  it("exercised every documented operation and status, and only documented ones", () => {
    expect([...exercised].sort()).toEqual(validator.documented().sort());
  });
});
