import { describe, expect, it } from "vitest";
import type { TestServer } from "../server/support/test-server.js";
import { openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

async function say(page: import("playwright-core").Page, text: string) {
  const before = await page.locator(".message.cell").count();
  await page.fill("input[name=text]", text);
  await page.press("input[name=text]", "Enter");
  await expect.poll(() => page.locator(".message.cell").count()).toBe(before + 1);
}

describe("the web console on the sandwich cell", () => {
  it("shows the observation view, builds a BLT on the left and draws the stack there", async () => {
    server = bed.serve({ cell: "sandwich" });
    const running = await server.listen();
    const { page, errors } = await openConsole(bed.browser, `${running.url}/`);
    expect(await page.isVisible("#observation")).toBe(true);

    await say(page, "make a BLT on the left");
    expect(await page.textContent("#observation .badge")).toMatch(/^HIGH 0\.9\d$/);
    expect(await page.getAttribute("#observation .badge", "class")).toContain("confidence-high");
    const final = await page.locator("#observation .sequence.final li").allTextContents();
    expect(final[0]).toBe("set_active_zone(zone=assembly_left)");
    expect(final.filter((line) => line.startsWith("add_layer"))).toHaveLength(5);
    await page.click("#review button.approve");
    await expect.poll(() => page.locator(".tile[data-zone='assembly_left']").count()).toBe(5);
    const items = await page.$$eval(".tile[data-zone='assembly_left']", (tiles) =>
      tiles.map((t) => (t as SVGElement).dataset.item),
    );
    expect(items).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    await screenshot(page, "assembly-built");

    await say(page, "make me an avocado sandwich");
    expect(await page.textContent("#observation .feedback-banner")).toContain("I don't have avocado");
    expect(await page.getAttribute("#observation .badge", "class")).toContain("confidence-low");

    await say(page, "bread, cheese, bread and call that the cheesy");
    expect(await page.textContent("#observation .save-memory")).toContain("cheesy");
    await page.check("#strict-mode");
    await screenshot(page, "assembly-observation");
    await page.click("#observation .save-memory");
    await expect.poll(() => server.conversations.calls.at(-1) as unknown as string).toBe("call that cheesy");
    expect(errors).toEqual([]);
  });
});
