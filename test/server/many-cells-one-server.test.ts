import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedCells } from "../../src/cli/commands/serve-command.js";
import { resolveCellPath } from "../../src/knowledge/cell-registry.js";
import { startServer, type StartedServer } from "../../src/server/start-server.js";
import { postJson } from "./support/test-server.js";
import { startTwoCellServer } from "./support/two-cell-server.js";

let dataDir: string;
let server: StartedServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cellpilot-cells-"));
  // Welding first (the default cell), in real time so a run is still going when looked at (the
  // test stops it); the sandwich cell instantly.
  server = await startTwoCellServer({ dataDir, timeScaleOf: (cell) => (cell === "welding" ? 1 : 0) });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as any };
};
const post = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, postJson(body, headers));
  return { status: response.status, body: (await response.json()) as any };
};

/** Polls the site overview until `holds` is true for the cell, or fails after a generous wait. */
async function overviewOf(cell: string, holds: (entry: any) => boolean): Promise<any> {
  let entry: any = null;
  for (let attempt = 0; attempt < 300; attempt++) {
    entry = (await get("/api/cells")).body.cells.find((candidate: any) => candidate.cell === cell);
    if (holds(entry)) return entry;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the overview of ${cell} never held: ${JSON.stringify(entry)}`);
}

describe("one server, many cells", () => {
  it("keeps today's paths for the first cell and serves each cell under /api/cells/{cell}", async () => {
    expect(server.cells).toEqual(["welding", "sandwich"]);
    expect((await get("/api/health")).body).toMatchObject({ cell: "welding", kind: "graph" });
    expect((await get("/api/cells/welding/health")).body).toMatchObject({ cell: "welding" });
    expect((await get("/api/cells/sandwich/health")).body).toMatchObject({
      cell: "sandwich",
      kind: "assembly",
    });
    expect((await get("/api/cells/sandwich/cell")).body.assembly.zones.length).toBe(3);
    const unknown = await get("/api/cells/paint/state");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      "no cell 'paint' on this server (cells: welding, sandwich); GET /api/cells lists them",
    );
  });

  it("gives each cell its own conversations, history and files: ids of one cell are unknown to another", async () => {
    const sandwich = (await post("/api/cells/sandwich/conversations")).body.conversationId as string;
    const built = await post(`/api/cells/sandwich/conversations/${sandwich}/messages`, {
      text: "make a BLT",
    });
    expect(built.body.kind).toBe("run");
    expect(built.body.run.status).toBe("completed");
    // The sandwich run is in the sandwich cell's history only.
    expect((await get("/api/cells/sandwich/runs")).body.runs.map((run: any) => run.run_id)).toContain(
      built.body.run.runId,
    );
    expect((await get(`/api/runs/${built.body.run.runId}`)).status).toBe(404);
    expect((await get(`/api/cells/welding/runs/${built.body.run.runId}`)).status).toBe(404);
    // The conversation id was issued by the sandwich cell: the welding cell never heard of it.
    expect((await get(`/api/cells/sandwich/conversations/${sandwich}`)).status).toBe(200);
    expect((await get(`/api/conversations/${sandwich}`)).status).toBe(404);
    expect(
      (await post(`/api/cells/welding/conversations/${sandwich}/messages`, { text: "go home" })).status,
    ).toBe(404);
    expect((await get("/api/cells/welding/state")).body.current_position).toBe("Home");
    for (const file of ["welding.sqlite", "sandwich.sqlite", "sandwich.checkpoints.sqlite"]) {
      expect(existsSync(join(dataDir, file)), file).toBe(true);
    }
  });

  it("shows every cell's state, the run in progress and the reviews waiting in the site overview", async () => {
    const welding = (await post("/api/cells/welding/conversations")).body.conversationId as string;
    const planned = await post(`/api/cells/welding/conversations/${welding}/messages`, {
      text: "weld at position 1 and 2",
    });
    expect(planned.body.kind).toBe("review");
    const waiting = await overviewOf("welding", (entry) => entry.pendingReviews.length === 1);
    expect(waiting).toMatchObject({
      default: true,
      kind: "graph",
      state: { current_position: "Home", current_tool: "none" },
      currentRun: null,
      error: null,
    });
    expect(waiting.pendingReviews[0]).toMatchObject({
      conversationId: welding,
      hitlId: planned.body.pendingReview.hitlId,
      kind: "approval",
    });
    const sandwichEntry = (await get("/api/cells")).body.cells.find(
      (entry: any) => entry.cell === "sandwich",
    );
    expect(sandwichEntry).toMatchObject({
      default: false,
      kind: "assembly",
      pendingReviews: [],
      currentRun: null,
    });

    const approved = await post(
      `/api/cells/welding/conversations/${welding}/review/approve`,
      { actor: "maria" },
      { prefer: "respond-async" },
    );
    expect(approved.body.run.status).toBe("running");
    const running = await overviewOf("welding", (entry) => entry.currentRun !== null);
    expect(running.currentRun).toMatchObject({
      run_id: approved.body.run.runId,
      operator_input: "weld at position 1 and 2",
      status: "running",
    });
    expect(running.pendingReviews).toEqual([]);
    expect((await post("/api/cells/welding/runs/current/stop", { mode: "now" })).status).toBe(202);
    await overviewOf("welding", (entry) => entry.currentRun === null);
    expect((await get(`/api/cells/welding/runs/${approved.body.run.runId}`)).body.run.status).toBe("failed");
  }, 60_000);

  it("refuses a cell given twice before serving anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-cells-twice-"));
    try {
      await expect(
        startServer({
          host: "127.0.0.1",
          port: 0,
          dataDir: dir,
          cells: ["welding", resolveCellPath("welding")],
        }),
      ).rejects.toThrow("cell 'welding' is given twice; each cell is served once");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads `--cell` options first, then the cell files of `--cells DIR` in name order", () => {
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-cells-dir-"));
    try {
      expect(servedCells([], undefined)).toEqual(["welding"]);
      expect(() => servedCells([], dir)).toThrow(/no cell files \(\*\.yaml\)/);
      copyFileSync(resolveCellPath("welding"), join(dir, "b-welding.yaml"));
      copyFileSync(resolveCellPath("sandwich"), join(dir, "a-sandwich.yml"));
      expect(servedCells(["paintshop"], dir)).toEqual([
        "paintshop",
        join(dir, "a-sandwich.yml"),
        join(dir, "b-welding.yaml"),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
