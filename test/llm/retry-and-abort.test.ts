import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnthropic } from "../../src/llm/anthropic.js";
import { createOpenAi } from "../../src/llm/openai.js";
import type { LlmProvider } from "../../src/llm/provider.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { startProtocolServer, type ProtocolServer } from "./protocol-server.js";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(async () => {
  await server.close();
});

const settings = { timeoutMs: 2_000, maxRetries: 2 };
const vendors: Array<[string, () => LlmProvider]> = [
  [
    "openai",
    () => createOpenAi({ apiKey: "sk-test", model: "gpt-test", baseURL: `${server.url}/v1`, ...settings }),
  ],
  [
    "anthropic",
    () => createAnthropic({ apiKey: "sk-ant-test", model: "claude-test", baseURL: server.url, ...settings }),
  ],
];
const request = {
  system: "You parse robot commands.",
  messages: [{ role: "user" as const, content: "weld" }],
};
const rateLimited = (seconds: number) => ({
  kind: "status" as const,
  status: 429,
  headers: { "retry-after": String(seconds) },
});

describe.each(vendors)("%s: retries that an abort ends", (_vendor, create) => {
  it("retries a 429 after the Retry-After the server asked for, and answers", async () => {
    server.script(rateLimited(0.2), { kind: "text", text: '{"ok":true}' });
    const before = server.requests.length;
    const response = await create().complete(request);
    expect(response.text).toBe('{"ok":true}');
    expect(server.requests.length - before).toBe(2);
  });

  it("does not wait for a Retry-After longer than a call is worth: one request, then the error", async () => {
    server.script(rateLimited(60), { kind: "text", text: "{}" });
    const before = server.requests.length;
    await expect(create().complete(request)).rejects.toMatchObject({ code: "LLM_HTTP_ERROR" });
    expect(server.requests.length - before).toBe(1);
  });

  it("an abort during the retry wait ends the call at once, with no retry sent", async () => {
    server.script(rateLimited(5), { kind: "text", text: "{}" });
    const before = server.requests.length;
    const abort = new AbortController();
    const call = create().complete({ ...request, signal: abort.signal });
    while (server.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    abort.abort();
    await expect(call).rejects.toThrow();
    expect(server.requests.length - before).toBe(1);
  });
});

describe("the CLI after the LLM answered 429 with a long Retry-After", () => {
  it("exits as soon as it has answered (from the rules), not when the server said to retry", async () => {
    server.script(rateLimited(9), { kind: "text", text: "{}" });
    const temp = makeTempDir("cellpilot-cli-");
    const env = {
      ...process.env,
      CELLPILOT_LLM: "openai:gpt-test",
      OPENAI_BASE_URL: `${server.url}/v1`,
      OPENAI_API_KEY: "sk-test",
      CELLPILOT_LLM_TIMEOUT_MS: "1000",
    };
    const started = Date.now();
    try {
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ["dist/cli/main.js", "parse", "--json", "make the arm dance a jig", "--data-dir", temp.dir],
          { env, timeout: 20_000 },
          (error, stdout) => (error && error.killed ? reject(error) : resolve(stdout)),
        ),
      );
      expect(JSON.parse(output)).toMatchObject({ intent: "unknown" });
      // The server asked for 9 s; the CLI's own LLM timeout is 1 s and nothing may outlive it.
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      temp.cleanup();
    }
  });
});
