import { createAnthropic } from "./anthropic.js";
import { LlmError } from "./errors.js";
import { createOpenAi } from "./openai.js";
import type { LlmProvider } from "./provider.js";

export const DEFAULT_MODELS = { openai: "gpt-4o-mini", anthropic: "claude-3-5-haiku-latest" } as const;

/**
 * Chooses the LLM provider from the environment, or none (offline: the rules layer answers).
 *
 * - `CELLPILOT_LLM=vendor:model` picks explicitly: `openai:gpt-4o-mini`, `anthropic:claude-…`,
 *   `ollama:llama3.1` (OpenAI-compatible at `OPENAI_BASE_URL`, default Ollama's), or `off`.
 * - Without it: `OPENAI_API_KEY` → OpenAI, else `ANTHROPIC_API_KEY` → Anthropic, else none.
 * - `OPENAI_BASE_URL` / `ANTHROPIC_BASE_URL` point at compatible servers;
 *   `CELLPILOT_LLM_TIMEOUT_MS` (default 15000) and `CELLPILOT_LLM_RETRIES` (default 1) bound each call.
 */
export function createProviderFromEnv(env: NodeJS.ProcessEnv = process.env): LlmProvider | null {
  const choice = env.CELLPILOT_LLM?.trim();
  if (choice === "off" || choice === "none") return null;
  const timeoutMs = positiveInteger(env.CELLPILOT_LLM_TIMEOUT_MS, 15_000, "CELLPILOT_LLM_TIMEOUT_MS");
  const maxRetries = positiveInteger(env.CELLPILOT_LLM_RETRIES, 1, "CELLPILOT_LLM_RETRIES");

  let vendor: string;
  let model: string | undefined;
  if (choice) {
    const separator = choice.indexOf(":");
    vendor = (separator < 0 ? choice : choice.slice(0, separator)).toLowerCase();
    model = separator < 0 ? undefined : choice.slice(separator + 1) || undefined;
  } else if (env.OPENAI_API_KEY) {
    vendor = "openai";
  } else if (env.ANTHROPIC_API_KEY) {
    vendor = "anthropic";
  } else {
    return null;
  }

  switch (vendor) {
    case "openai":
    case "ollama":
    case "vllm":
    case "llamacpp": {
      const compatible = vendor !== "openai";
      const baseURL = env.OPENAI_BASE_URL || (vendor === "ollama" ? "http://127.0.0.1:11434/v1" : undefined);
      if (compatible && !baseURL) {
        throw new LlmError(
          "LLM_BAD_CONFIG",
          `CELLPILOT_LLM=${vendor}: set OPENAI_BASE_URL to the server's /v1 URL`,
        );
      }
      const apiKey = env.OPENAI_API_KEY || (baseURL ? "not-needed" : "");
      if (!apiKey) throw new LlmError("LLM_MISSING_KEY", "CELLPILOT_LLM=openai needs OPENAI_API_KEY");
      if (compatible && !model)
        throw new LlmError("LLM_BAD_CONFIG", `CELLPILOT_LLM=${vendor}:<model> needs a model name`);
      return createOpenAi({ apiKey, model: model ?? DEFAULT_MODELS.openai, baseURL, timeoutMs, maxRetries });
    }
    case "anthropic": {
      const apiKey = env.ANTHROPIC_API_KEY;
      if (!apiKey) throw new LlmError("LLM_MISSING_KEY", "CELLPILOT_LLM=anthropic needs ANTHROPIC_API_KEY");
      return createAnthropic({
        apiKey,
        model: model ?? DEFAULT_MODELS.anthropic,
        baseURL: env.ANTHROPIC_BASE_URL || undefined,
        timeoutMs,
        maxRetries,
      });
    }
    default:
      throw new LlmError(
        "LLM_BAD_CONFIG",
        `CELLPILOT_LLM='${choice}': unknown vendor '${vendor}' (use openai, anthropic, ollama, vllm, llamacpp or off)`,
      );
  }
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new LlmError("LLM_BAD_CONFIG", `${name} must be a whole number, got '${value}'`);
  return parsed;
}
