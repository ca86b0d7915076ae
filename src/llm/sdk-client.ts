/** What a vendor provider is configured with (from the environment, docs/llm-providers.md). */
export interface ProviderSettings {
  apiKey: string;
  model: string;
  /** Another server speaking the vendor's protocol (for OpenAI: Ollama, vLLM, llama.cpp server…). */
  baseURL?: string;
  timeoutMs: number;
  maxRetries: number;
}

interface SdkOptions {
  apiKey: string;
  baseURL?: string;
  timeout: number;
  maxRetries: number;
}

/**
 * The vendor SDK's client, loaded when a provider is configured rather than by every command.
 * Loading starts at once, in the background, so the first call rarely waits for it; a failed
 * load is reported by the first call. The SDK's own retries are off: calls are retried by
 * retryLlmCall, whose waits end when the call is aborted.
 */
export function loadSdkClient<Client>(
  load: () => Promise<{ default: new (options: SdkOptions) => Client }>,
  settings: ProviderSettings,
): () => Promise<Client> {
  const client = load().then(
    ({ default: Sdk }) =>
      new Sdk({
        apiKey: settings.apiKey,
        baseURL: settings.baseURL,
        timeout: settings.timeoutMs,
        maxRetries: 0,
      }),
  );
  client.catch(() => undefined);
  return () => client;
}
