import type { PendingReview } from "../contracts/review.js";
import type { LlmProvider } from "../llm/provider.js";
import { matchFastPath, type FastPathMatch } from "./fast-path.js";
import { interpretReplyWithLlm } from "./interpret-reply-llm.js";
import { interpretReplyWithRules, type ReplyProbe } from "./interpret-reply-rules.js";
import type { ReviewInterpretation } from "./review-interpretation.js";

export interface ReviewResolution {
  /** The decision after all layers. */
  interpretation: ReviewInterpretation;
  /** Set when the fast path settled it. */
  fastPath: FastPathMatch | null;
  /** The chosen option (disambiguation). */
  option?: { id: string; label: string; index: number };
  /** The LLM failed and the rules answered. */
  llmError?: string;
}

export interface ResolveOptions {
  probe: (text: string) => Promise<ReplyProbe>;
  llm?: LlmProvider | null;
  /** Other names of options, by label (see matchFastPath). */
  aliases?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Layers one and two of resuming a review: the fast path, then the interpreter (an LLM when one
 * is configured, else rules). The state transition (layer three) belongs to the workflow.
 */
export async function resolveReviewReply(
  review: PendingReview,
  reply: string,
  options: ResolveOptions,
): Promise<ReviewResolution> {
  const fastPath = matchFastPath(review, reply, options.aliases);
  if (fastPath?.kind === "yes")
    return { fastPath, interpretation: { decision: "continue", source: "rules", reason: "fast path: yes" } };
  if (fastPath?.kind === "no")
    return { fastPath, interpretation: { decision: "cancel", source: "rules", reason: "fast path: no" } };
  if (fastPath?.kind === "option") {
    const option = review.options![fastPath.index];
    return {
      fastPath,
      option: { ...option, index: fastPath.index },
      interpretation: {
        decision: "continue",
        source: "rules",
        reason: `fast path: option ${fastPath.index + 1}`,
      },
    };
  }
  if (options.llm) {
    const outcome = await interpretReplyWithLlm(options.llm, review, reply);
    if (outcome.kind === "ok")
      return { fastPath: null, interpretation: withChoice(review, outcome.interpretation) };
    const interpretation = interpretReplyWithRules(review, reply, await options.probe(reply));
    return { fastPath: null, interpretation: withChoice(review, interpretation), llmError: outcome.error };
  }
  return {
    fastPath: null,
    interpretation: withChoice(review, interpretReplyWithRules(review, reply, await options.probe(reply))),
  };
}

/** A choice question answered with a "continue" that names no option is asked again. */
function withChoice(review: PendingReview, interpretation: ReviewInterpretation): ReviewInterpretation {
  if ((review.options?.length ?? 0) > 0 && interpretation.decision === "continue") {
    return { ...interpretation, decision: "re_ask", reason: "no option was chosen" };
  }
  return interpretation;
}
