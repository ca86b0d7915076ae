import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, postJson, type TestServer } from "./support/test-server.js";

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
    const created = await json(app.request("/api/conversations", { method: "POST" }));
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
    expect(server.conversations.calls.at(-1)).toMatchObject({
      text: "yes",
      options: { actor: "maria", hitlId: review.body.hitlId },
    });

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
    const id = "revise-1";
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
    expect(server.conversations.calls.at(-1)?.text).toBe("yes, but skip position 2");
    expect(server.audit.list()[0]).toMatchObject({
      action: "revise",
      detail: "skip position 2",
      actor: "lee",
    });
  });

  it("answers a disambiguation with the option's machine-made number, and refuses unknown options", async () => {
    server = createTestServer();
    const id = "choose-1";
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
    expect(server.conversations.calls.at(-1)?.text).toBe("2");
    expect(chosen.body.plan.path.at(-1)).toBe(option.label);
  });

  it("cancels, and then has no review pending (404), and refuses a stale review id (409)", async () => {
    server = createTestServer();
    const id = "cancel-1";
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
    await server.app.request("/api/conversations/typed/messages", postJson({ text: "weld at position 1" }));
    const turn = await json(
      server.app.request("/api/conversations/typed/messages", postJson({ text: "yes", actor: "sam" })),
    );
    expect(turn.body.kind).toBe("run");
    expect(server.audit.list()[0]).toMatchObject({
      action: "reply",
      detail: "yes",
      actor: "sam",
      outcome: "run",
    });
  });

  it("refuses bad input with clear JSON errors", async () => {
    server = createTestServer();
    const cases: Array<[string, RequestInit, number]> = [
      ["/api/conversations/x/messages", postJson({ text: "   " }), 400],
      ["/api/conversations/x/messages", postJson({ text: "a".repeat(2001) }), 400],
      ["/api/conversations/x/messages", postJson({}), 400],
      ["/api/conversations/x/messages", { method: "POST", body: "{not json" }, 400],
      ["/api/conversations/bad%20id!/messages", postJson({ text: "hi" }), 400],
      ["/api/conversations/x/messages", postJson({ text: "hi", actor: "<script>" }), 400],
      ["/api/conversations/unknown-one", { method: "GET" }, 404],
      ["/api/nothing-here", { method: "GET" }, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await json(server.app.request(path, init));
      expect(response.status, path).toBe(status);
      expect(typeof response.body.error.code).toBe("string");
      expect(response.body.error.message.length).toBeGreaterThan(5);
    }
    expect(server.conversations.calls).toHaveLength(0);
  });

  it("turns control characters into spaces before the conversation sees the text", async () => {
    server = createTestServer();
    await server.app.request(
      "/api/conversations/c/messages",
      postJson({ text: "weld\u0000at position\u001b 1" }),
    );
    expect(server.conversations.calls[0].text).toBe("weld at position  1");
  });
});
