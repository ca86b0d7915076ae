import type OpenAI from "openai";
import { LlmError, toLlmError } from "./errors.js";
import type { LlmProvider, LlmRequest, LlmResponse } from "./provider.js";
import { retryLlmCall } from "./retry-llm-call.js";

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Any OpenAI-compatible server: Ollama, vLLM, llama.cpp server… */
  baseURL?: string;
  timeoutMs: number;
  maxRetries: number;
}

/** OpenAI and OpenAI-compatible chat completions through the official SDK. */
export function createOpenAi(settings: OpenAiSettings): LlmProvider {
  // The SDK is loaded when a provider is configured, not by every command; loading starts here,
  // in the background, so the first call rarely waits for it.
  const client: Promise<OpenAI> = import("openai").then(
    ({ default: OpenAISDK }) =>
      new OpenAISDK({
        apiKey: settings.apiKey,
        baseURL: settings.baseURL,
        timeout: settings.timeoutMs,
        maxRetries: 0, // retried by retryLlmCall, whose waits end when the call is aborted
      }),
  );
  client.catch(() => undefined); // reported by the first call
  const connect = () => client;
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
