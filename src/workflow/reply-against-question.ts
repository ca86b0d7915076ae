import { goalToSteps, type ExecutableGoal, type Goal } from "../contracts/goal.js";
import type { Understanding } from "../understand/understanding.js";
import type { UnderstandFunction, UnderstandRequest } from "./workflow-dependencies.js";

function goalPositions(goal: Goal | null | undefined): string[] {
  if (!goal || goal.goal === "unknown") return [];
  return goalToSteps(goal).flatMap((step) => ("position" in step ? [step.position] : []));
}

const executable = (goal: Goal | null | undefined): goal is ExecutableGoal =>
  Boolean(goal && goal.goal !== "unknown");

/**
 * Whether a reply to a clarification answers the question asked, read against it: merged into
 * the pending command it must make an executable goal that keeps the places the reply itself
 * names — every place it names outright, and one of the places it leaves to choose ("the safe
 * position" is one of three). "paint position 1" → "What should I do at Pos_1?" → "weld" answers
 * it; "go to the safe position" does not (merged, it would end at Pos_1): it is a new command.
 */
export function replyAnswersQuestion(reply: Understanding, merged: Understanding): boolean {
  if (!executable(merged.goal)) return false;
  const kept = new Set(goalPositions(merged.goal));
  const named = goalPositions(reply.goal);
  if (!named.every((position) => kept.has(position))) return false;
  const choices = (reply.options ?? []).flatMap((option) => goalPositions(option.goal));
  return choices.length === 0 || choices.some((position) => kept.has(position));
}

export interface ClarificationReading {
  answersQuestion: boolean;
  /** The goal the reply makes at the question's place, when the pending command cannot take it in. */
  answer: ExecutableGoal | null;
}

/**
 * Reads a reply against a clarification: first merged into the pending command; when that makes
 * nothing, at the place the question asked about ("What should I do at Pos_1?" → "weld" is the
 * weld at Pos_1: the reply's own choice settled by the question's place).
 */
export async function readReplyAgainstQuestion(
  understand: UnderstandFunction,
  request: Omit<UnderstandRequest, "text" | "humanComments">,
  input: { original: string; comments: string[]; reply: string; understood: Understanding; place?: string },
): Promise<ClarificationReading> {
  const merged = await understand({
    ...request,
    text: input.original,
    humanComments: [...input.comments, input.reply],
  });
  if (executable(merged.goal) || !input.place)
    return { answersQuestion: replyAnswersQuestion(input.understood, merged), answer: null };
  const place = input.place;
  const there = await understand({
    ...request,
    text: input.reply,
    context: { ...request.context, lastPosition: place },
    humanComments: [],
  });
  const goal = executable(there.goal)
    ? there.goal
    : (there.options ?? []).find((option) => goalPositions(option.goal).includes(place))?.goal;
  if (!executable(goal) || !goalPositions(goal).includes(place))
    return { answersQuestion: false, answer: null };
  const atPlace = { ...there, goal };
  return replyAnswersQuestion(input.understood, atPlace)
    ? { answersQuestion: true, answer: goal }
    : { answersQuestion: false, answer: null };
}
