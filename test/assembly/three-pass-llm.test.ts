import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInterpretContext } from "../../src/assembly/create-interpret-context.js";
import { interpretAssembly } from "../../src/assembly/interpret-assembly.js";
import { seededRandom } from "../../src/assembly/seeded-random.js";
import { createAnthropic } from "../../src/llm/anthropic.js";
import { startProtocolServer, type ProtocolServer } from "../llm/protocol-server.js";
import { independentAxesProblem } from "./support/independent-axes-checker.js";
import { cell, placements } from "./support/interpret.js";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(async () => {
  await server.close();
});

const llm = () =>
  createAnthropic({
    apiKey: "sk-ant-test",
    model: "claude-test",
    baseURL: server.url,
    timeoutMs: 2000,
    maxRetries: 0,
  });
const context = (seed = 3) => createInterpretContext(cell, { random: seededRandom(seed) });
const reply = (value: unknown) => ({
  kind: "text" as const,
  text: typeof value === "string" ? value : JSON.stringify(value),
});
const since = (from: number) =>
  server.requests.slice(from).filter((request) => request.path.endsWith("/messages"));

const GOOD = {
  interpretation: "two meat layers with greens on top",
  sequence: [
    { instruction: "add_layer", params: { item: "meat" } },
    { instruction: "add_layer", params: { item: "meat" } },
    { instruction: "add_layer", params: { item: "lettuce" } },
  ],
  confidence: 0.86,
  user_feedback: null,
};

describe("three-pass LLM mode over the Anthropic wire protocol", () => {
  it("good: pass 1 at temperature 0 with at most 900 tokens, validated, the intent check asked once", async () => {
    const start = server.requests.length;
    server.script(reply(GOOD), reply({ ok: true, issues: [] }));
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    const requests = since(start);
    expect(requests).toHaveLength(2);
    expect(requests[0].body).toMatchObject({ temperature: 0, max_tokens: 900, model: "claude-test" });
    expect(String(requests[0].body.system)).toMatch(/add_layer\{item\}/);
    expect(result.source).toBe("llm");
    expect(result.validated).toBe(true);
    expect(result.validation_issues).toEqual([]);
    expect(result.sequence).toEqual(GOOD.sequence);
    expect(result.pass1_sequence).toEqual(GOOD.sequence);
    expect(result.confidence).toBe(0.86);
  });

  it("invalid names are listed in a CORRECTION REQUIRED section and fixed in pass 3", async () => {
    const start = server.requests.length;
    const bad = {
      interpretation: "x",
      sequence: [
        { instruction: "stack_item", params: { item: "bread" } },
        { instruction: "add_layer", params: { item: "avocado" } },
        { instruction: "set_active_zone", params: { zone: "assembly_middle" } },
        { instruction: "place_at", params: { location: "assembly_left" } },
      ],
    };
    server.script(reply(bad), reply(GOOD));
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    const requests = since(start);
    expect(requests).toHaveLength(2);
    const correction = JSON.stringify(requests[1].body.messages);
    expect(correction).toContain("CORRECTION REQUIRED");
    expect(correction).toContain("unknown instruction 'stack_item'");
    expect(result.validated).toBe(true);
    expect(result.sequence).toEqual(GOOD.sequence);
    expect(result.pass1_sequence).toEqual(bad.sequence);
    expect(result.validation_issues.length).toBe(4);
    for (const issue of result.validation_issues) expect(issue).toMatch(/^\[P3 fixed\] /);
    expect(result.validation_issues.join("\n")).toMatch(
      /avocado[\s\S]*assembly_middle[\s\S]*must use set_active_zone and add_layer/,
    );
  });

  it("pass 3 failing keeps the pass-2 result: only valid steps, not validated, low confidence", async () => {
    const bad = {
      interpretation: "x",
      sequence: [
        { instruction: "add_layer", params: { item: "meat" } },
        { instruction: "fly", params: {} },
      ],
      confidence: 0.9,
    };
    server.script(reply(bad), reply(bad));
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    expect(result.validated).toBe(false);
    expect(result.sequence).toEqual([{ instruction: "add_layer", params: { item: "meat" } }]);
    expect(result.confidence).toBeLessThanOrEqual(0.4);
    expect(result.validation_issues.at(-1)).toMatch(/pass 3 did not fix/);
  });

  it("unparseable: the rules answer stands and the raw reply is kept", async () => {
    server.script(reply("Sure! I'll make something meaty for you."));
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    expect(result.source).toBe("rules");
    expect(result.raw_response).toBe("Sure! I'll make something meaty for you.");
    expect(result.sequence).toEqual([]);
    expect(result.validation_issues.join()).toMatch(/could not be read/);
  });

  it("recovers a reply with raw newlines inside strings and a code fence", async () => {
    server.script(
      reply(
        '```json\n{"interpretation": "line one\nline two", "sequence": [{"instruction": "go_home", "params": {}}], "confidence": 0.8,}\n```',
      ),
      reply({ ok: true }),
    );
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    expect(result.sequence).toEqual([{ instruction: "go_home", params: {} }]);
    expect(result.interpretation).toBe("line one\nline two");
  });

  it("a failing server leaves the rules answer, and sure rules answers never reach the model", async () => {
    server.script({ kind: "status", status: 500 });
    const result = (await interpretAssembly("prepare the order for table four", context(), { llm: llm() }))!;
    expect(result.source).toBe("rules");
    const start = server.requests.length;
    const sure = (await interpretAssembly("make a BLT", context(), { llm: llm() }))!;
    expect(sure.source).toBe("rules");
    const unknown = (await interpretAssembly("add avocado", context(), { llm: llm() }))!;
    expect(unknown.confidence).toBe(0.1);
    expect(server.requests.length).toBe(start);
  });

  it("creative: temperature 1.0 with the drawn axes; a reply that ignores them falls back to the generator", async () => {
    const start = server.requests.length;
    const wrong = {
      interpretation: "art",
      sequence: [{ instruction: "make_art", params: {} }],
      creative_reasoning: "whatever",
    };
    server.script(reply(wrong), reply(wrong));
    const result = (await interpretAssembly("surprise me", context(11), { llm: llm() }))!;
    const requests = since(start);
    expect(requests[0].body.temperature).toBe(1);
    expect(String(requests[0].body.system)).toMatch(/CREATIVE command/);
    expect(result.is_creative).toBe(true);
    expect(result.composite_name).toBeNull();
    const axes = result.creative_reasoning!.match(/^Axis 1: ([a-z_]+) \u00d7 Axis 2: ([a-z_]+)/)!;
    expect(independentAxesProblem(axes[1], axes[2], placements(result))).toBeNull();
    expect(result.pass1_sequence).toEqual(wrong.sequence);
  });
});
