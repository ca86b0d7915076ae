import { afterEach, describe, expect, it } from "vitest";
import {
  createTestServer,
  newConversation,
  operatorLines,
  postJson,
  type TestServer,
} from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

describe("request limits and the bearer token", () => {
  it("refuses a body over the size limit with 413 before the conversation sees it", async () => {
    server = createTestServer({ maxBodyBytes: 1024 });
    const running = await server.listen();
    const id = await newConversation(running.url);
    const response = await fetch(
      `${running.url}/api/conversations/${id}/messages`,
      postJson({ text: "x".repeat(1500) }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await operatorLines(server, id)).toBeNull();
  });

  it("refuses a streamed body (no declared length) over the size limit too", async () => {
    server = createTestServer({ maxBodyBytes: 1024 });
    const running = await server.listen();
    const id = await newConversation(running.url);
    const bytes = new TextEncoder().encode(JSON.stringify({ text: "x".repeat(1500) }));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const response = await fetch(`${running.url}/api/conversations/${id}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await operatorLines(server, id)).toBeNull();
  });

  it("rate-limits each client with a token bucket and says when to retry", async () => {
    server = createTestServer({ rateLimit: { burst: 5, perSecond: 1 } });
    const running = await server.listen();
    const statuses: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${running.url}/api/state`);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await limited!.json()) as any).error).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("needs Authorization: Bearer on /api when a token is set, but serves the console and the document", async () => {
    server = createTestServer({ token: "s3cret-token" });
    const running = await server.listen();
    const missing = await fetch(`${running.url}/api/state`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as any).error.code).toBe("UNAUTHORIZED");
    const wrong = await fetch(`${running.url}/api/state`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    await wrong.arrayBuffer();
    const right = await fetch(`${running.url}/api/state`, {
      headers: { authorization: "Bearer s3cret-token" },
    });
    expect(right.status).toBe(200);
    expect(((await right.json()) as any).current_position).toBe("Home");
    expect((await fetch(`${running.url}/openapi.json`)).status).toBe(200);
  });
});
