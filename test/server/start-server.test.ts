import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isLoopbackHost, startServer, type StartedServer } from "../../src/server/start-server.js";
import { newConversation } from "./support/test-server.js";
import { createCellConversationService } from "../../src/workflow/open-cell-conversation.js";

const TOKEN = "3f9a1c7e5b2d8046af13c9e7b5d20486";
let dataDir: string;
let started: StartedServer | null = null;
afterEach(async () => {
  await started?.stop();
  started = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("starting the server", () => {
  it("knows loopback addresses", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "localhost"].every(isLoopbackHost)).toBe(true);
    expect(["0.0.0.0", "::", "192.168.1.4", "example.com"].some(isLoopbackHost)).toBe(false);
  });

  it("refuses to bind beyond loopback without a token, before opening anything", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cellpilot-start-"));
    await expect(startServer({ host: "0.0.0.0", port: 0, dataDir, token: "  " })).rejects.toThrow(
      /CELLPILOT_TOKEN/,
    );
  });

  it("binds beyond loopback with a token and then needs it on every API request", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cellpilot-start-"));
    await expect(startServer({ host: "0.0.0.0", port: 0, dataDir, token: "tok-123" })).rejects.toThrow(
      /too weak/,
    );
    started = await startServer({ host: "0.0.0.0", port: 0, dataDir, token: TOKEN });
    const url = `http://127.0.0.1:${started.port}`;
    expect((await fetch(`${url}/api/state`)).status).toBe(401);
    const state = await fetch(`${url}/api/state`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await state.json()) as any).current_position).toBe("Home");
  });

  it("serves the console and the API on loopback by default cell, with a clear answer while no workflow is wired", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cellpilot-start-"));
    started = await startServer({ host: "127.0.0.1", port: 0, dataDir });
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${started.url}/`);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain('<script type="module" src="/js/main.js">');
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    const script = await fetch(`${started.url}/js/main.js`);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    await script.arrayBuffer();
    const health = (await (await fetch(`${started.url}/api/health`)).json()) as any;
    expect(health).toMatchObject({ ok: true, cell: "welding", kind: "graph", auth: false });
  });

  it("serves the sandwich cell with its zones and items", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cellpilot-start-"));
    started = await startServer({ host: "127.0.0.1", port: 0, dataDir, cell: "sandwich" });
    const cell = (await (await fetch(`${started.url}/api/cell`)).json()) as any;
    expect(cell.kind).toBe("assembly");
    expect(cell.assembly.zones.map((zone: any) => zone.name)).toContain("assembly_left");
    expect(cell.assembly.items.map((item: any) => item.name)).toEqual(
      expect.arrayContaining(["bread", "tomato"]),
    );
    const zoneRow = cell.positions.find((p: any) => p.name === "assembly_left").y;
    const slotRow = cell.positions.find((p: any) => p.name === "bread_slot").y;
    expect(zoneRow).toBeGreaterThan(slotRow);
  });
});

describe("assembly cells on the real workflow", () => {
  it("runs a clear build with its interpretation for the observation view, and refuses unknown items", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cellpilot-start-"));
    started = await startServer({
      host: "127.0.0.1",
      port: 0,
      dataDir,
      cell: "sandwich",
      createConversationService: (context) =>
        createCellConversationService(context, { llm: null, timeScale: 0, fault: null }),
    });
    const id = await newConversation(started!.url);
    const send = async (text: string) =>
      (await (
        await fetch(`${started!.url}/api/conversations/${id}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text }),
        })
      ).json()) as any;
    const blt = await send("make a BLT on the left");
    expect(blt.kind).toBe("run");
    expect(blt.run.status).toBe("completed");
    expect(blt.interpretation.sequence.filter((step: any) => step.instruction === "add_layer")).toHaveLength(
      5,
    );
    const avocado = await send("make me an avocado sandwich");
    expect(avocado.kind).toBe("refused");
    expect(avocado.reply).toContain("avocado");
  });
});
