import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS = join(process.cwd(), "test-artifacts");

/** Debian's Chromium, headless, with the flags that keep it quiet and sandbox-free in CI. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
      ...extraArgs,
    ],
  });
}

/** A page that fails the test on any console error or uncaught exception. */
export async function openConsole(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector("body[data-ready='true']");
  return { page, errors };
}

/**
 * A picture the documentation shows (README: the console with a planned path), written into
 * docs/ by the browser test that reaches that screen, so the picture always shows today's console.
 */
export async function documentationPicture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(import.meta.dirname, "..", "..", "..", "docs", `${name}.png`) });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
