import type { PendingReview } from "../contracts/review.js";
import { ApiError } from "./api-error.js";

export type ReviewAction =
  | { action: "approve" }
  | { action: "cancel" }
  | { action: "revise"; comment: string }
  | { action: "choose"; optionId: string };

/**
 * Turns a button of the review card into the answer text the conversation understands. Only
 * machine-made words go through here: "yes", "cancel", the option's number; a revision carries
 * the human's comment after "yes, but" so the interpreter re-plans with it
 * (continue_with_modifications, DESIGN §3) rather than reading it as a new command.
 */
export function reviewAnswerText(review: PendingReview, request: ReviewAction): string {
  switch (request.action) {
    case "approve":
      return "yes";
    case "cancel":
      return "cancel";
    case "revise":
      return `yes, but ${request.comment}`;
    case "choose": {
      const options = review.options ?? [];
      const index = options.findIndex((option) => option.id === request.optionId);
      if (index < 0) {
        const known = options.map((option) => option.id).join(", ") || "none";
        throw new ApiError(
          "BAD_REQUEST",
          `review ${review.hitlId} has no option '${request.optionId}' (options: ${known})`,
        );
      }
      return String(index + 1);
    }
  }
}
