import type Anthropic from "@anthropic-ai/sdk";
import { LlmError, toLlmError } from "./errors.js";
import type { LlmProvider, LlmRequest, LlmResponse } from "./provider.js";
import { retryLlmCall } from "./retry-llm-call.js";
import { loadSdkClient, type ProviderSettings } from "./sdk-client.js";

export type AnthropicSettings = ProviderSettings;

/** Anthropic Messages API through the official SDK. */
export function createAnthropic(settings: AnthropicSettings): LlmProvider {
  const connect = loadSdkClient<Anthropic>(() => import("@anthropic-ai/sdk"), settings);
  return {
    vendor: "anthropic",
    model: settings.model,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      const started = performance.now();
      try {
        // This SDK's types no longer list `temperature`; the Messages API still takes it for the
        // models that support it, and cellpilot needs 0 for parsing and 1.0 for creative commands.
        const sampling = { temperature: request.temperature ?? 0 } as unknown as Record<string, never>;
        const message = await retryLlmCall(
          async () =>
            (await connect()).messages.create(
              {
                model: settings.model,
                system: request.system,
                messages: request.messages,
                max_tokens: request.maxTokens ?? 800,
                ...sampling,
              },
              { signal: request.signal },
            ),
          { maxRetries: settings.maxRetries, signal: request.signal },
        );
        const text = message.content
          .map((block) => (block.type === "text" ? block.text : ""))
          .join("")
          .trim();
        if (!text) throw new LlmError("LLM_EMPTY_REPLY", "anthropic: the reply was empty");
        return {
          text,
          model: message.model ?? settings.model,
          usage: {
            inputTokens: message.usage?.input_tokens ?? 0,
            outputTokens: message.usage?.output_tokens ?? 0,
          },
          latencyMs: performance.now() - started,
        };
      } catch (error) {
        throw toLlmError("anthropic", error);
      }
    },
  };
}
