import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, newConversation, postJson, type TestServer } from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

async function post(url: string, body: unknown) {
  const response = await fetch(url, postJson(body));
  return { status: response.status, body: (await response.json()) as any };
}

describe("stopping a run from the API", () => {
  it("POST /api/runs/current/stop stops the run after its current step: that step completes, the run fails 'stopped by the operator', the state at the last completed step", async () => {
    // The simulated robot at a fifth of real time: the weld run takes seconds, long enough to stop.
    server = createTestServer({ timeScale: 0.2 });
    const { url } = await server.listen();
    const base = `${url}/api/conversations/${await newConversation(url)}`;
    const planned = await post(`${base}/messages`, { text: "weld at position 1 and 2" });
    expect(planned.body.kind).toBe("review");
    const completedPositions: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    server.conversations.onRunEvent((event) => {
      if (event.type === "run-step-completed") completedPositions.push(event.state.current_position);
      if (event.type === "run-step-completed" && event.stepIndex === 0) started();
    });
    const approving = post(`${base}/review/approve`, { hitlId: planned.body.pendingReview.hitlId });
    await running;
    const stopped = await post(`${url}/api/runs/current/stop`, {});
    expect(stopped.status).toBe(202);
    expect(stopped.body).toMatchObject({ stopped: true, mode: "after-step" });

    const ran = (await approving).body;
    expect(ran.kind).toBe("run");
    expect(ran.run.status).toBe("failed");
    expect(ran.run.error).toMatch(/stopped by the operator/);
    expect(ran.run.completedSteps).toBeLessThan(ran.run.totalSteps);
    const record = await server.store.getRun(ran.run.runId);
    expect(record!.status).toBe("failed");
    const steps = await server.store.getRunSteps(ran.run.runId);
    expect(steps.filter((step) => step.state === "completed")).toHaveLength(ran.run.completedSteps);
    expect(steps.every((step) => step.state === "completed")).toBe(true);
    expect((await server.store.getState()).current_position).toBe(completedPositions.at(-1));

    // Nothing runs any more: a late click is told so.
    const late = await post(`${url}/api/runs/current/stop`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("CONFLICT");
  });

  it("mode 'now' aborts the current step: recorded as interrupted with the controller's state; a bad mode is a 400", async () => {
    server = createTestServer({ timeScale: 0.2 });
    const { url } = await server.listen();
    const base = `${url}/api/conversations/${await newConversation(url)}`;
    const planned = await post(`${base}/messages`, { text: "weld at position 1 and 2" });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    server.conversations.onRunEvent((event) => {
      if (event.type === "run-step-started" && event.stepIndex === 1) started();
    });
    const approving = post(`${base}/review/approve`, { hitlId: planned.body.pendingReview.hitlId });
    await running;
    const wrong = await post(`${url}/api/runs/current/stop`, { mode: "eventually" });
    expect(wrong.status).toBe(400);
    const stopped = await post(`${url}/api/runs/current/stop`, { mode: "now" });
    expect(stopped.body).toMatchObject({ stopped: true, mode: "now" });
    const ran = (await approving).body;
    expect(ran.run).toMatchObject({ status: "failed", completedSteps: 1 });
    const steps = await server.store.getRunSteps(ran.run.runId);
    expect(steps.at(-1)).toMatchObject({ state: "error", position: "Tool_Weld_Position" });
    expect(steps.at(-1)!.error).toMatch(
      /interrupted \(stop now\); last confirmed: at Tool_Weld_Safe_Position, tool none/,
    );
  });

  it("is 409 when no run is in progress", async () => {
    server = createTestServer({});
    const { url } = await server.listen();
    const response = await post(`${url}/api/runs/current/stop`, {});
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/no run/);
  });
});
