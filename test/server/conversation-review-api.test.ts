import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import {
  createTestServer,
  newConversation,
  operatorLines,
  postJson,
  type TestServer,
} from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

async function json(response: Response | Promise<Response>) {
  const resolved = await response;
  return { status: resolved.status, body: (await resolved.json()) as any };
}

describe("conversations and the review card over HTTP", () => {
  it("plans 'weld at position 1 and 2', waits for approval, runs on approve and records who approved", async () => {
    server = createTestServer();
    const { app } = server;
    const created = await json(app.request("/api/conversations", postJson({})));
    expect(created.status).toBe(201);
    const id = created.body.conversationId;

    const turn = await json(
      app.request(`/api/conversations/${id}/messages`, postJson({ text: "weld at position 1 and 2" })),
    );
    expect(turn.status).toBe(200);
    expect(turn.body.kind).toBe("review");
    expect(turn.body.plan.path).toContain("Pos_2");
    expect((await server.store.getState()).current_position).toBe("Home"); // nothing ran yet

    const review = await json(app.request(`/api/conversations/${id}/review`));
    expect(review.body.hitlId).toBe(turn.body.pendingReview.hitlId);

    const approved = await json(
      app.request(
        `/api/conversations/${id}/review/approve`,
        postJson({ hitlId: review.body.hitlId, actor: "maria" }),
      ),
    );
    expect(approved.body.kind).toBe("run");
    expect(approved.body.run.status).toBe("completed");
    expect((await operatorLines(server, id))?.at(-1)).toBe("yes");

    const audit = await json(app.request("/api/approvals"));
    expect(audit.body.approvals[0]).toMatchObject({
      conversation_id: id,
      hitl_id: review.body.hitlId,
      action: "approve",
      actor: "maria",
      outcome: "run",
      run_id: approved.body.run.runId,
    });

    const transcript = await json(app.request(`/api/conversations/${id}`));
    expect(transcript.body.entries.map((entry: any) => entry.role)).toEqual([
      "operator",
      "cell",
      "operator",
      "cell",
    ]);
    expect(transcript.body.pendingReview).toBeNull();
  });

  it("revises with a comment and gets a new plan to review", async () => {
    server = createTestServer();
    const id = await newConversation(server.app);
    await server.app.request(
      `/api/conversations/${id}/messages`,
      postJson({ text: "weld at position 1 and 2" }),
    );
    const revised = await json(
      server.app.request(
        `/api/conversations/${id}/review/revise`,
        postJson({ comment: "skip position 2" }, { "x-cellpilot-actor": "lee" }),
      ),
    );
    expect(revised.body.kind).toBe("review");
    expect(revised.body.plan.path).not.toContain("Pos_2");
    expect((await operatorLines(server, id))?.at(-1)).toBe("yes, but skip position 2");
    expect((await server.audit.list())[0]).toMatchObject({
      action: "revise",
      detail: "skip position 2",
      actor: "lee",
    });
  });

  it("answers a disambiguation with the option's machine-made number, and refuses unknown options", async () => {
    server = createTestServer();
    const id = await newConversation(server.app);
    const asked = await json(
      server.app.request(`/api/conversations/${id}/messages`, postJson({ text: "go to the safe position" })),
    );
    expect(asked.body.pendingReview.kind).toBe("disambiguation");
    const bad = await json(
      server.app.request(`/api/conversations/${id}/review/choose`, postJson({ optionId: "nope" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("BAD_REQUEST");
    const option = asked.body.pendingReview.options[1];
    const chosen = await json(
      server.app.request(`/api/conversations/${id}/review/choose`, postJson({ optionId: option.id })),
    );
    expect((await operatorLines(server, id))?.at(-1)).toBe("2");
    expect(chosen.body.plan.path.at(-1)).toBe(option.label);
  });

  it("cancels, and then has no review pending (404), and refuses a stale review id (409)", async () => {
    server = createTestServer();
    const id = await newConversation(server.app);
    const first = await json(
      server.app.request(`/api/conversations/${id}/messages`, postJson({ text: "weld at position 1" })),
    );
    const cancelled = await json(server.app.request(`/api/conversations/${id}/review/cancel`, postJson({})));
    expect(cancelled.body.kind).toBe("cancelled");
    const none = await json(server.app.request(`/api/conversations/${id}/review/approve`, postJson({})));
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("NOT_FOUND");
    await server.app.request(`/api/conversations/${id}/messages`, postJson({ text: "weld at position 2" }));
    const stale = await json(
      server.app.request(
        `/api/conversations/${id}/review/approve`,
        postJson({ hitlId: first.body.pendingReview.hitlId }),
      ),
    );
    expect(stale.status).toBe(409);
    expect(await server.store.countRuns()).toBe(0);
  });

  it("records a typed answer to a pending review as a reply in the audit", async () => {
    server = createTestServer();
    const typed = await newConversation(server.app);
    await server.app.request(
      `/api/conversations/${typed}/messages`,
      postJson({ text: "weld at position 1" }),
    );
    const turn = await json(
      server.app.request(`/api/conversations/${typed}/messages`, postJson({ text: "yes", actor: "sam" })),
    );
    expect(turn.body.kind).toBe("run");
    expect((await server.audit.list())[0]).toMatchObject({
      action: "reply",
      detail: "yes",
      actor: "sam",
      outcome: "run",
    });
  });

  it("refuses bad input with clear JSON errors", async () => {
    server = createTestServer();
    const x = await newConversation(server.app);
    const cases: Array<[string, RequestInit, number]> = [
      [`/api/conversations/${x}/messages`, postJson({ text: "   " }), 400],
      [`/api/conversations/${x}/messages`, postJson({ text: "a".repeat(2001) }), 400],
      [`/api/conversations/${x}/messages`, postJson({}), 400],
      [
        `/api/conversations/${x}/messages`,
        { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" },
        400,
      ],
      [`/api/conversations/${x}/messages`, { method: "POST", body: JSON.stringify({ text: "hi" }) }, 415],
      ["/api/conversations/never-issued/messages", postJson({ text: "hi" }), 404],
      ["/api/conversations/bad%20id!/messages", postJson({ text: "hi" }), 400],
      [`/api/conversations/${x}/messages`, postJson({ text: "hi", actor: "<script>" }), 400],
      ["/api/conversations/unknown-one", { method: "GET" }, 404],
      ["/api/nothing-here", { method: "GET" }, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await json(server.app.request(path, init));
      expect(response.status, path).toBe(status);
      expect(typeof response.body.error.code).toBe("string");
      expect(response.body.error.message.length).toBeGreaterThan(5);
    }
    expect(await operatorLines(server, x)).toBeNull();
  });

  it("turns control characters into spaces before the conversation sees the text", async () => {
    server = createTestServer();
    const id = await newConversation(server.app);
    await server.app.request(
      `/api/conversations/${id}/messages`,
      postJson({ text: "weld\u0000at position\u001b 1" }),
    );
    expect(await operatorLines(server, id)).toEqual(["weld at position  1"]);
  });
});

describe("transcripts over HTTP", () => {
  it("GET /api/conversations/:id shows what was said, also after the server restarts on the same data", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cellpilot-restart-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = createTestServer({ dataDir });
    const conversationId = await newConversation(first.app);
    expect((await json(first.app.request(`/api/conversations/${conversationId}`))).body.entries).toEqual([]);
    await first.app.request(
      `/api/conversations/${conversationId}/messages`,
      postJson({ text: "weld at position 1" }),
    );
    const before = await json(first.app.request(`/api/conversations/${conversationId}`));
    expect(before.body.entries.map((entry: any) => entry.role)).toEqual(["operator", "cell"]);
    expect(before.body.pendingReview).not.toBeNull();
    await first.close();
    server = createTestServer({ dataDir });
    const after = await json(server.app.request(`/api/conversations/${conversationId}`));
    expect(after.status).toBe(200);
    expect(after.body.entries).toEqual(before.body.entries);
    expect(after.body.pendingReview.hitlId).toBe(before.body.pendingReview.hitlId);
  });
});
