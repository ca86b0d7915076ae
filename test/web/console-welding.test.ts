import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../server/support/test-server.js";
import { documentationPicture, openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

/** The console on the real conversation workflow (offline), the simulated robot at `timeScale`. */
async function start(timeScale = 0) {
  server = bed.serve({ timeScale });
  const running = await server.listen();
  return openConsole(bed.browser, `${running.url}/`);
}

async function say(page: Page, text: string) {
  await page.fill("input[name=text]", text);
  await page.press("input[name=text]", "Enter");
}

const onPath = (page: Page) =>
  page.$$eval(".node.on-path", (nodes) => nodes.map((n) => (n as HTMLElement).dataset.position));

describe("the web console on the welding cell", () => {
  it("weld at position 1 and 2: one plan view (numbered steps, numbered arrows in order), approve returns at once, the run streams, the plan stays", async () => {
    const { page, errors } = await start(0.04);
    await expect.poll(() => page.locator(".cell-graph .nodes .node").count()).toBe(11);
    await expect.poll(() => page.textContent("#connection")).toBe("live");

    await say(page, "weld at position 1 and 2");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    // The plan is shown once: numbered in the plan view, drawn in order on the graph; the chat
    // and the card give its size and duration in the same words.
    expect(await page.locator(".step-list li").count()).toBe(12);
    expect(await page.locator("#review li").count()).toBe(0);
    const facts = /12 steps, about 13 s/;
    expect(await page.textContent("#review .plan-facts")).toMatch(facts);
    expect(await page.textContent(".message.cell:last-child")).toMatch(facts);
    expect(await page.textContent(".message.cell:last-child")).not.toMatch(/Move to/);
    expect(await onPath(page)).toEqual(
      expect.arrayContaining(["Home", "Tool_Weld_Position", "Pos_1", "Pos_2"]),
    );
    const arrows = await page.$$eval(".plan-arrow", (paths) =>
      paths.map(
        (p) =>
          `${(p as SVGElement).dataset.step}:${(p as SVGElement).dataset.from}>${(p as SVGElement).dataset.to}`,
      ),
    );
    expect(arrows.slice(0, 2)).toEqual([
      "1:Home>Tool_Weld_Safe_Position",
      "2:Tool_Weld_Safe_Position>Tool_Weld_Position",
    ]);
    expect(arrows).toContain("5:Tool_Weld_Safe_Position>Home"); // a revisit: the way back is its own arrow
    expect(await page.locator(".node.revisited").count()).toBeGreaterThan(0);
    expect(await page.locator(".routine-badge").count()).toBe(3);
    expect(await page.textContent("#review")).not.toMatch(/null|undefined|missing/);
    // The card and its Approve button are above the fold at 1280×800 and focus moved to the card.
    await page.setViewportSize({ width: 1280, height: 800 });
    const approve = await page.locator("#review button.approve").boundingBox();
    expect(approve!.y + approve!.height).toBeLessThan(800);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("review-title");
    await documentationPicture(page, "console");

    const seen = new Set<string>();
    const watcher = setInterval(async () => {
      const position = await page.getAttribute(".robot", "data-position").catch(() => null);
      if (position) seen.add(position);
    }, 20);
    const headerBefore = await page.locator("#panel-console").boundingBox();
    await page.click("#review button.approve");
    await page.waitForSelector("#progress[data-status='running']");
    expect(await page.isEnabled("#progress button.stop")).toBe(true);
    expect((await page.locator("#panel-console").boundingBox())!.y).toBe(headerBefore!.y); // no layout shift
    await screenshot(page, "console-running");
    await page.waitForSelector("#progress[data-status='completed']", { timeout: 15_000 });
    await expect
      .poll(() => page.textContent(".message.cell:last-child"))
      .toMatch(/^ranDone: 12 steps completed/);
    clearInterval(watcher);
    expect(seen.size).toBeGreaterThan(2);
    expect(await page.locator(".step-list li[data-state='completed']").count()).toBe(12);
    expect(await page.locator(".plan-arrow.state-completed").count()).toBe(
      await page.locator(".plan-arrow").count(),
    );
    expect(await page.textContent("#robot-position")).toBe("Pos_2");
    expect(await page.textContent("#robot-tool")).toBe("Welder");
    expect(await page.getAttribute(".robot", "data-position")).toBe("Pos_2");
    expect(await page.isHidden("#review")).toBe(true);

    // A question afterwards leaves the travelled plan drawn.
    await say(page, "where is the robot?");
    await expect.poll(() => page.textContent(".message.cell:last-child")).toMatch(/Pos_2/);
    expect(await page.locator(".plan-arrow.state-completed").count()).toBeGreaterThan(4);
    expect(await page.locator(".step-list li").count()).toBe(12);

    await page.click("[data-tab='history']");
    await page.waitForSelector(".history tbody tr[data-status='completed']");
    expect(await page.isHidden("#panel-console")).toBe(true);
    expect(await page.textContent(".history tbody tr .command")).toBe("weld at position 1 and 2");
    expect((await server.audit.list())[0]).toMatchObject({ action: "approve", outcome: "run" });
    expect(errors).toEqual([]);
  });

  it("answers a question while the run goes on: Send and Stop stay available, the run is unaffected", async () => {
    const { page, errors } = await start(0.3);
    await say(page, "weld at position 1 and 2");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    await page.click("#review button.approve");
    await page.waitForSelector(".step-list li[data-state='completed']");
    expect(await page.isEnabled("#chat button[type=submit]")).toBe(true);
    await say(page, "where is the robot?");
    await expect.poll(() => page.textContent(".message.cell:last-child")).toMatch(/^answer/);
    expect(await page.getAttribute("#progress", "data-status")).toBe("running");
    expect(await page.isEnabled("#progress button.stop")).toBe(true);
    const [run] = await server.store.listRuns({ limit: 1 });
    expect(run.status).toBe("running");
    await say(page, "go home");
    await expect.poll(() => page.textContent(".message.cell:last-child")).toMatch(/in progress/);
    await screenshot(page, "console-question-mid-run");
    await page.click("#progress button.stop-now");
    await page.waitForSelector("#progress[data-status='failed']", { timeout: 15_000 });
    expect(await page.textContent("#progress .run-status")).toMatch(/interrupted \(stop now\)/);
    expect(errors).toEqual([]);
  });

  it("'stop after this step' during a weld: the weld completes, no further step starts, the run is recorded stopped", async () => {
    const { page, errors } = await start(0.5);
    await say(page, "weld at position 1 and 2");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.isDisabled("#progress button.stop")).toBe(true);
    await page.click("#review button.approve");
    const weld = page.locator(".step-list li[data-action='routine']", { hasText: "Tack Weld at Pos_1" });
    await page.waitForSelector(
      ".step-list li[data-action='routine'][data-state='running'] >> text=Tack Weld at Pos_1",
      {
        timeout: 15_000,
      },
    );
    await page.click("#progress button.stop");
    await page.waitForSelector("#progress[data-status='failed']", { timeout: 15_000 });
    expect(await weld.getAttribute("data-state")).toBe("completed");
    expect(await page.textContent("#progress .run-status")).toMatch(
      /stopped by the operator after step 8 of 12/,
    );
    expect(await page.locator(".step-list li[data-state='skipped']").count()).toBe(4);
    expect(await page.isDisabled("#progress button.stop")).toBe(true);
    const [run] = await server.store.listRuns({ limit: 1 });
    expect(run.status).toBe("failed");
    const steps = await server.store.getRunSteps(run.run_id);
    expect(steps).toHaveLength(8);
    expect(steps.at(-1)).toMatchObject({ action: "routine", position: "Pos_1", state: "completed" });
    expect(await page.textContent("#robot-position")).toBe("Pos_1");
    await screenshot(page, "console-run-stopped");
    expect(errors).toEqual([]);
  });

  it("revises a plan with a comment: the new plan replaces the drawn one, tagged by its real reason", async () => {
    const { page, errors } = await start();
    await say(page, "weld at position 1 and 2");
    await page.waitForSelector("#review:not([hidden]) textarea[name=comment]");
    await page.fill("#review textarea[name=comment]", "skip position 2");
    await page.click("#review .revise-button");
    await expect.poll(() => onPath(page)).not.toContain("Pos_2");
    expect(await page.isVisible("#review button.approve")).toBe(true);
    expect(await page.textContent("#review .reason")).toBe("works with a tool");
    expect(await page.textContent(".chat-log")).toContain("Revise: skip position 2");
    // A reload keeps the conversation: transcript, review card and planned path come back.
    await page.reload();
    await page.waitForSelector("body[data-ready='true']");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.textContent(".chat-log")).toContain("yes, but skip position 2");
    const restored = await onPath(page);
    expect(restored).toContain("Pos_1");
    expect(restored).not.toContain("Pos_2");
    expect(errors).toEqual([]);
  });

  it("a clarification answered with a new command: the command replaces the question (no plan ending at Pos_1)", async () => {
    const { page, errors } = await start();
    await say(page, "paint position 1");
    await page.waitForSelector("#review:not([hidden]) .revise-button");
    expect(await page.textContent("#review .question")).toMatch(/What should I do at Pos_1\?/);
    await page.fill("#review textarea[name=comment]", "go to the safe position");
    await page.click("#review .revise-button");
    await page.waitForSelector("#review:not([hidden]) button.option");
    expect(await page.locator("#review button.option").allTextContents()).toEqual([
      "1. Safe_Pos_1",
      "2. Safe_Pos_2",
      "3. Safe_Pos_3",
    ]);
    expect(await page.textContent(".chat-log")).not.toMatch(/Applied/);
    expect(await page.locator(".plan-arrow").count()).toBe(0);
    await page.click("#review button.option >> nth=2");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await onPath(page)).toContain("Safe_Pos_3");
    expect(await onPath(page)).not.toContain("Pos_1");
    await page.click("#review button.cancel");
    await page.waitForSelector("#review", { state: "hidden" });
    expect(await page.textContent(".chat-log")).toContain("Cancelled");
    expect(await server.store.countRuns()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("works from the keyboard alone: chat, the review, Stop and the tabs", async () => {
    const { page, errors } = await start(2); // moves of 2 s: time to reach Stop by keyboard
    await page.keyboard.type("go to position 3");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("review-title");
    await page.keyboard.press("Tab"); // the first action after the heading
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("approve");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#progress[data-status='running']");
    await page.focus("#chat-input"); // back to the chat (a click or Tab from the page start)
    for (let presses = 0; presses < 40; presses++) {
      if (await page.evaluate(() => document.activeElement?.classList.contains("stop"))) break;
      await page.keyboard.press("Tab");
    }
    expect(await page.evaluate(() => document.activeElement?.classList.contains("stop"))).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForSelector("#progress[data-status='failed']", { timeout: 15_000 });
    expect(await page.textContent("#progress .run-status")).toMatch(/stopped by the operator/);

    await page.focus("#tab-console");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-history");
    expect(await page.isVisible("#panel-history")).toBe(true);
    expect(await page.isHidden("#panel-console")).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await page.isVisible("#panel-console")).toBe(true);
    // The chat log is reachable by keyboard.
    expect(await page.getAttribute(".chat-log", "tabindex")).toBe("0");
    expect(errors).toEqual([]);
  });

  it("shows operator and model text as text, never as markup", async () => {
    const { page, errors } = await start();
    await say(page, "<img src=x onerror=alert(1)> weld");
    await page.waitForSelector(".message.cell");
    expect(await page.locator(".chat-log img").count()).toBe(0);
    expect(await page.textContent(".message.operator")).toContain("<img src=x onerror=alert(1)>");
    expect(errors).toEqual([]);
  });
});
