import { z } from "zod";
import { describeValidationError } from "../contracts/describe-validation-error.js";
import { GoalSchema, type Goal } from "../contracts/goal.js";

const GOAL_EXAMPLE = '{"goal":"execute_routine","routine":"tack_weld","position":"Pos_1"}';

/**
 * `--goal` as the HTTP API reads a goal: malformed JSON and invalid goals are bad input (exit 2)
 * with the same message that names the field (`goal.position is missing (expected a string)`).
 */
export function readGoalOption(text: string): { goal: Goal } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `--goal is not valid JSON (${(error as Error).message}); e.g. --goal '${GOAL_EXAMPLE}'` };
  }
  const result = z.object({ goal: GoalSchema }).safeParse({ goal: value });
  if (!result.success)
    return { error: `--goal: ${describeValidationError(result.error)}; e.g. --goal '${GOAL_EXAMPLE}'` };
  return { goal: result.data.goal };
}
