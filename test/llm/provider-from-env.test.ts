import { describe, expect, it } from "vitest";
import { LlmError } from "../../src/llm/errors.js";
import { createProviderFromEnv, DEFAULT_MODELS } from "../../src/llm/provider-from-env.js";

describe("createProviderFromEnv", () => {
  it("is offline (null) with no key and no choice", () => {
    expect(createProviderFromEnv({})).toBeNull();
    expect(createProviderFromEnv({ OPENAI_API_KEY: "k", CELLPILOT_LLM: "off" })).toBeNull();
  });

  it("picks OpenAI from its key, then Anthropic from its key", () => {
    expect(createProviderFromEnv({ OPENAI_API_KEY: "k" })).toMatchObject({
      vendor: "openai",
      model: DEFAULT_MODELS.openai,
    });
    expect(createProviderFromEnv({ ANTHROPIC_API_KEY: "k" })).toMatchObject({
      vendor: "anthropic",
      model: DEFAULT_MODELS.anthropic,
    });
  });

  it("honours CELLPILOT_LLM=vendor:model", () => {
    expect(
      createProviderFromEnv({ CELLPILOT_LLM: "anthropic:claude-x", ANTHROPIC_API_KEY: "k" }),
    ).toMatchObject({
      vendor: "anthropic",
      model: "claude-x",
    });
    expect(
      createProviderFromEnv({
        CELLPILOT_LLM: "ollama:llama3.1",
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      }),
    ).toMatchObject({ vendor: "openai", model: "llama3.1" });
  });

  it("names the missing environment variable", () => {
    const failure = (() => {
      try {
        createProviderFromEnv({ CELLPILOT_LLM: "anthropic:claude-x" });
      } catch (error) {
        return error as LlmError;
      }
    })();
    expect(failure?.code).toBe("LLM_MISSING_KEY");
    expect(failure?.message).toContain("ANTHROPIC_API_KEY");
  });

  it("refuses unknown vendors and bad numbers with a clear message", () => {
    expect(() => createProviderFromEnv({ CELLPILOT_LLM: "acme:x" })).toThrow(/unknown vendor 'acme'/);
    expect(() => createProviderFromEnv({ OPENAI_API_KEY: "k", CELLPILOT_LLM_TIMEOUT_MS: "soon" })).toThrow(
      /CELLPILOT_LLM_TIMEOUT_MS/,
    );
  });
});
