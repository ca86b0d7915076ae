import { describe, expect, it } from "vitest";
import { operatorLines, type TestServer } from "../server/support/test-server.js";
import { openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

async function say(page: import("playwright-core").Page, text: string) {
  const before = await page.locator(".message.cell").count();
  await page.fill("input[name=text]", text);
  await page.press("input[name=text]", "Enter");
  // a run answers twice: "Running …" at once, its final reply when it ends
  await expect.poll(() => page.locator(".message.cell").count()).toBeGreaterThan(before);
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
    // the cell's 'risky' policy runs a clear build without asking
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
    const conversationId = await page.evaluate(() => sessionStorage.getItem("cellpilot-conversation"));
    await expect
      .poll(async () => (await operatorLines(server, conversationId!))?.at(-1))
      .toBe("call that cheesy");
    expect(errors).toEqual([]);
  });

  it("on the real workflow: a BLT runs under the 'risky' policy, the saved stacks are drawn (also after a reload), 'surprise me' asks first", async () => {
    server = bed.serve({ cell: "sandwich" });
    const running = await server.listen();
    const { page, errors } = await openConsole(bed.browser, `${running.url}/`);
    await say(page, "make a BLT on the left");
    expect(await page.textContent(".message.cell:last-child .tag")).toBe("ran");
    expect(await page.isHidden("#review")).toBe(true);
    await page.waitForSelector("#progress[data-status='completed']");
    const blt = ["bread", "meat", "lettuce", "tomato", "bread"];
    const tiles = () =>
      page.$$eval(".tile[data-zone='assembly_left']", (all) =>
        all.map((t) => (t as SVGElement).dataset.item),
      );
    await expect.poll(tiles).toEqual(blt);
    expect(await page.locator("#observation .sequence.final li").count()).toBe(6);
    // The plan view speaks the operator's words and draws the stack, never raw instructions.
    expect(await page.locator(".step-list li").allInnerTexts()).toEqual([
      expect.stringContaining("Work at assembly left"),
      ...blt.map((item) => expect.stringContaining(`Add a layer of ${item}`)),
    ]);
    expect(await page.textContent("#plan")).not.toMatch(/add_layer|primitives|\{/);
    expect(await page.textContent(".stack-drawing figcaption")).toBe("assembly left: 5 layers");
    expect(await page.locator(".stack-drawing li").allTextContents()).toEqual(
      blt.map((item, i) => `${i + 1}. ${item}`),
    );

    // A reload draws the saved stacks and shows the last interpretation again.
    await page.reload();
    await page.waitForSelector("body[data-ready='true']");
    await expect.poll(tiles).toEqual(blt);
    expect(await page.textContent("#observation")).toMatch(/blt/i);
    // Another conversation sees the stacks the cell really has.
    await page.click("#new-conversation");
    await expect.poll(() => page.locator(".message").count()).toBe(0);
    await page.reload();
    await page.waitForSelector("body[data-ready='true']");
    await expect.poll(tiles).toEqual(blt);

    await say(page, "surprise me");
    await page.waitForSelector("#review:not([hidden]) button.approve", { timeout: 5000 });
    expect(await page.textContent("#review")).toMatch(/creative/);
    expect(await page.getAttribute("#progress", "data-status")).toBe("planned");
    await screenshot(page, "assembly-workflow-review");
    expect(errors).toEqual([]);
  });

  it("two browser sessions on one console host never act on each other's 'another one' or 'do that again'", async () => {
    server = bed.serve({ cell: "sandwich" });
    const running = await server.listen();
    const first = await openConsole(bed.browser, `${running.url}/`);
    const second = await openConsole(bed.browser, `${running.url}/`);
    const lastReply = (page: import("playwright-core").Page) =>
      page.locator(".message.cell").last().textContent();

    await say(first.page, "make a BLT on the left");
    expect(await first.page.textContent(".message.cell:last-child .tag")).toBe("ran");
    const runs = await server.store.countRuns();

    await say(second.page, "another one");
    expect(await lastReply(second.page)).toMatch(/another what/i);
    await say(second.page, "do that again");
    expect(await lastReply(second.page)).toMatch(/no completed run/i);
    expect(await server.store.countRuns()).toBe(runs);
    // the second session's transcript holds only what it said itself
    await second.page.reload();
    await second.page.waitForSelector("body[data-ready='true']");
    expect(await second.page.locator(".message.operator").allTextContents()).toEqual([
      "another one",
      "do that again",
    ]);

    await say(first.page, "another one");
    expect(await first.page.textContent(".message.cell:last-child .tag")).toBe("ran");
    expect(await server.store.countRuns()).toBe(runs + 1);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
