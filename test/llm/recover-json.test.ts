import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recoverJson } from "../../src/llm/recover-json.js";

const expected = { intent: "action", goal: { goal: "move", position: "Pos_1" } };

describe("recoverJson", () => {
  it.each([
    ["plain", JSON.stringify(expected)],
    ["fenced", "Here you go:\n```json\n" + JSON.stringify(expected, null, 2) + "\n```\nAnything else?"],
    ["fenced without language", "```\n" + JSON.stringify(expected) + "\n```"],
    [
      "with line comments",
      '{\n  // the router\n  "intent": "action",\n  "goal": {"goal": "move", "position": "Pos_1"} // go\n}',
    ],
    [
      "with block comments",
      '/* answer */ {"intent": "action", /* x */ "goal": {"goal": "move", "position": "Pos_1"}}',
    ],
    ["with trailing commas", '{"intent": "action", "goal": {"goal": "move", "position": "Pos_1",},}'],
    [
      "inside prose",
      'Sure! The result is {"intent": "action", "goal": {"goal": "move", "position": "Pos_1"}} as asked.',
    ],
  ])("reads %s replies", (_label, text) => {
    expect(recoverJson(text)).toEqual({ ok: true, value: expected });
  });

  it("escapes raw newlines and tabs inside strings", () => {
    const result = recoverJson('{"reason": "line one\nline\ttwo", "intent": "unknown"}');
    expect(result).toEqual({ ok: true, value: { reason: "line one\nline\ttwo", intent: "unknown" } });
  });

  it("keeps // inside strings", () => {
    expect(recoverJson('{"url": "http://x/y"}')).toEqual({ ok: true, value: { url: "http://x/y" } });
  });

  it("says why when nothing can be recovered", () => {
    for (const text of ["", "I cannot help with that.", "{not json at all", '```json\n{"a": }\n```']) {
      const result = recoverJson(text);
      expect(result.ok).toBe(false);
    }
  });

  it("recovers any JSON object wrapped in a fence and prose (property)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        fc.string(),
        (value, prose) => {
          const safeProse = prose.replace(/[{}[\]`]/g, "");
          const result = recoverJson(
            `${safeProse}\n\`\`\`json\n${JSON.stringify(value)}\n\`\`\`\n${safeProse}`,
          );
          expect(result).toEqual({ ok: true, value });
        },
      ),
    );
  });

  it("never throws on arbitrary text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = recoverJson(text);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});
