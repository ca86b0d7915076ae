import type { SequenceStep } from "../contracts/goal.js";
import type { RoutineNode } from "../knowledge/cell-graph-data.js";
import type { Verb } from "./action-frames.js";

/** "A", "A or B", "A, B or C" — names listed for an operator. */
export function describeChoices(names: string[], lead = "", conjunction = "or"): string {
  if (names.length === 0) return "";
  if (names.length === 1) return `${lead}${names[0]}`;
  return `${lead}${names.slice(0, -1).join(", ")} ${conjunction} ${names.at(-1)}`;
}

/** The word operators use for a routine ("weld" for tack_weld): the first of its words. */
export function routineVerb(routine: Pick<RoutineNode, "name" | "words">): string {
  return routine.words[0] ?? routine.name.replace(/_/g, " ");
}

export function describeVerb(verb: Verb): string {
  return verb.kind === "routine" ? verb.name : verb.kind.replace(/_/g, " ");
}

export function choiceLabel(step: SequenceStep): string {
  if (step.action === "attach_tool") return step.tool;
  if (step.action === "move" || step.action === "routine") return step.position;
  return step.action;
}
