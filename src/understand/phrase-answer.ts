import type { LlmProvider } from "../llm/provider.js";
import type { QuestionAnswer } from "./answer-question.js";

const SYSTEM = [
  "You phrase answers for the operator of a robot cell.",
  "Rewrite the given answer as a short, friendly reply to the operator's question, in plain text, at most three sentences.",
  "Use only the facts given; keep every position, tool, routine and run name exactly as written; add nothing.",
].join(" ");

/**
 * Lets an LLM phrase an answer the question handler already built from the graph, state and
 * history — from the same facts only. Any failure, an empty reply, or a reply that drops a name
 * the facts contain keeps the deterministic text.
 */
export async function phraseAnswer(
  provider: LlmProvider,
  question: string,
  answer: QuestionAnswer,
  options: { timeoutMs?: number } = {},
): Promise<{ text: string; phrased: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  try {
    const response = await provider.complete({
      system: SYSTEM,
      messages: [
        { role: "user", content: JSON.stringify({ question: question.slice(0, 500), answer: answer.text }) },
      ],
      temperature: 0,
      maxTokens: 200,
      signal: controller.signal,
    });
    const text = response.text.trim();
    const names = answer.text.match(/\b[A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g) ?? [];
    if (!text || names.some((name) => !text.includes(name))) return { text: answer.text, phrased: false };
    return { text, phrased: true };
  } catch {
    return { text: answer.text, phrased: false };
  } finally {
    clearTimeout(timer);
  }
}
