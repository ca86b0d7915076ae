import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { WEB_DIR } from "../../../src/server/app.js";
import { createTestServer, type TestServer } from "../../server/support/test-server.js";
import { launchBrowser } from "./browser.js";

export interface ConsoleTestBed {
  /** One headless Chromium for the whole file. */
  readonly browser: Browser;
  /** A test server serving the console (`web/`); closed after the test. */
  serve(options?: Parameters<typeof createTestServer>[0]): TestServer;
}

/** The shared set-up of the console's browser tests: Chromium per file, a fresh server per test. */
export function useConsoleTestBed(): ConsoleTestBed {
  let browser: Browser | null = null;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return {
    get browser() {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    serve(options = {}) {
      const server = createTestServer({ webDir: WEB_DIR, ...options });
      servers.push(server);
      return server;
    },
  };
}
