import type OpenAI from "openai";
import { LlmError, toLlmError } from "./errors.js";
import type { LlmProvider, LlmRequest, LlmResponse } from "./provider.js";
import { retryLlmCall } from "./retry-llm-call.js";
import { loadSdkClient, type ProviderSettings } from "./sdk-client.js";

export type OpenAiSettings = ProviderSettings;

/** OpenAI and OpenAI-compatible chat completions through the official SDK. */
export function createOpenAi(settings: OpenAiSettings): LlmProvider {
  const connect = loadSdkClient<OpenAI>(() => import("openai"), settings);
  return {
    vendor: "openai",
    model: settings.model,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      const started = performance.now();
      try {
        const completion = await retryLlmCall(
          async () =>
            (await connect()).chat.completions.create(
              {
                model: settings.model,
                messages: [{ role: "system", content: request.system }, ...request.messages],
                temperature: request.temperature ?? 0,
                max_tokens: request.maxTokens ?? 800,
                ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
              },
              { signal: request.signal },
            ),
          { maxRetries: settings.maxRetries, signal: request.signal },
        );
        const text = completion.choices[0]?.message?.content ?? "";
        if (!text.trim()) throw new LlmError("LLM_EMPTY_REPLY", "openai: the reply was empty");
        return {
          text,
          model: completion.model ?? settings.model,
          usage: {
            inputTokens: completion.usage?.prompt_tokens ?? 0,
            outputTokens: completion.usage?.completion_tokens ?? 0,
          },
          latencyMs: performance.now() - started,
        };
      } catch (error) {
        throw toLlmError("openai", error);
      }
    },
  };
}
