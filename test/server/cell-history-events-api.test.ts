import { afterEach, describe, expect, it } from "vitest";
import { collectEvents } from "./support/collect-events.js";
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

describe("cell graph, state, planning, history, replay and the event stream", () => {
  it("describes the welding cell: positions by role with a layout, moves listed once, stands, tools, routines", async () => {
    server = createTestServer();
    const { body } = await json(server.app.request("/api/cell"));
    expect(body.cell).toBe("welding");
    const byName = Object.fromEntries(body.positions.map((p: any) => [p.name, p]));
    expect(byName.Home.role).toBe("home");
    expect(byName.Tool_Weld_Position).toMatchObject({
      role: "tool_mount",
      toolStand: "ToolStand_Welder",
      tool: "Welder",
    });
    for (const position of body.positions) {
      expect(position.x).toBeGreaterThan(0);
      expect(position.x).toBeLessThan(1);
    }
    expect(byName.Home.y).toBeLessThan(byName.Safe_Pos_1.y);
    expect(byName.Safe_Pos_1.y).toBeLessThan(byName.Pos_1.y);
    expect(body.moves).toHaveLength(12);
    expect(body.moves.every((move: any) => move.bothWays)).toBe(true);
    expect(
      body.routines
        .find((r: any) => r.name === "tack_weld")
        .supportedAt.map((s: any) => s.position)
        .sort(),
    ).toEqual(["Pos_1", "Pos_2"]);
  });

  it("plans a goal as a dry run with the path to draw, and refuses an impossible one", async () => {
    server = createTestServer();
    const planned = await json(
      server.app.request(
        "/api/plan",
        postJson({ goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" } }),
      ),
    );
    expect(planned.body.ok).toBe(true);
    expect(planned.body.path[0]).toBe("Home");
    expect(planned.body.path.at(-1)).toBe("Pos_1");
    expect(planned.body.verification.valid).toBe(true);
    const refused = await json(
      server.app.request(
        "/api/plan",
        postJson({ goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_3" } }),
      ),
    );
    expect(refused.body.ok).toBe(false);
    expect(refused.body.message).toMatch(/Pos_3/);
    const fromText = await json(
      server.app.request("/api/plan", postJson({ text: "weld at position 1 and 2" })),
    );
    expect(fromText.body.ok).toBe(true);
    expect(fromText.body.path).toEqual(expect.arrayContaining(["Pos_1", "Pos_2"]));
    const unclear = await json(server.app.request("/api/plan", postJson({ text: "weld" })));
    expect(unclear.body.ok).toBe(false);
    expect(unclear.body.message.length).toBeGreaterThan(10);
    const malformed = await json(server.app.request("/api/plan", postJson({ goal: { goal: "fly" } })));
    expect(malformed.status).toBe(400);
    expect(await server.store.countRuns()).toBe(0);
  });

  it("pages the history newest first, shows one run with its steps, and replays it", async () => {
    server = createTestServer();
    for (const text of ["weld at position 1", "weld at position 2", "go to position 3"]) {
      const id = await newConversation(server.app);
      await server.app.request(`/api/conversations/${id}/messages`, postJson({ text }));
      await server.app.request(`/api/conversations/${id}/review/approve`, postJson({}));
    }
    const page = await json(server.app.request("/api/runs?limit=2&offset=0"));
    expect(page.body.total).toBe(3);
    expect(page.body.runs.map((run: any) => run.operator_input)).toEqual([
      "go to position 3",
      "weld at position 2",
    ]);
    const next = await json(server.app.request("/api/runs?limit=2&offset=2"));
    expect(next.body.runs.map((run: any) => run.operator_input)).toEqual(["weld at position 1"]);
    expect((await json(server.app.request("/api/runs?limit=abc"))).status).toBe(400);

    const runId = next.body.runs[0].run_id;
    const detail = await json(server.app.request(`/api/runs/${runId}`));
    expect(detail.body.steps.length).toBe(detail.body.run.sequence.length);
    expect(detail.body.steps.every((step: any) => step.state === "completed")).toBe(true);
    expect((await json(server.app.request("/api/runs/no-such-run"))).status).toBe(404);

    const replayer = await newConversation(server.app);
    const replay = await json(
      server.app.request(`/api/runs/${runId}/replay`, postJson({ conversationId: replayer })),
    );
    expect(await operatorLines(server, replayer)).toEqual([`replay run ${runId}`]);
    expect(replay.body.kind).toBe("review");
    expect((await json(server.app.request("/api/runs/no-such-run/replay", postJson({})))).status).toBe(404);
  });

  it("streams run progress as server-sent events over a real socket", async () => {
    server = createTestServer({ heartbeatMs: 50 });
    const running = await server.listen();
    const controller = new AbortController();
    const events = collectEvents(
      `${running.url}/api/events`,
      (types) => types.includes("run-finished"),
      controller.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 100)); // the stream subscribes first
    const sse = await newConversation(running.url);
    await fetch(`${running.url}/api/conversations/${sse}/messages`, postJson({ text: "weld at position 1" }));
    const approved = (await (
      await fetch(`${running.url}/api/conversations/${sse}/review/approve`, postJson({}))
    ).json()) as any;
    const received = await events;
    controller.abort();
    const types = received.map((event) => event.event);
    expect(types[0]).toBe("ready");
    expect(types[1]).toBe("run-started");
    expect(types.at(-1)).toBe("run-finished");
    const completed = received.filter((event) => event.event === "run-step-completed");
    expect(completed).toHaveLength(approved.run.totalSteps);
    expect(completed.at(-1)!.data.state.current_position).toBe("Pos_1");
  });
});
