import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnthropic } from "../../src/llm/anthropic.js";
import { createOpenAi } from "../../src/llm/openai.js";
import type { LlmProvider } from "../../src/llm/provider.js";
import { buildSystemPrompt, buildUserMessage, estimateTokens } from "../../src/understand/llm-prompt.js";
import { understandCommand } from "../../src/understand/understand-command.js";
import { startProtocolServer, type ProtocolServer, type ScriptedReply } from "../llm/protocol-server.js";
import { welding } from "./support.js";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
  // The providers load their SDK on creation; the call timeouts below time the call, not that.
  await Promise.all([import("openai"), import("@anthropic-ai/sdk")]);
});
afterAll(async () => {
  await server.close();
});

const vendors: Array<[string, () => LlmProvider]> = [
  [
    "openai",
    () =>
      createOpenAi({
        apiKey: "sk-test",
        model: "gpt-test",
        baseURL: `${server.url}/v1`,
        timeoutMs: 2_000,
        maxRetries: 0,
      }),
  ],
  [
    "anthropic",
    () =>
      createAnthropic({
        apiKey: "sk-ant-test",
        model: "claude-test",
        baseURL: server.url,
        timeoutMs: 2_000,
        maxRetries: 0,
      }),
  ],
];

/** Rules cannot read this one (no cell words), so the LLM is asked. */
const VAGUE = "do the sparky thing on the leftmost seam";
const WELD_POS_1 = { goal: "execute_routine", routine: "tack_weld", position: "Pos_1" };
const GOOD = JSON.stringify({
  intent: "action",
  goal: WELD_POS_1,
  confidence: 0.82,
  reason: "the left seam is Pos_1",
});

async function understandWith(create: () => LlmProvider, reply: ScriptedReply, text = VAGUE) {
  server.script(reply);
  const before = server.requests.length;
  const result = await understandCommand({ text, snapshot: welding, llm: create(), llmTimeoutMs: 4_000 });
  return { result, calls: server.requests.length - before };
}

describe.each(vendors)("LLM path over the %s wire protocol", (_vendor, create) => {
  it("valid JSON: routes and parses in one call, source llm, cost reported", async () => {
    const { result, calls } = await understandWith(create, { kind: "text", text: GOOD });
    expect(calls).toBe(1);
    expect(result).toMatchObject({ intent: "action", goal: WELD_POS_1, source: "llm", confidence: 0.82 });
    expect(result.llm).toMatchObject({ inputTokens: 120, outputTokens: 30 });
  });

  it.each([
    ["fenced", "Here you go:\n```json\n" + GOOD + "\n```"],
    [
      "commented",
      '{ // the operator means the left seam\n "intent": "action", /* Pos_1 */ "goal": {"goal":"execute_routine","routine":"tack_weld","position":"Pos_1"},}',
    ],
    [
      "raw newline in a string",
      '{"intent":"action","goal":{"goal":"execute_routine","routine":"tack_weld","position":"Pos_1"},"reason":"left seam\nis Pos_1"}',
    ],
  ])("%s JSON is recovered", async (_kind, text) => {
    const { result } = await understandWith(create, { kind: "text", text });
    expect(result).toMatchObject({ source: "llm", goal: WELD_POS_1 });
  });

  it("malformed reply: unknown with the raw text kept, never a crash", async () => {
    const { result } = await understandWith(create, {
      kind: "text",
      text: "Sure! I would weld the left seam.",
    });
    expect(result.intent).toBe("unknown");
    expect(result.goal?.goal).toBe("unknown");
    expect(result.llmRawReply).toBe("Sure! I would weld the left seam.");
    expect(result.llmError).toMatch(/unreadable/);
  });

  it("a reply naming things the cell does not have is not used", async () => {
    const text = JSON.stringify({
      intent: "action",
      goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_9" },
    });
    const { result } = await understandWith(create, { kind: "text", text });
    expect(result.goal?.goal).toBe("unknown");
    expect(result.llmError).toMatch(/Pos_9/);
  });

  it("HTTP 500: the rules result, with the error noted", async () => {
    const { result } = await understandWith(create, { kind: "status", status: 500 });
    expect(result).toMatchObject({ intent: "unknown", source: "rules" });
    expect(result.goal?.goal === "unknown" && result.goal.reason).toMatch(/Try for example/);
    expect(result.llmError).toBeTruthy();
  });

  it("a server that never answers: the rules result after the timeout", async () => {
    const started = Date.now();
    const { result } = await understandWith(create, { kind: "hang" });
    expect(Date.now() - started).toBeLessThan(8_000); // the 2 s provider timeout, with room for a loaded machine
    expect(result).toMatchObject({ intent: "unknown", source: "rules" });
    expect(result.llmError).toBeTruthy();
  });

  it("a command the rules are sure of never calls the LLM", async () => {
    const { result, calls } = await understandWith(
      create,
      { kind: "text", text: GOOD },
      "weld at position 2",
    );
    expect(calls).toBe(0);
    expect(result).toMatchObject({
      source: "rules",
      goal: { goal: "execute_routine", routine: "tack_weld", position: "Pos_2" },
    });
  });

  it("a question comes back as a question kind", async () => {
    const { result } = await understandWith(
      create,
      { kind: "text", text: '{"intent":"question","goal":null,"question_kind":"held_tool"}' },
      "yo which gizmo is on your wrist rn",
    );
    expect(result).toMatchObject({
      intent: "question",
      goal: null,
      question: { kind: "held_tool" },
      source: "llm",
    });
  });
});

describe("the prompt", () => {
  it("carries the cell and DESIGN's rules in at most 1,000 tokens for the demo cell", () => {
    const system = buildSystemPrompt(welding);
    const user = buildUserMessage({
      operatorInput: "weld at 1, 2 and 3",
      robot: { position: "Home", tool: "none" },
      humanComments: ["skip position 2"],
      validationErrors: ["Step 8: Routine 'tack_weld' not supported at 'Pos_3' (no :SUPPORTED_AT edge)"],
    });
    expect(estimateTokens(system + user)).toBeLessThanOrEqual(1_000);
    for (const name of [
      ...welding.positions.keys(),
      ...welding.tools.keys(),
      "tack_weld",
      "camera_inspection",
    ])
      expect(system).toContain(name);
    expect(system).toMatch(/every work position where it is supported/);
    expect(system).toMatch(/no tool changes the operator did not ask for/);
    expect(system).toMatch(/human_comments revise the ORIGINAL command/);
    expect(system).toMatch(/validation_errors/);
  });
});
