import { z } from "zod";
import { GoalSchema, goalToSteps, type Goal } from "../contracts/goal.js";
import { IntentSchema } from "../contracts/router.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { LlmProvider } from "../llm/provider.js";
import { recoverJson } from "../llm/recover-json.js";
import { buildSystemPrompt, buildUserMessage, type LlmPromptInput } from "./llm-prompt.js";
import { QUESTION_KINDS } from "./question-kinds.js";

/** The reply the prompt asks for; validated before anything is used. */
export const LlmReplySchema = z.object({
  intent: IntentSchema,
  goal: GoalSchema.nullable().optional(),
  question_kind: z.enum(QUESTION_KINDS).nullable().optional().catch(null),
  confidence: z.number().min(0).max(1).optional().catch(undefined),
  reason: z.string().optional().catch(undefined),
});
export type LlmReply = z.infer<typeof LlmReplySchema>;

export type LlmOutcome =
  | { kind: "ok"; reply: LlmReply; goal: Goal | null; usage: LlmUsageInfo }
  | { kind: "unreadable"; raw: string; reason: string; usage: LlmUsageInfo }
  | { kind: "failed"; error: string };

export interface LlmUsageInfo {
  vendor: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One LLM call that routes and parses together. Never throws: a timeout, HTTP error or lost
 * connection is `failed` (the caller keeps the rules result); a reply that is not valid JSON of
 * the right shape, or names things the cell does not have, is `unreadable` with the raw text.
 */
export async function understandWithLlm(
  provider: LlmProvider,
  snapshot: GraphSnapshot,
  input: LlmPromptInput,
  options: { timeoutMs?: number } = {},
): Promise<LlmOutcome> {
  const timeoutMs = options.timeoutMs ?? (Number(process.env.CELLPILOT_LLM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let response;
  try {
    const call = provider.complete({
      system: buildSystemPrompt(snapshot),
      messages: [{ role: "user", content: buildUserMessage(input) }],
      temperature: 0,
      maxTokens: 400,
      json: true,
      signal: controller.signal,
    });
    call.catch(() => undefined); // a late failure after our own timeout must not go unhandled
    response = await Promise.race([
      call,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`no reply within ${timeoutMs} ms`), { code: "LLM_TIMEOUT" })),
          timeoutMs,
        );
      }),
    ]);
  } catch (error) {
    controller.abort();
    const err = error as { code?: string; message?: string };
    return { kind: "failed", error: `${err.code ?? "LLM_ERROR"}: ${err.message ?? String(error)}` };
  } finally {
    if (timer) clearTimeout(timer);
  }
  const usage: LlmUsageInfo = {
    vendor: provider.vendor,
    model: response.model || provider.model,
    inputTokens: response.usage.inputTokens,
    outputTokens: response.usage.outputTokens,
    latencyMs: response.latencyMs,
  };
  const unreadable = (reason: string) => ({ kind: "unreadable" as const, raw: response.text, reason, usage });
  const recovered = recoverJson(response.text);
  if (!recovered.ok) return unreadable(recovered.reason);
  const parsed = LlmReplySchema.safeParse(recovered.value);
  if (!parsed.success)
    return unreadable(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  const reply = parsed.data;
  const goal = reply.goal ?? null;
  const unknownNames = goal ? namesNotInCell(snapshot, goal) : [];
  if (unknownNames.length > 0)
    return unreadable(`the reply names ${unknownNames.join(", ")}, not in this cell`);
  return { kind: "ok", reply, goal, usage };
}

function namesNotInCell(snapshot: GraphSnapshot, goal: Goal): string[] {
  if (goal.goal === "unknown") return [];
  const missing: string[] = [];
  for (const step of goalToSteps(goal)) {
    if ("position" in step && !snapshot.positions.has(step.position))
      missing.push(`position '${step.position}'`);
    if (step.action === "routine" && !snapshot.routines.has(step.routine))
      missing.push(`routine '${step.routine}'`);
    if (step.action === "attach_tool" && !snapshot.tools.has(step.tool)) missing.push(`tool '${step.tool}'`);
  }
  return missing;
}
