import type { LlmProvider, LlmRequest, LlmResponse } from "../../src/llm/provider.js";

/** A fake provider for logic tests: answers from a script and records every request. */
export interface RecordingProvider extends LlmProvider {
  requests: LlmRequest[];
}

export function createRecordingProvider(replies: Array<string | Error>): RecordingProvider {
  const requests: LlmRequest[] = [];
  let next = 0;
  return {
    vendor: "recording",
    model: "scripted",
    requests,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      requests.push(request);
      const reply = replies[Math.min(next++, replies.length - 1)];
      if (reply instanceof Error) throw reply;
      return { text: reply, model: "scripted", usage: { inputTokens: 0, outputTokens: 0 }, latencyMs: 0 };
    },
  };
}
