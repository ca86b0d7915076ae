import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnthropic } from "../../src/llm/anthropic.js";
import { LlmError } from "../../src/llm/errors.js";
import { createOpenAi } from "../../src/llm/openai.js";
import type { LlmProvider } from "../../src/llm/provider.js";
import { startProtocolServer, type ProtocolServer } from "./protocol-server.js";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(async () => {
  await server.close();
});

const vendors: Array<[string, () => LlmProvider, string]> = [
  [
    "openai",
    () =>
      createOpenAi({
        apiKey: "sk-test",
        model: "gpt-test",
        baseURL: `${server.url}/v1`,
        timeoutMs: 1_500,
        maxRetries: 1,
      }),
    "/v1/chat/completions",
  ],
  [
    "anthropic",
    () =>
      createAnthropic({
        apiKey: "sk-ant-test",
        model: "claude-test",
        baseURL: server.url,
        timeoutMs: 1_500,
        maxRetries: 1,
      }),
    "/v1/messages",
  ],
];

describe.each(vendors)("%s provider over the real wire protocol", (vendor, create, path) => {
  it("sends the system prompt, messages, temperature and token limit, and returns text with usage", async () => {
    server.script({ kind: "text", text: '{"intent":"action"}' });
    const before = server.requests.length;
    const response = await create().complete({
      system: "You parse robot commands.",
      messages: [{ role: "user", content: "weld at position 1" }],
      temperature: 0,
      maxTokens: 321,
    });
    expect(response.text).toBe('{"intent":"action"}');
    expect(response.usage).toEqual({ inputTokens: 120, outputTokens: 30 });
    const sent = server.requests[before];
    expect(sent.path).toBe(path);
    expect(sent.body.max_tokens).toBe(321);
    expect(sent.body.temperature).toBe(0);
    const text = JSON.stringify(sent.body);
    expect(text).toContain("You parse robot commands.");
    expect(text).toContain("weld at position 1");
    if (vendor === "anthropic") {
      expect(sent.headers["anthropic-version"]).toBeTruthy();
      expect([sent.headers["x-api-key"], sent.headers.authorization]).toContainEqual(
        expect.stringContaining("sk-ant-test"),
      );
    } else expect(sent.headers.authorization).toBe("Bearer sk-test");
  });

  it("retries a server error once, then reports LLM_HTTP_ERROR", async () => {
    server.script({ kind: "status", status: 500 });
    const before = server.requests.length;
    const failure = await create()
      .complete({ system: "s", messages: [{ role: "user", content: "x" }] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).code).toBe("LLM_HTTP_ERROR");
    expect(server.requests.length - before).toBe(2);
  });

  it("recovers when the retry succeeds", async () => {
    server.script({ kind: "status", status: 503 }, { kind: "text", text: "ok" });
    const response = await create().complete({ system: "s", messages: [{ role: "user", content: "x" }] });
    expect(response.text).toBe("ok");
  });

  it("gives up on a server that never answers with LLM_TIMEOUT", async () => {
    server.script({ kind: "hang" });
    const started = Date.now();
    const failure = await create()
      .complete({ system: "s", messages: [{ role: "user", content: "x" }] })
      .catch((error: unknown) => error);
    expect((failure as LlmError).code).toBe("LLM_TIMEOUT");
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it("treats an empty reply as an error, not an answer", async () => {
    server.script({ kind: "text", text: "   " });
    const failure = await create()
      .complete({ system: "s", messages: [{ role: "user", content: "x" }] })
      .catch((error: unknown) => error);
    expect((failure as LlmError).code).toBe("LLM_EMPTY_REPLY");
  });
});
