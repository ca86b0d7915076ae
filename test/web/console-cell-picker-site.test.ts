import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../../src/server/start-server.js";
import { seriousViolations } from "./support/axe.js";
import { launchBrowser, openConsole } from "./support/browser.js";
import { startTwoCellServer } from "../server/support/two-cell-server.js";

let browser: Browser;
let server: StartedServer;
let dataDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), "cellpilot-site-"));
  server = await startTwoCellServer({ dataDir });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function say(page: Page, text: string) {
  const before = await page.locator(".message.cell").count();
  await page.fill("input[name=text]", text);
  await page.press("input[name=text]", "Enter");
  await expect.poll(() => page.locator(".message.cell").count()).toBeGreaterThan(before);
}

describe("the console on a server with many cells", () => {
  it("picks a cell in the header, keeps each cell's conversation apart and shows the site overview", async () => {
    const { page, errors } = await openConsole(browser, `${server.url}/`);
    // The default cell, with a picker listing both.
    expect(await page.textContent("#cell-picker option:checked")).toBe("welding (default)");
    expect(await page.locator("#cell-picker option").allTextContents()).toEqual([
      "welding (default)",
      "sandwich",
    ]);
    await say(page, "weld at position 1");
    await page.waitForSelector("#review:not([hidden]) button.approve");

    // The picker opens the console on the sandwich cell, which talks to /api/cells/sandwich/….
    await Promise.all([page.waitForURL(/\?cell=sandwich$/), page.selectOption("#cell-picker", "sandwich")]);
    await page.waitForSelector("body[data-ready='true']");
    expect(await page.textContent("#cell-picker option:checked")).toBe("sandwich");
    expect(await page.getAttribute("body", "data-cell-kind")).toBe("assembly");
    expect(await page.locator(".message").count()).toBe(0); // the welding conversation is not this cell's
    await say(page, "make a BLT");
    const runsOf = async (path: string) =>
      ((await (await fetch(`${server.url}${path}`)).json()) as any).runs.map(
        (run: any) => run.operator_input,
      );
    await expect.poll(() => runsOf("/api/cells/sandwich/runs")).toEqual(["make a BLT"]);
    expect(await runsOf("/api/runs")).toEqual([]);

    // The Site screen: both cells, the welding review waiting, each name a link to its console.
    await page.click("[data-tab='site']");
    await page.waitForSelector(".site-overview tr[data-cell='welding'] .reviews li");
    const welding = page.locator(".site-overview tr[data-cell='welding']");
    expect(await welding.locator(".reviews li").first().textContent()).toMatch(/./);
    expect(await welding.locator("td").nth(1).textContent()).toBe("Home · none");
    const sandwich = page.locator(".site-overview tr[data-cell='sandwich']");
    expect(await sandwich.locator("a").getAttribute("aria-current")).toBe("page");
    expect(await sandwich.locator(".reviews").textContent()).toBe("none");
    expect(await seriousViolations(page)).toEqual([]);

    // Back to the welding cell: its conversation and waiting review are still there.
    // The default cell is the console at today's paths again.
    await Promise.all([page.waitForURL(`${server.url}/`), welding.locator("a").click()]);
    await page.waitForSelector("body[data-ready='true']");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.locator(".message.operator").first().textContent()).toContain("weld at position 1");
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone the picker stays in the one-row header, and the overview fits the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.isVisible("#cell-picker")).toBe(true);
    expect((await page.locator(".topbar").boundingBox())!.height).toBeLessThan(844 / 12);
    await page.click("[data-tab='site']");
    await page.waitForSelector(".site-overview tr[data-cell='sandwich']");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it("hides the picker on a server with one cell", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-site-one-"));
    const single = await startServer({ host: "127.0.0.1", port: 0, dataDir: dir });
    try {
      const { page, errors } = await openConsole(browser, `${single.url}/`);
      expect(await page.isHidden("#cell-picker")).toBe(true);
      expect(await page.isVisible("#cell-name")).toBe(true);
      await page.click("[data-tab='site']");
      await page.waitForSelector(".site-overview tr[data-cell='welding']");
      expect(await page.locator(".site-overview tbody tr").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await single.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
