import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openConsole } from "./support/browser.js";
import { seriousViolations, type AxeFinding } from "./support/axe.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const DOCS = join(process.cwd(), "docs");

async function say(page: Page, text: string) {
  const before = await page.locator(".message.cell").count();
  await page.fill("input[name=text]", text);
  await page.press("input[name=text]", "Enter");
  await expect.poll(() => page.locator(".message.cell").count()).toBeGreaterThan(before);
}

/** axe-core on the page as it is now, and (with `into`) the page's screenshot for the docs. */
async function audit(page: Page, view: string, found: Record<string, AxeFinding[]>, into?: string) {
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[view] = violations;
  if (into) {
    mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: join(DOCS, into) });
  }
}

describe("the console is accessible (axe-core: no serious or critical violation) and fits a phone and a desktop", () => {
  it("the welding cell: console, review, a run going on, after the run, history", async () => {
    const server = bed.serve({ timeScale: 1 }); // real time: the run is still going after its audit
    const { url } = await server.listen();
    const found: Record<string, AxeFinding[]> = {};
    for (const size of SIZES) {
      const { page, errors } = await openConsole(bed.browser, `${url}/`);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.click("#new-conversation");
      await page.waitForSelector("body[data-ready='true']");
      await expect.poll(() => page.textContent("#connection")).toBe("live");
      await audit(page, `${size.name} console`, found);
      await say(page, "weld at position 1 and 2");
      await page.waitForSelector("#review:not([hidden]) button.approve");
      await audit(page, `${size.name} review`, found, `console-welding-${size.name}.png`);
      // The review card's actions are in view without scrolling.
      const approve = (await page.locator("#review button.approve").boundingBox())!;
      expect(approve.y + approve.height).toBeLessThanOrEqual(size.height);
      await page.click("#review button.approve");
      await page.waitForSelector(".step-list li[data-state='completed']");
      await audit(page, `${size.name} run`, found);
      await page.click("#progress button.stop-now");
      await page.waitForSelector("#progress[data-status='failed']");
      await audit(page, `${size.name} after the run`, found);
      await page.click("[data-tab='history']");
      await page.waitForSelector(".history tbody tr[data-status='failed']");
      await audit(page, `${size.name} history`, found);
      // The header stays one row: it never takes a quarter of a phone's screen.
      expect((await page.locator(".topbar").boundingBox())!.height).toBeLessThan(size.height / 12);
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(found).toEqual({});
  }, 60_000);

  it("the sandwich cell: console, an assembly plan in words under review, after a run, history", async () => {
    const server = bed.serve({ cell: "sandwich" });
    const { url } = await server.listen();
    const found: Record<string, AxeFinding[]> = {};
    for (const size of SIZES) {
      const { page, errors } = await openConsole(bed.browser, `${url}/`);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.click("#new-conversation");
      await page.waitForSelector("body[data-ready='true']");
      await expect.poll(() => page.textContent("#connection")).toBe("live");
      await audit(page, `${size.name} console`, found);
      // one server for both sizes: each builds on a zone of its own
      const [command, layers] =
        size.name === "desktop" ? ["make a BLT on the left", 5] : ["make a cheese sandwich on the right", 3];
      await say(page, command);
      await page.waitForSelector("#progress[data-status='completed']");
      await expect.poll(() => page.locator(".stack-drawing li").count()).toBe(layers);
      await audit(page, `${size.name} after the run`, found, `console-sandwich-${size.name}.png`);
      await say(page, "surprise me");
      await page.waitForSelector("#review:not([hidden]) button.approve");
      await audit(page, `${size.name} review`, found);
      await page.click("#review button.cancel");
      await page.click("[data-tab='history']");
      await page.waitForSelector(".history tbody tr");
      await audit(page, `${size.name} history`, found);
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(found).toEqual({});
  }, 60_000);
});
