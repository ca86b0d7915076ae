import { describe, expect, it } from "vitest";
import type { TestServer } from "../server/support/test-server.js";
import { openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

/** The console on the real conversation workflow (offline), the simulated robot at `timeScale`. */
async function start(timeScale = 0) {
  server = bed.serve({ workflow: true, timeScale });
  const running = await server.listen();
  return openConsole(bed.browser, `${running.url}/`);
}

describe("the web console on the welding cell", () => {
  it("weld at position 1 and 2: review card with the path highlighted, approve, the robot moves, history row appears", async () => {
    const { page, errors } = await start(0.04);
    await expect.poll(() => page.locator(".cell-graph .nodes .node").count()).toBe(11);
    await expect.poll(() => page.textContent("#connection")).toBe("live");

    await page.fill("input[name=text]", "weld at position 1 and 2");
    await page.press("input[name=text]", "Enter");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.textContent("#review .full-question pre")).toMatch(/Plan: 12 steps/);
    expect(await page.locator("#review .plan-steps li").count()).toBe(12);
    const onPath = await page.$$eval(".node.on-path", (nodes) =>
      nodes.map((n) => (n as HTMLElement).dataset.position),
    );
    expect(onPath).toEqual(expect.arrayContaining(["Home", "Tool_Weld_Position", "Pos_1", "Pos_2"]));
    expect(await page.locator(".edge.planned").count()).toBeGreaterThan(4);
    expect(await page.textContent("#review")).not.toMatch(/null|undefined/);
    await screenshot(page, "console-review");

    // The robot glides along the path while the run streams its steps.
    const seen = new Set<string>();
    const watcher = setInterval(async () => {
      const position = await page.getAttribute(".robot", "data-position").catch(() => null);
      if (position) seen.add(position);
    }, 20);
    await page.click("#review button.approve");
    await page.waitForSelector("#progress[data-status='running']");
    await screenshot(page, "console-running");
    await page.waitForSelector("#progress[data-status='completed']", { timeout: 15_000 });
    clearInterval(watcher);
    expect(seen.size).toBeGreaterThan(2);
    expect(await page.locator(".step-list li[data-state='completed']").count()).toBe(
      await page.locator(".step-list li").count(),
    );
    expect(await page.textContent("#robot-position")).toBe("Pos_2");
    expect(await page.textContent("#robot-tool")).toBe("Welder");
    expect(await page.getAttribute(".robot", "data-position")).toBe("Pos_2");
    expect(await page.isHidden("#review")).toBe(true);
    await screenshot(page, "console-run-completed");

    await page.click("[data-tab='history']");
    await page.waitForSelector(".history tbody tr[data-status='completed']");
    expect(await page.isHidden("main.console")).toBe(true);
    expect(await page.textContent(".history tbody tr .command")).toBe("weld at position 1 and 2");
    await screenshot(page, "history");
    expect(server.audit.list()[0]).toMatchObject({ action: "approve", outcome: "run" });
    expect(errors).toEqual([]);
  });

  it("stops a run from the progress display: the run fails 'stopped by the operator' and the robot stays where it got", async () => {
    const { page, errors } = await start(0.2);
    await page.fill("input[name=text]", "weld at position 1 and 2");
    await page.press("input[name=text]", "Enter");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.isHidden("#progress button.stop")).toBe(true);
    await page.click("#review button.approve");
    await page.waitForSelector("#progress[data-status='running'] button.stop:not([hidden])");
    await page.waitForSelector(".step-list li[data-state='completed']");
    await page.click("#progress button.stop");
    await page.waitForSelector("#progress[data-status='failed']", { timeout: 15_000 });
    expect(await page.isHidden("#progress button.stop")).toBe(true);
    expect(await page.textContent("#progress .run-status")).toMatch(/stopped by the operator/);
    const completed = await page.locator(".step-list li[data-state='completed']").count();
    expect(completed).toBeLessThan(await page.locator(".step-list li").count());
    const state = await server.store.getState();
    expect(await page.textContent("#robot-position")).toBe(state.current_position);
    const [run] = await server.store.listRuns({ limit: 1 });
    expect(run.status).toBe("failed");
    await screenshot(page, "console-run-stopped");
    expect(errors).toEqual([]);
  });

  it("revises a plan with a comment", async () => {
    const { page, errors } = await start();
    await page.fill("input[name=text]", "weld at position 1 and 2");
    await page.press("input[name=text]", "Enter");
    await page.waitForSelector("#review:not([hidden]) textarea[name=comment]");
    await page.fill("#review textarea[name=comment]", "skip position 2");
    await page.click("#review .revise-button");
    await expect
      .poll(async () =>
        page.$$eval(".node.on-path", (nodes) => nodes.map((n) => (n as HTMLElement).dataset.position)),
      )
      .not.toContain("Pos_2");
    expect(await page.isVisible("#review button.approve")).toBe(true);
    expect(await page.textContent(".chat-log")).toContain("Revise: skip position 2");
    // A reload keeps the conversation: transcript, review card and planned path come back.
    await page.reload();
    await page.waitForSelector("body[data-ready='true']");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.textContent(".chat-log")).toContain("yes, but skip position 2");
    const restored = await page.$$eval(".node.on-path", (nodes) =>
      nodes.map((n) => (n as HTMLElement).dataset.position),
    );
    expect(restored).toContain("Pos_1");
    expect(restored).not.toContain("Pos_2");
    await screenshot(page, "console-revised");
    expect(errors).toEqual([]);
  });

  it("answers a disambiguation by choosing an option, then cancels", async () => {
    const { page, errors } = await start();
    await page.fill("input[name=text]", "go to the safe position");
    await page.press("input[name=text]", "Enter");
    await page.waitForSelector("#review:not([hidden]) button.option");
    expect(await page.locator("#review button.option").allTextContents()).toEqual([
      "1. Safe_Pos_1",
      "2. Safe_Pos_2",
      "3. Safe_Pos_3",
    ]);
    await screenshot(page, "console-disambiguation");
    await page.click("#review button.option >> nth=2");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    const path = await page.$$eval(".node.on-path", (nodes) =>
      nodes.map((n) => (n as HTMLElement).dataset.position),
    );
    expect(path).toContain("Safe_Pos_3");
    await page.click("#review button.cancel");
    await page.waitForSelector("#review", { state: "hidden" });
    expect(await page.textContent(".chat-log")).toContain("Cancelled");
    expect(await server.store.countRuns()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows operator and model text as text, never as markup", async () => {
    const { page, errors } = await start();
    await page.fill("input[name=text]", "<img src=x onerror=alert(1)> weld");
    await page.press("input[name=text]", "Enter");
    await page.waitForSelector(".message.cell");
    expect(await page.locator(".chat-log img").count()).toBe(0);
    expect(await page.textContent(".message.operator")).toContain("<img src=x onerror=alert(1)>");
    expect(errors).toEqual([]);
  });
});
