import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, newConversation, postJson, type TestServer } from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

async function post(url: string, body: unknown) {
  const response = await fetch(url, postJson(body));
  return { status: response.status, body: (await response.json()) as any };
}

/** The real LangGraph workflow (offline, instant robot) behind the API, over a real socket. */
describe("the conversation workflow over HTTP", () => {
  it("plans, revises, approves and runs 'weld at position 1 and 2', auditing who did what", async () => {
    server = createTestServer({});
    const { url } = await server.listen();
    const base = `${url}/api/conversations/${await newConversation(url)}`;
    const planned = await post(`${base}/messages`, { text: "weld at position 1 and 2" });
    expect(planned.body.kind).toBe("review");
    expect(planned.body.pendingReview.kind).toBe("approval");
    expect(planned.body.plan.path).toEqual(expect.arrayContaining(["Pos_1", "Pos_2"]));

    const revised = await post(`${base}/review/revise`, { comment: "skip position 2", actor: "maria" });
    expect(revised.body.kind).toBe("review");
    expect(revised.body.plan.path).not.toContain("Pos_2");

    const stale = await post(`${base}/review/approve`, { hitlId: planned.body.pendingReview.hitlId });
    expect(stale.status).toBe(409);

    const ran = await post(`${base}/review/approve`, {
      hitlId: revised.body.pendingReview.hitlId,
      actor: "maria",
    });
    expect(ran.body.kind).toBe("run");
    expect(ran.body.run.status).toBe("completed");
    expect(ran.body.state.current_position).toBe("Pos_1");

    const history = (await (await fetch(`${url}/api/runs`)).json()) as any;
    expect(history.runs[0].run_id).toBe(ran.body.run.runId);
    const audit = (await (await fetch(`${url}/api/approvals`)).json()) as any;
    expect(audit.approvals.map((row: any) => [row.action, row.actor, row.outcome])).toEqual([
      ["approve", "maria", "run"],
      ["revise", "maria", "review"],
    ]);

    // Replay: the run is planned again from where the robot is now, and reviewed again.
    const homeId = await newConversation(url);
    const home = await post(`${url}/api/conversations/${homeId}/messages`, { text: "go home" });
    if (home.body.kind === "review") await post(`${url}/api/conversations/${homeId}/review/approve`, {});
    const replay = await post(`${url}/api/runs/${ran.body.run.runId}/replay`, {
      conversationId: await newConversation(url),
    });
    expect(replay.body.kind).toBe("review");
    expect(replay.body.plan.path.at(-1)).toBe("Pos_1");
  });

  it("answers a disambiguation with a chosen option", async () => {
    server = createTestServer({});
    const { url } = await server.listen();
    const w2 = await newConversation(url);
    const asked = await post(`${url}/api/conversations/${w2}/messages`, { text: "go to the safe position" });
    expect(asked.body.pendingReview.kind).toBe("disambiguation");
    const option = asked.body.pendingReview.options.find((o: any) => o.label === "Safe_Pos_2");
    const chosen = await post(`${url}/api/conversations/${w2}/review/choose`, { optionId: option.id });
    const final =
      chosen.body.kind === "review"
        ? await post(`${url}/api/conversations/${w2}/review/approve`, {})
        : chosen;
    expect(final.body.kind).toBe("run");
    expect(final.body.state.current_position).toBe("Safe_Pos_2");
  });

  it("reports a failing step: the run fails, the history names the position, the stream says which step", async () => {
    server = createTestServer({ workflowOptions: { fault: { kind: "step", step: 3 } } });
    const { url } = await server.listen();
    const events: string[] = [];
    const unsubscribe = server.conversations.onRunEvent((event) => events.push(event.type));
    const f1 = await newConversation(url);
    await post(`${url}/api/conversations/${f1}/messages`, { text: "weld at position 1" });
    const ran = await post(`${url}/api/conversations/${f1}/review/approve`, {});
    unsubscribe();
    expect(ran.body.run.status).toBe("failed");
    expect(ran.body.run.error).toBeTruthy();
    expect(events).toContain("run-step-failed");
    expect(events.at(-1)).toBe("run-finished");
    const detail = (await (await fetch(`${url}/api/runs/${ran.body.run.runId}`)).json()) as any;
    expect(detail.run.status).toBe("failed");
    expect(detail.failedPositions).toHaveLength(1);
  });
});
