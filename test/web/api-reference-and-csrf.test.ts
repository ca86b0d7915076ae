import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { newConversation, postJson, type TestServer } from "../server/support/test-server.js";
import { launchBrowser, openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
let server: TestServer;

/** A page on another origin (another loopback port) that tries to start and approve a run. */
function attackerSite(target: string, conversationId: string): Promise<{ url: string; server: Server }> {
  const page = `<!doctype html><html><body><form id="form" method="POST" enctype="text/plain"
    action="${target}/api/conversations/${conversationId}/review/approve" target="sink">
    <input name='{"actor":"x","pad":"' value='"}' /></form><iframe name="sink"></iframe>
    <script>
      const results = {};
      const attempt = async (name, path, init) => {
        try {
          const response = await fetch("${target}" + path, init);
          results[name] = response.type === "opaque" ? "opaque" : response.status;
        } catch (error) {
          results[name] = "blocked";
        }
      };
      (async () => {
        const id = "${conversationId}";
        await attempt("simple-message", "/api/conversations/" + id + "/messages",
          { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ text: "weld at position 2" }) });
        await attempt("simple-approve", "/api/conversations/" + id + "/review/approve", { method: "POST", mode: "no-cors" });
        await attempt("json-approve", "/api/conversations/" + id + "/review/approve",
          { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        await attempt("new-conversation", "/api/conversations",
          { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: "{}" });
        document.getElementById("form").submit();
        setTimeout(() => { window.results = results; }, 500);
      })();
    </script></body></html>`;
  const site = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(page);
  });
  return new Promise((resolve) =>
    site.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`, server: site }),
    ),
  );
}

describe("the API reference page and cross-site protection in the browser", () => {
  it("renders /docs from the served document with the package's renderer, offline, linked from the console", async () => {
    server = bed.serve({});
    const { url } = await server.listen();
    const { page, errors } = await openConsole(bed.browser, `${url}/`);
    const outside: string[] = [];
    // Nothing may leave the server's origin (no CDN, no validator badge, no fonts from elsewhere).
    page.context().on("request", (request) => {
      if (!request.url().startsWith(url) && !request.url().startsWith("data:")) outside.push(request.url());
    });
    expect(await page.getAttribute("#api-reference", "href")).toBe("/docs");
    const [reference] = await Promise.all([
      page.context().waitForEvent("page"),
      page.click("#api-reference"),
    ]);
    const referenceErrors: string[] = [];
    reference.on("console", (message) => {
      if (message.type() === "error") referenceErrors.push(message.text());
    });
    await reference.waitForSelector(".opblock", { timeout: 15_000 });
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as { paths: Record<string, object> };
    const operations = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    expect(await reference.locator(".opblock").count()).toBe(operations);
    expect(await reference.textContent(".info .title")).toContain("cellpilot HTTP API");
    // The plan operation opens with its example goal from the welding cell.
    await reference.click("#operations-cell-planGoal .opblock-summary-control");
    await expect
      .poll(() => reference.locator("#operations-cell-planGoal").textContent())
      .toContain("tack_weld");
    await screenshot(reference, "api-reference");
    expect(outside).toEqual([]);
    expect(referenceErrors).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    await reference.close();
  }, 60_000);

  it("a page on another origin can neither start nor approve a run", async () => {
    server = bed.serve({});
    const { url } = await server.listen();
    const id = await newConversation(url);
    const planned = await fetch(
      `${url}/api/conversations/${id}/messages`,
      postJson({ text: "weld at position 1" }),
    );
    const pending = ((await planned.json()) as { pendingReview: { hitlId: string } }).pendingReview;
    expect(pending.hitlId).toBeTruthy();
    const before = (await server.audit.list()).length;

    const attacker = await attackerSite(url, id);
    try {
      const page = await bed.browser.newPage();
      await page.goto(attacker.url);
      const results = await page.waitForFunction(() => (window as any).results, undefined, {
        timeout: 10_000,
      });
      const outcome = (await results.jsonValue()) as Record<string, unknown>;
      // no-cors requests are sent but refused (the page cannot see the 403); the JSON one is
      // stopped by the browser's preflight, which the server does not grant.
      expect(outcome["json-approve"]).toBe("blocked");
      await page.close();
    } finally {
      attacker.server.close();
    }
    expect(await server.store.countRuns()).toBe(0);
    expect(await server.audit.list()).toHaveLength(before);
    const review = (await (await fetch(`${url}/api/conversations/${id}/review`)).json()) as {
      hitlId: string;
    };
    expect(review.hitlId).toBe(pending.hitlId);
    // And the server said why to each of those requests.
    const foreign = await fetch(`${url}/api/conversations/${id}/review/approve`, {
      method: "POST",
      headers: { origin: "http://127.0.0.1:1", "content-type": "application/json" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
  });

  it("a forged Host (DNS rebinding) is 403 for the console and the API", async () => {
    server = bed.serve({});
    const { url, port } = await server.listen();
    const rebinding = await launchBrowser(["--host-resolver-rules=MAP rebound.attacker.test 127.0.0.1"]);
    try {
      const page = await rebinding.newPage();
      const consolePage = await page.goto(`http://rebound.attacker.test:${port}/`);
      expect(consolePage?.status()).toBe(403);
      const state = await page.goto(`http://rebound.attacker.test:${port}/api/state`);
      expect(state?.status()).toBe(403);
      expect(await page.textContent("body")).toContain("is not allowed");
      // The same server under its own address still answers.
      expect((await page.goto(`${url}/api/health`))?.status()).toBe(200);
    } finally {
      await rebinding.close();
    }
  });
});
