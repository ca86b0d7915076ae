import { afterEach, describe, expect, it } from "vitest";
import { collectEvents } from "./support/collect-events.js";
import { createTestServer, newConversation, postJson, type TestServer } from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, postJson(body, headers));
  return { status: response.status, body: (await response.json()) as any };
}

describe("a run in the background (Prefer: respond-async)", () => {
  it("approve returns while the run goes on; a question is answered mid-run; the final turn arrives on the event stream", async () => {
    server = createTestServer({ timeScale: 0.5 }); // long enough that the question lands mid-run on a loaded machine
    const { url } = await server.listen();
    const bg1 = await newConversation(url);
    const base = `${url}/api/conversations/${bg1}`;
    const stream = new AbortController();
    const events = collectEvents(
      `${url}/api/events?conversation=${bg1}`,
      (types) => types.includes("conversation-turn"),
      stream.signal,
    );
    const planned = await post(`${base}/messages`, { text: "weld at position 1 and 2" });

    const approved = await post(
      `${base}/review/approve`,
      { hitlId: planned.body.pendingReview.hitlId },
      { prefer: "respond-async" },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.kind).toBe("run");
    expect(approved.body.run).toMatchObject({ status: "running", completedSteps: 0, totalSteps: 12 });
    expect(approved.body.pendingReview).toBeNull();
    const [runRecord] = await server.store.listRuns({ limit: 1 });
    expect(runRecord.status).toBe("running");

    const question = await post(
      `${base}/messages`,
      { text: "where is the robot?" },
      { prefer: "respond-async" },
    );
    expect(question.body.kind).toBe("answer");
    // where the robot was when asked: a place on the run's way (it keeps moving meanwhile)
    const named = /at (\w+)/.exec(question.body.reply)?.[1];
    expect(["Home", ...planned.body.plan.path]).toContain(named);
    expect((await server.store.getRun(approved.body.run.runId))!.status).toBe("running");

    const received = await events;
    stream.abort();
    const types = received.map((event) => event.event);
    expect(types.indexOf("run-started")).toBeLessThan(types.indexOf("run-finished"));
    const final = received.find((event) => event.event === "conversation-turn")!.data;
    expect(final.conversationId).toBe(bg1);
    expect(final.turn).toMatchObject({ kind: "run", run: { status: "completed", completedSteps: 12 } });
    const transcript = (await (await fetch(base)).json()) as any;
    // the conversation's checkpoint keeps the approval's final turn; the mid-run question sits inside it
    expect(transcript.entries.map((entry: any) => entry.turn?.kind ?? entry.role)).toEqual([
      "operator",
      "review",
      "operator",
      "operator",
      "answer",
      "run",
    ]);
    expect(transcript.entries.at(-1).text).toMatch(/^Done: 12 steps completed/);
    expect((await server.audit.list()).find((entry) => entry.action === "approve")).toMatchObject({
      action: "approve",
      outcome: "run",
      run_id: approved.body.run.runId,
    });
  });

  it("another conversation's stream does not carry this conversation's turns", async () => {
    server = createTestServer({ timeScale: 0.05 });
    const { url } = await server.listen();
    const stream = new AbortController();
    const events = collectEvents(
      `${url}/api/events?conversation=someone-else`,
      (types) => types.includes("run-finished"),
      stream.signal,
    );
    const bg2 = await newConversation(url);
    await post(`${url}/api/conversations/${bg2}/messages`, { text: "go to position 1" });
    await post(`${url}/api/conversations/${bg2}/review/approve`, {}, { prefer: "respond-async" });
    const received = await events;
    await new Promise((resolve) => setTimeout(resolve, 100));
    stream.abort();
    expect(received.map((event) => event.event)).not.toContain("conversation-turn");
  });
});
