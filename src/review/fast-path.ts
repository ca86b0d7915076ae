import type { PendingReview } from "../contracts/review.js";
import { NO_WORDS, YES_WORDS, normalizeReply, stripCourtesy } from "./reply-words.js";

/** What the fast path made of a reply, or null when it is not a plain yes/no or choice. */
export type FastPathMatch =
  { kind: "yes" } | { kind: "no" } | { kind: "option"; optionId: string; index: number };

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
  eins: 1,
  zwei: 2,
  drei: 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  uno: 1,
  dos: 2,
  tres: 3,
  ett: 1,
  en: 1,
  två: 2,
  tva: 2,
  tre: 3,
};
const CHOICE_FILLER = new Set([
  "option",
  "number",
  "no",
  "nr",
  "choice",
  "the",
  "#",
  "one",
  "take",
  "pick",
  "choose",
  "i",
  "want",
  "it",
  "s",
  "is",
  "that",
  "let",
  "go",
  "with",
  "please",
  "use",
]);

/** Compact form for comparing labels: "Safe_Pos_2" and "safe pos 2" are the same. */
function compact(text: string): string {
  return normalizeReply(text.replace(/_/g, " ")).replace(/\s+/g, "");
}

/**
 * The first layer of resuming a review, deterministic and instant: yes/no words (several
 * languages) for yes/no questions, option numbers, ordinals or labels for choices.
 */
export function matchFastPath(
  review: Pick<PendingReview, "expectedInput" | "options">,
  reply: string,
  /** Other names of each option, by label (a position's operator words: "position 2" for Pos_2). */
  aliases: Readonly<Record<string, readonly string[]>> = {},
): FastPathMatch | null {
  const normalized = stripCourtesy(normalizeReply(reply));
  if (!normalized) return null;
  const options = review.options ?? [];
  if (options.length > 0) {
    const option = matchOption(options, normalized, aliases);
    if (option) return option;
  }
  if (review.expectedInput === "yes_no" || options.length === 1) {
    if (YES_WORDS.has(normalized))
      return options.length === 1 ? { kind: "option", optionId: options[0].id, index: 0 } : { kind: "yes" };
  }
  if (review.expectedInput === "yes_no" && NO_WORDS.has(normalized)) return { kind: "no" };
  return null;
}

function matchOption(
  options: Array<{ id: string; label: string }>,
  normalized: string,
  aliases: Readonly<Record<string, readonly string[]>>,
): FastPathMatch | null {
  const reply = normalized.replace(/^(the|option)\s+/, "").replace(/\s+/g, "");
  const byLabel = options.findIndex(
    (option) =>
      compact(option.label) === reply ||
      option.id.toLowerCase() === normalized ||
      (aliases[option.label] ?? []).some((alias) => compact(alias) === reply),
  );
  if (byLabel >= 0) return { kind: "option", optionId: options[byLabel].id, index: byLabel };
  const tokens = normalized
    .split(" ")
    .map((token) => token.replace(/^#/, ""))
    .filter(Boolean);
  const isNumber = (token: string) => /^\d+$/.test(token) || ORDINALS[token] !== undefined;
  let numbers = tokens.filter(isNumber);
  // "the second one": "one" is filler when another number is there.
  if (numbers.length > 1) numbers = numbers.filter((token) => token !== "one");
  if (numbers.length !== 1) return null;
  if (!tokens.every((token) => token === numbers[0] || CHOICE_FILLER.has(token) || token === "one"))
    return null;
  const words = numbers;
  const word = words[0];
  const number = /^\d+$/.test(word) ? Number(word) : ORDINALS[word];
  if (number && number >= 1 && number <= options.length)
    return { kind: "option", optionId: options[number - 1].id, index: number - 1 };
  return null;
}
