import { describe, expect, it } from "vitest";
import type { TestServer } from "../server/support/test-server.js";
import { openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

describe("the console's token prompt, speech input and failed runs", () => {
  it("asks for the token when the server needs one, then works with it (API and event stream)", async () => {
    server = bed.serve({ token: "console-token" });
    const { url } = await server.listen();
    const page = await bed.browser.newPage({ viewport: { width: 1360, height: 900 } });
    await page.goto(`${url}/`);
    await page.waitForSelector("#token-dialog:not([hidden])");
    await screenshot(page, "token-prompt");
    await page.fill("#token-input", "console-token");
    await page.click("#token-form button[type=submit]");
    await page.waitForSelector("body[data-ready='true']");
    await expect.poll(() => page.textContent("#connection")).toBe("live");
    expect(await page.textContent("#robot-position")).toBe("Home");
    await page.close();
  });

  it("sends what the browser's speech recognition heard, and can read replies aloud", async () => {
    server = bed.serve({});
    const { url } = await server.listen();
    const page = await bed.browser.newPage();
    // A stand-in recognizer and synthesizer: headless Chromium has no microphone or voices.
    await page.addInitScript(() => {
      const spoken: string[] = [];
      (window as any).spoken = spoken;
      (window as any).SpeechRecognition = class {
        onresult: ((event: unknown) => void) | null = null;
        onstart: (() => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          this.onstart?.();
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: "weld at position 1" }]] });
            this.onend?.();
          }, 10);
        }
        stop() {}
      };
      Object.defineProperty(window, "speechSynthesis", {
        value: { cancel() {}, speak: (u: { text: string }) => spoken.push(u.text) },
      });
      (window as any).SpeechSynthesisUtterance = class {
        constructor(readonly text: string) {}
      };
    });
    await page.goto(`${url}/`);
    await page.waitForSelector("body[data-ready='true']");
    await page.check("#speak-replies");
    await page.click("button.mic");
    await page.waitForSelector("#review:not([hidden]) button.approve");
    expect(await page.textContent(".message.operator")).toBe("weld at position 1");
    const spoken = await page.evaluate(() => (window as any).spoken as string[]);
    expect(spoken.length).toBe(1);
    expect(spoken[0]).toContain("Plan:");
    await page.close();
  });

  it("shows a failed step in the progress display", async () => {
    server = bed.serve({
      workflowOptions: { fault: { kind: "step", step: 3 } },
    });
    const { url } = await server.listen();
    const { page, errors } = await openConsole(bed.browser, `${url}/`);
    // The approval's answer ("under way") is held back until the run's final turn has come over
    // the event stream: the chat must still end with the failure, not with the stale answer.
    const lastTag = () => page.textContent(".message.cell:last-child .tag");
    const finalTurnShown = () =>
      page.waitForFunction(
        () => document.querySelector(".message.cell:last-child .tag")?.textContent === "run failed",
        null,
        { timeout: 15_000 },
      );
    await page.route("**/review/approve", async (route) => {
      const response = await route.fetch();
      await finalTurnShown().catch(() => undefined);
      await route.fulfill({ response });
    });
    const approved = page.waitForResponse("**/review/approve");
    await page.fill("input[name=text]", "weld at position 1");
    await page.press("input[name=text]", "Enter");
    await page.click("#review button.approve");
    await page.waitForSelector("#progress[data-status='failed']");
    expect(await page.locator(".step-list li[data-state='error']").count()).toBe(1);
    expect(await page.locator(".step-list li[data-state='completed']").count()).toBe(2);
    await finalTurnShown();
    await approved;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await lastTag()).toBe("run failed");
    // the review's question and the run's end: the overtaken "under way" answer is not shown
    expect(await page.locator(".message.cell").count()).toBe(2);
    await screenshot(page, "console-run-failed");
    expect(errors).toEqual([]);
  });
});
