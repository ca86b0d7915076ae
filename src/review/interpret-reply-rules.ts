import type { PendingReview } from "../contracts/review.js";
import type { ReviewInterpretation } from "./review-interpretation.js";
import { CANCEL_WORDS, NO_WORDS, YES_WORDS, normalizeReply, stripCourtesy } from "./reply-words.js";

/** How the understanding layer reads a reply on its own (injected: review/ never imports understand/). */
export interface ReplyProbe {
  intent: "action" | "question" | "unknown";
  /** True when the reply alone is a complete, executable command. */
  executable: boolean;
  confidence: number;
  /**
   * Clarifications: whether the reply, read against the question asked (its missing slot, its
   * options), answers it; false when merging it into the pending command would contradict it.
   */
  answersQuestion?: boolean;
}

const JOINERS = new Set([
  "but",
  "and",
  "except",
  "only",
  "just",
  "without",
  "though",
  "however",
  "aber",
  "mais",
  "pero",
  "men",
  "אבל",
  "und",
  "et",
  "y",
  "och",
]);
const MODIFIER_STARTS =
  /^(skip|except|without|leave out|drop|remove|omit|exclude|only|just|also|add|plus|and also|instead|don t|dont|do not|no tools?|not|but|rather|first|then|movement only|just move|include)\b/;
const CANCEL_PHRASE =
  /\b(never ?mind|forget (it|that|about it)|cancel|abort|scrap (it|that)|don t (do|run) (it|that|anything)|stop (it|that|everything))\b/;

/**
 * The offline interpreter: reads a reply the fast path could not settle and chooses continue,
 * continue_with_modifications, switch_intent, cancel or re_ask. "yes but skip position 2" is a
 * modification, "where is the robot?" a new intent, "never mind" a cancellation, "hmm" a re-ask.
 */
export function interpretReplyWithRules(
  review: Pick<PendingReview, "kind" | "expectedInput">,
  reply: string,
  probe: ReplyProbe,
): ReviewInterpretation {
  const normalized = stripCourtesy(normalizeReply(reply));
  const words = normalized.split(" ").filter(Boolean);
  if (words.length === 0) return { decision: "re_ask", source: "rules", reason: "empty reply" };
  if (CANCEL_WORDS.has(normalized) || (CANCEL_PHRASE.test(normalized) && probe.intent !== "question")) {
    return { decision: "cancel", source: "rules", reason: "the reply withdraws the request" };
  }

  // "yes, but skip position 2" / "ok and also go to pos 3" / "no, only position 1".
  const leadLength = leadingAnswerLength(words);
  if (leadLength > 0 && leadLength < words.length) {
    const rest = words.slice(leadLength);
    if (JOINERS.has(rest[0]) && !["only", "just", "without", "except"].includes(rest[0])) rest.shift();
    if (rest.length > 0 && leadingAnswerLength(rest) !== rest.length) {
      return {
        decision: "continue_with_modifications",
        comment: rest.join(" "),
        source: "rules",
        reason: "an answer with changes",
      };
    }
  }
  // Read against the question: a reply to "Run it?" that starts by changing the plan ("skip
  // position 2") is a change, even where the words alone would read as a question about a place.
  if (review.kind === "approval" && MODIFIER_STARTS.test(normalized)) {
    return {
      decision: "continue_with_modifications",
      comment: reply.trim(),
      source: "rules",
      reason: "a change to the plan",
    };
  }
  if (probe.intent === "question")
    return { decision: "switch_intent", newInput: reply.trim(), source: "rules", reason: "a question" };
  if (probe.intent === "action" && probe.executable && probe.confidence >= 0.8) {
    return {
      decision: "switch_intent",
      newInput: reply.trim(),
      source: "rules",
      reason: "a complete new command",
    };
  }
  if (review.kind === "clarification" && probe.intent === "action" && probe.answersQuestion === false) {
    // Not an answer to the question asked: a command of its own replaces the pending question.
    return {
      decision: "switch_intent",
      newInput: reply.trim(),
      source: "rules",
      reason: "a new command, not an answer to the question asked",
    };
  }
  if (review.expectedInput === "free_text" && probe.intent === "action") {
    // The answer to "which position?": re-plan the original command with it.
    return {
      decision: "continue",
      comment: reply.trim(),
      source: "rules",
      reason: "an answer to the question",
    };
  }
  if (
    review.kind === "approval" &&
    MODIFIER_STARTS.test(normalized) === false &&
    probe.intent === "action" &&
    !probe.executable
  ) {
    return {
      decision: "continue_with_modifications",
      comment: reply.trim(),
      source: "rules",
      reason: "a partial command read as a change",
    };
  }
  return { decision: "re_ask", source: "rules", reason: "the reply is neither an answer nor a command" };
}

/** Yes-words that also start commands ("go to …", "execute …"): not an answer at the start of a longer reply. */
const COMMAND_LIKE = new Set([
  "go",
  "execute",
  "right",
  "good",
  "fine",
  "mach",
  "los",
  "kör",
  "kor",
  "dale",
  "allez",
  "passt",
  "exact",
  "correct",
  "absolut",
  "k",
  "y",
  "n",
]);

/** How many words at the start form a yes/no answer ("yes", "ok sure", "oui"). */
function leadingAnswerLength(words: string[]): number {
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    const lead = words.slice(0, length).join(" ");
    if (COMMAND_LIKE.has(lead)) continue;
    if (YES_WORDS.has(lead) || NO_WORDS.has(lead)) return length;
  }
  return 0;
}
