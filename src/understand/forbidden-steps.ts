import type { SequenceStep } from "../contracts/goal.js";
import { hasObject, type Frame, type Verb } from "./action-frames.js";

/*
 * What a command rules out: a negated clause ("don't weld position 3, just 1 and 2") and a clause
 * that only leaves places out of what came before ("weld 1 and 2. skip 2") forbid steps; the
 * steps the rest of the command makes are kept only where nothing forbids them.
 */

/** Whether a verb-less frame only leaves places out ("skip 2", "not 3"). */
export function excludesOnly(frame: Frame): boolean {
  return frame.excluded.length > 0 && !hasObject({ ...frame, excluded: [] });
}

/** Whether a negated frame ("don't weld position 3") rules out a step. */
export function forbids(rule: { verb: Verb; positions: string[] }, step: SequenceStep): boolean {
  const at = (position: string) => rule.positions.length === 0 || rule.positions.includes(position);
  switch (rule.verb.kind) {
    case "routine":
      return step.action === "routine" && step.routine === rule.verb.name && at(step.position);
    case "move":
      return step.action === "move" && at(step.position);
    case "attach":
      return step.action === "attach_tool";
    case "release":
    case "release_or_move":
      return step.action === "release_tool" || step.action === "release_tool_and_home";
    case "release_and_home":
      return step.action === "release_tool_and_home";
  }
}

/**
 * "don't weld 1 and home": a place said after a negated clause with only "and" before it may be
 * under the negation or the next thing to do; which is asked ("don't weld 1 and go home", with
 * its own verb, goes home; "don't weld 1, just 2" is the place the negated verb is done at).
 */
export function negationScopeQuestion(frame: Frame): string {
  const places = frame.positions.length > 0 ? frame.positions.join(", ") : "there";
  return `Should I go to ${places}, or is ${places} also something I should not do? Please say it with its verb, for example "go to ${places}".`;
}
