import type { PendingReview } from "../contracts/review.js";
import type { ReviewTrigger } from "./review-trigger.js";

/** Pending reviews expire after five minutes; a later reply is handled as a new request. */
export const REVIEW_TTL_MS = 5 * 60 * 1000;
export const REVIEW_VERSION = 1;

/**
 * Builds the pendingHITL record. Ids, options and the return target are machine-made here,
 * never by an LLM; the clock and the id source are passed in.
 */
export function createPendingReview(input: {
  trigger: ReviewTrigger;
  question: string;
  originStepId: string;
  options?: Array<{ label: string }>;
  now: Date;
  newId: () => string;
}): PendingReview {
  const hitlId = input.newId();
  const review: PendingReview = {
    version: REVIEW_VERSION,
    hitlId,
    kind: input.trigger.kind,
    source: input.trigger.source,
    reason: input.trigger.reason,
    originStepId: input.originStepId,
    returnTo: { ...input.trigger.returnTo },
    expectedInput: input.trigger.expectedInput,
    question: input.question,
    expiresAt: new Date(input.now.getTime() + REVIEW_TTL_MS).toISOString(),
    createdAt: input.now.toISOString(),
  };
  if (input.options && input.options.length > 0) {
    review.options = input.options.map((option, index) => ({
      id: `option-${index + 1}`,
      label: option.label,
    }));
  }
  return review;
}

export function isExpired(review: Pick<PendingReview, "expiresAt">, now: Date): boolean {
  return now.getTime() >= Date.parse(review.expiresAt);
}
