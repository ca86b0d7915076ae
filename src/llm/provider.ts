/**
 * The tiny interface every LLM vendor sits behind. No logic here: the core never imports a
 * vendor SDK, only this.
 */
export interface LlmMessage {
  role: "user" | "assistant";
  content: string;
}

export interface LlmRequest {
  system: string;
  messages: LlmMessage[];
  /** 0 for parsing; 1.0 for creative generation. */
  temperature?: number;
  maxTokens?: number;
  /** Ask the vendor for a JSON object where it supports that. */
  json?: boolean;
  signal?: AbortSignal;
}

export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface LlmResponse {
  text: string;
  model: string;
  usage: LlmUsage;
  latencyMs: number;
}

export interface LlmProvider {
  /** "openai" | "anthropic" | … */
  readonly vendor: string;
  readonly model: string;
  complete(request: LlmRequest): Promise<LlmResponse>;
}
